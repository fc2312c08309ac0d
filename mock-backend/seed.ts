import type { DesireRecord, DesireStatus, MemberRecord, SpecStore, Visibility } from './store';

/**
 * The demo data: four members who follow each other, desires of every status and visibility, the six
 * preset categories each plus a few of their own (one shared), two chats and some notifications.
 * Times are relative to now, so that "2 hours ago" stays true on every reset.
 */

export const DEMO_PASSWORD = 'wishwell-demo';
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'wishwell-admin' } as const;
export const DEMO_MEMBERS = [
  { email: 'maya@example.com', fullName: 'Maya Chen', bio: 'Collecting small adventures and big dreams.' },
  { email: 'leo@example.com', fullName: 'Leo Okafor', bio: 'Runner, reader, amateur cook.' },
  { email: 'sofia@example.com', fullName: 'Sofia Rossi', bio: 'Painting my way around the world.' },
  { email: 'arjun@example.com', fullName: 'Arjun Patel', bio: null },
] as const;

export type Seed = (store: SpecStore) => void;

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A soft two-colour cover, drawn rather than fetched: the demo needs no network. */
const cover = (from: string, to: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="500" fill="url(#g)"/></svg>`,
  )}`;

export const demoSeed: Seed = (store) => {
  const [maya, leo, sofia, arjun] = DEMO_MEMBERS.map((m, i) =>
    store.addMember({ ...m, password: DEMO_PASSWORD, isVerified: true, hasCompletedSignup: true, createdAt: ago(24 * (60 - i * 10)) }),
  ) as [MemberRecord, MemberRecord, MemberRecord, MemberRecord];
  store.addMember({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, fullName: 'Site Admin', role: 'admin', isVerified: true, hasCompletedSignup: true, createdAt: ago(24 * 90) });

  const follow = (a: MemberRecord, b: MemberRecord, hours: number) => store.follows.push({ followerId: a._id, followingId: b._id, createdAt: ago(hours) });
  follow(maya, leo, 500);
  follow(leo, maya, 499);
  follow(maya, sofia, 400);
  follow(sofia, maya, 300);
  follow(leo, sofia, 200);
  follow(arjun, maya, 3);

  const desire = (owner: MemberRecord, hours: number, fields: Partial<DesireRecord> & { title: string; status?: DesireStatus; visibility?: Visibility }) => {
    const record: DesireRecord = {
      _id: store.id(),
      userId: owner._id,
      description: null,
      estimatedCost: null,
      coverImage: null,
      categories: [],
      visibility: 'public',
      sharedWith: [],
      status: 'desire',
      sourceUrl: null,
      eventName: null,
      createdAt: ago(hours),
      updatedAt: ago(hours),
      ...fields,
    };
    store.desires.push(record);
    store.ensureCategories(owner._id, record.categories);
    return record;
  };

  const pasta = desire(maya, 2, {
    title: 'Learn to make fresh pasta in Bologna',
    description: 'A morning class with a nonna, flour everywhere, and tagliatelle for lunch.',
    estimatedCost: '€120',
    categories: ['Experience', 'Travel 2025'],
    coverImage: cover('#fde68a', '#f97316'),
  });
  const camera = desire(maya, 30, {
    title: 'A film camera to document the year',
    description: 'Something simple and mechanical, like an Olympus OM-1.',
    estimatedCost: '$250',
    categories: ['Thing'],
    visibility: 'followers',
    status: 'in_progress',
  });
  desire(maya, 80, { title: 'Run a half marathon', description: 'Training plan starts in spring.', categories: ['Goal'], visibility: 'private' });
  const lights = desire(maya, 400, {
    title: 'See the northern lights',
    description: 'Tromsø in February, wrapped in every layer I own.',
    estimatedCost: '€1,500',
    categories: ['Place', 'Travel 2025'],
    status: 'fulfilled',
    coverImage: cover('#1e3a8a', '#22c55e'),
  });
  desire(maya, 50, { title: 'A picnic with my oldest friends', categories: ['Event'], visibility: 'custom', sharedWith: [leo._id], eventName: 'Summer picnic' });
  const lisbon = desire(leo, 5, {
    title: 'A long weekend in Lisbon',
    description: 'Trams, pastéis de nata and the view from the Miradouro.',
    estimatedCost: '€600',
    categories: ['Place'],
    coverImage: cover('#38bdf8', '#facc15'),
  });
  const concert = desire(leo, 20, { title: 'Tickets to the jazz festival', categories: ['Event'], status: 'in_progress', eventName: 'North Sea Jazz' });
  desire(leo, 120, { title: 'Read fifty books this year', categories: ['Goal', 'Books'], status: 'desire', visibility: 'followers' });
  const paints = desire(sofia, 8, {
    title: 'A new set of watercolours',
    description: 'Artist grade, 24 half pans.',
    estimatedCost: '$90',
    categories: ['Thing'],
    sourceUrl: 'https://example.com/watercolours',
  });
  desire(sofia, 600, { title: 'Hike the Dolomites', categories: ['Place'], status: 'fulfilled', coverImage: cover('#a7f3d0', '#6366f1') });
  desire(arjun, 1, { title: 'Learn to play the cello', description: 'Lessons once a week, and patience from my neighbours.', categories: ['Experience'] });

  const offer = (d: DesireRecord, by: MemberRecord, hours: number, extra: { anonymous?: boolean; message?: string; fulfilled?: boolean } = {}) =>
    store.fulfillments.push({ desireId: d._id, userId: by._id, anonymous: extra.anonymous ?? false, message: extra.message ?? null, fulfilledAt: extra.fulfilled ? ago(hours - 1) : null, createdAt: ago(hours) });
  offer(camera, leo, 25, { message: 'My uncle has one he never uses!' });
  offer(concert, maya, 10);
  offer(lights, sofia, 300, { anonymous: true, fulfilled: true, message: 'Enjoy every minute.' });

  const react = (d: DesireRecord, by: MemberRecord, emoji: string, hours: number) => {
    const reaction = { _id: store.id(), userId: by._id, postId: d._id, emoji, createdAt: ago(hours) };
    store.reactions.push(reaction);
    return reaction;
  };
  const comment = (d: DesireRecord, by: MemberRecord, text: string, hours: number) => {
    const record = { _id: store.id(), userId: by._id, postId: d._id, text, createdAt: ago(hours) };
    store.comments.push(record);
    return record;
  };
  const pastaHeart = react(pasta, leo, '❤️', 1.5);
  react(pasta, sofia, '🔥', 1);
  react(lisbon, maya, '🙌', 4);
  react(paints, maya, '👏', 6);
  react(lights, leo, '💯', 200);
  const pastaComment = comment(pasta, sofia, 'Take me with you!', 1.2);
  comment(lisbon, maya, 'Go to Time Out Market for lunch.', 3);
  comment(paints, leo, 'Winsor & Newton are lovely.', 5);

  const notice = (to: MemberRecord, from: MemberRecord | null, type: 'follow' | 'reaction' | 'comment' | 'fulfillment', message: string, hours: number, isRead: boolean, desireId: string | null, relatedId: string | null) =>
    store.notifications.push({ _id: store.id(), recipientId: to._id, type, message, isRead, createdAt: ago(hours), fromUserId: from?._id ?? null, desireId, relatedId });
  notice(maya, arjun, 'follow', `${arjun.fullName} started following you`, 3, false, null, arjun._id);
  notice(maya, leo, 'reaction', `${leo.fullName} reacted ❤️ to your desire "${pasta.title}"`, 1.5, false, pasta._id, pastaHeart._id);
  notice(maya, sofia, 'comment', `${sofia.fullName} commented on your desire "${pasta.title}"`, 1.2, true, pasta._id, pastaComment._id);
  notice(maya, leo, 'fulfillment', `${leo.fullName} offered to fulfill your desire "${camera.title}"`, 25, true, camera._id, camera._id);
  notice(leo, maya, 'fulfillment', `${maya.fullName} offered to fulfill your desire "${concert.title}"`, 10, false, concert._id, concert._id);

  const chat = (a: MemberRecord, b: MemberRecord, lines: [MemberRecord, string, number][]) => {
    const record = { _id: store.id(), participants: [a._id, b._id], isGroup: false, name: null, lastActivity: ago(lines.at(-1)?.[2] ?? 0) };
    store.chats.push(record);
    lines.forEach(([sender, content, hours], index) => {
      const reader = sender === a ? b : a;
      // Everything is read but each chat's newest message, which its recipient has not opened yet.
      const isNewest = index === lines.length - 1;
      store.messages.push({
        _id: store.id(),
        chatId: record._id,
        content,
        senderId: sender._id,
        createdAt: ago(hours),
        readBy: isNewest ? [] : [{ userId: reader._id, readAt: ago(hours - 0.1) }],
        messageType: 'text',
        attachmentUrl: null,
        replyToId: null,
      });
    });
  };
  chat(maya, leo, [
    [leo, 'Did you see the jazz festival line-up?', 12],
    [maya, 'Yes! I offered to get the tickets 🎷', 10],
    [leo, 'You are the best. Friday or Saturday?', 0.5],
  ]);
  chat(maya, sofia, [[sofia, 'Those pasta photos are going to be amazing.', 30]]);

  // A category of Maya's is shared with Leo, so "Shared with Me" has something in it.
  const travel = store.categories.find((c) => c.userId === maya._id && c.name === 'Travel 2025');
  if (travel) {
    Object.assign(travel, { description: 'Places to see before the year is out', color: '#06b6d4', icon: '✈️', visibility: 'shared' });
    store.categoryShares.push({ categoryId: travel._id, sharedWithUserId: leo._id, sharedByUserId: maya._id, canEdit: false });
  }
  const books = store.categories.find((c) => c.userId === leo._id && c.name === 'Books');
  if (books) Object.assign(books, { description: 'My reading list', color: '#8b5cf6', icon: '📚' });
  store.settings.set(arjun._id, { defaultVisibility: 'followers', showMyActivity: false, notifyFollowers: true, notifyReactions: true, notifyComments: false });
};
