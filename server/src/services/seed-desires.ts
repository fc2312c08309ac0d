import sharp from 'sharp';
import { PRESET_CATEGORIES, REACTION_EMOJIS } from '@contract/limits';
import type { Database } from '../db/client';
import { comments, desires, desireShares, follows, fulfillments, notifications, reactions, type DesireRow, type NoticeParts } from '../db/schema';
import { newId } from '../lib/ids';
import { uploadUrl, type ImageStore } from './uploads';
import { noticeWords } from './texts';

const [THING, PLACE, EVENT, EXPERIENCE, GOAL, OTHER] = PRESET_CATEGORIES;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

type Vis = DesireRow['visibility'];
type Status = DesireRow['status'];

/** One demo desire. Members are indexes into DEMO_MEMBERS: 0 Maya, 1 Leo, 2 Sofia, 3 Arjun, 4 Emma, 5 Noah. */
interface DemoDesire {
  by: number;
  title: string;
  description?: string;
  cost?: string;
  categories: string[];
  daysAgo: number;
  visibility?: Vis;
  sharedWith?: number[];
  status?: Status;
  fulfiller?: number;
  anonymous?: boolean;
  fulfilMessage?: string;
  cover?: [string, string];
}

const DEMO_DESIRES: DemoDesire[] = [
  { by: 0, title: 'See the northern lights in Tromsø', description: 'A winter week up north with a camera, a thermos and no plans besides looking up.', cost: '$2,400', categories: [PLACE, EXPERIENCE], daysAgo: 2, cover: ['#0f766e', '#22d3ee'] },
  { by: 0, title: 'A turntable that does my records justice', description: 'Belt drive, a decent cartridge, nothing with Bluetooth.', cost: '$350', categories: [THING, 'Music'], daysAgo: 40, status: 'fulfilled', fulfiller: 1, fulfilMessage: 'Found one at the flea market!' },
  { by: 0, title: 'Learn to develop my own film', description: 'Black and white first. A weekend workshop would be perfect.', cost: '$180', categories: [EXPERIENCE, 'Photography'], daysAgo: 9, status: 'in_progress', fulfiller: 3, anonymous: true },
  { by: 0, title: 'Finish a 1000-piece puzzle with friends', cost: 'Free', categories: [GOAL], daysAgo: 1, visibility: 'followers' },
  { by: 0, title: 'Visit the vinyl fair in Utrecht', cost: '$90', categories: [EVENT, 'Music'], daysAgo: 75 },
  { by: 0, title: 'A quiet weekend without my phone', categories: [GOAL], daysAgo: 5, visibility: 'private' },
  { by: 1, title: 'Run the Berlin marathon under four hours', description: 'Training plan printed and on the fridge. Twelve weeks to go.', cost: '$150 entry', categories: [GOAL, EVENT], daysAgo: 3, cover: ['#b91c1c', '#f97316'] },
  { by: 1, title: 'A proper carbon-steel wok', description: 'Seasoned by me, used every day.', cost: '$60', categories: [THING, 'Cooking'], daysAgo: 12, status: 'fulfilled', fulfiller: 2 },
  { by: 1, title: 'Cook a full meal for twelve people', description: 'Starters, mains, dessert. Volunteers for washing up welcome.', cost: '$200', categories: [GOAL, 'Cooking'], daysAgo: 20 },
  { by: 1, title: 'Street food tour in Bangkok', cost: '$1,800', categories: [PLACE, EXPERIENCE, 'Travel'], daysAgo: 130, cover: ['#a16207', '#facc15'] },
  { by: 1, title: 'Knife sharpening lesson', cost: '$45', categories: [EXPERIENCE, 'Cooking'], daysAgo: 6, status: 'in_progress', fulfiller: 5, fulfilMessage: 'My uncle is a butcher, he would love to show you.' },
  { by: 1, title: 'New running shoes before the long runs start', cost: '$140', categories: [THING], daysAgo: 0, visibility: 'followers' },
  { by: 2, title: 'A kiln of my own', description: 'Small electric kiln for the studio corner. Tired of waiting for shared firing slots.', cost: '$1,200', categories: [THING, 'Ceramics'], daysAgo: 4, cover: ['#9d174d', '#f9a8d4'] },
  { by: 2, title: 'Rent a tiny studio by the sea for a month', description: 'Mornings at the wheel, afternoons in the water.', cost: '$1,500 / month', categories: [PLACE, GOAL], daysAgo: 25 },
  { by: 2, title: 'Glaze chemistry course', cost: '$320', categories: [EXPERIENCE, 'Ceramics'], daysAgo: 60, status: 'fulfilled', fulfiller: 0 },
  { by: 2, title: 'Sell my first set of bowls', description: 'Six bowls, one market stall, zero idea how to price them.', cost: 'Free', categories: [GOAL, 'Ceramics'], daysAgo: 8 },
  { by: 2, title: 'A surprise trip for my sister', description: 'Only for the two people helping me plan it.', cost: '$600', categories: [EXPERIENCE], daysAgo: 2, visibility: 'custom', sharedWith: [0, 4] },
  { by: 2, title: 'Visit the Gaudí houses in Barcelona', cost: '$900', categories: [PLACE, 'Travel'], daysAgo: 200 },
  { by: 3, title: 'A telescope that can see Saturn’s rings', description: 'An 8-inch Dobsonian, dark skies and a lot of patience.', cost: '$500', categories: [THING, 'Astronomy'], daysAgo: 1, cover: ['#1e1b4b', '#6366f1'] },
  { by: 3, title: 'Watch a rocket launch in person', cost: '$1,100', categories: [EVENT, EXPERIENCE], daysAgo: 45 },
  { by: 3, title: 'Give a talk at a local meetup', description: 'Topic: what I learned writing my own tiny database.', cost: 'Free', categories: [GOAL, 'Tech'], daysAgo: 15, status: 'in_progress', fulfiller: 4, fulfilMessage: 'I run the meetup, you have a slot in March.' },
  { by: 3, title: 'Dark-sky camping weekend', cost: '$120', categories: [PLACE, EXPERIENCE], daysAgo: 10, visibility: 'followers' },
  { by: 3, title: 'Mechanical keyboard with quiet switches', cost: '$180', categories: [THING, 'Tech'], daysAgo: 300, status: 'fulfilled', fulfiller: 5 },
  { by: 3, title: 'Read one book a month this year', categories: [GOAL], daysAgo: 3, visibility: 'private' },
  { by: 4, title: 'Cycle the length of the Danube', description: 'From the Black Forest to the Black Sea, slowly.', cost: '$3,000', categories: [EXPERIENCE, PLACE, 'Cycling'], daysAgo: 6, cover: ['#065f46', '#a3e635'] },
  { by: 4, title: 'Climb Kilimanjaro', cost: '$4,500', categories: [GOAL, PLACE], daysAgo: 90 },
  { by: 4, title: 'A reading nook by the window', description: 'Armchair, lamp, a shelf within arm’s reach.', cost: '$400', categories: [THING, OTHER], daysAgo: 11, status: 'in_progress', fulfiller: 2 },
  { by: 4, title: 'Join a book club that actually finishes books', cost: 'Free', categories: [EVENT, 'Books'], daysAgo: 0 },
  { by: 4, title: 'Bike repair class', cost: '$75', categories: [EXPERIENCE, 'Cycling'], daysAgo: 35, status: 'fulfilled', fulfiller: 1, anonymous: true },
  { by: 4, title: 'Birthday hike with the whole group', categories: [EVENT], daysAgo: 4, visibility: 'custom', sharedWith: [1, 3, 5] },
  { by: 5, title: 'Play a piece at a small recital', description: 'Satie, Gymnopédie No. 1. Hands shaking already.', cost: 'Free', categories: [GOAL, EVENT, 'Music'], daysAgo: 1, cover: ['#7c2d12', '#fdba74'] },
  { by: 5, title: 'A digital piano with weighted keys', cost: '$700', categories: [THING, 'Music'], daysAgo: 50, status: 'fulfilled', fulfiller: 0 },
  { by: 5, title: 'Lessons with a jazz pianist', cost: '$60 / lesson', categories: [EXPERIENCE, 'Music'], daysAgo: 7 },
  { by: 5, title: 'Weekend in Kyoto during maple season', cost: '$2,000', categories: [PLACE, 'Travel'], daysAgo: 160 },
  { by: 5, title: 'Learn to sight-read without counting', categories: [GOAL], daysAgo: 13, visibility: 'followers' },
  { by: 5, title: 'Tickets to hear Yuja Wang live', cost: '$220', categories: [EVENT, 'Music'], daysAgo: 22, status: 'in_progress', fulfiller: 3 },
];

/** Who follows whom: [follower, followee]. */
const DEMO_FOLLOWS: [number, number][] = [
  [0, 1], [0, 2], [0, 3], [0, 5], [1, 0], [1, 2], [1, 4], [2, 0], [2, 4], [2, 5],
  [3, 0], [3, 1], [3, 4], [4, 0], [4, 2], [4, 3], [5, 0], [5, 1], [5, 3],
];

const COMMENT_LINES = [
  'Love this one!',
  'You deserve it, keep going.',
  'I did this last year, happy to share tips.',
  'Count me in if you need company.',
  'This is such a good idea.',
  'Saving this for inspiration.',
  'How can I help?',
  'Ooh, post photos when it happens!',
];

/** A small deterministic generator, so that every fresh demo database looks the same. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function gradientCover(images: ImageStore, userId: string, [from, to]: [string, string]): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const row = await images.store({ userId, bytes, originalName: 'demo-cover.jpg', uploadType: 'cover', maxBytes: bytes.length + 1 });
  return uploadUrl(row);
}

/**
 * The demo desires, follows, reactions, comments, fulfilments and the notifications they would have
 * written, for the demo members (ids in DEMO_MEMBERS order). A few bulk inserts in one transaction.
 */
export async function seedDemoDesires(db: Database, memberIds: string[], names: string[], images?: ImageStore, now = new Date()): Promise<void> {
  const random = generator(42);
  const id = (i: number) => memberIds[i] as string;
  const name = (i: number) => names[i] as string;
  // One after another: the image store's line is bounded, and however many covers there are, they all fit.
  const covers: (string | null)[] = [];
  for (const d of DEMO_DESIRES) covers.push(images && d.cover ? await gradientCover(images, id(d.by), d.cover) : null);

  const desireRows: (typeof desires.$inferInsert)[] = [];
  const shareRows: (typeof desireShares.$inferInsert)[] = [];
  const fulfilmentRows: (typeof fulfillments.$inferInsert)[] = [];
  const reactionRows: (typeof reactions.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  const notificationRows: (typeof notifications.$inferInsert)[] = [];
  const notify = (row: Omit<typeof notifications.$inferInsert, 'id' | 'isRead' | 'message'> & { parts: NoticeParts }, createdAt: Date) =>
    notificationRows.push({ actorId: row.fromUserId, ...row, message: noticeWords(row.parts, 'en'), id: newId(createdAt), createdAt, isRead: random() < 0.4 });

  DEMO_DESIRES.forEach((demo, index) => {
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY - Math.floor(random() * 20) * HOUR - index * 60_000);
    const desireId = newId(createdAt);
    const visibility = demo.visibility ?? 'public';
    let reactionsCount = 0;
    let commentsCount = 0;
    const at = (hours: number) => new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + hours * HOUR));

    // Only public desires draw reactions and comments here: every reader of the demo may see them.
    if (visibility === 'public') {
      for (let other = 0; other < memberIds.length; other++) {
        if (other === demo.by || random() < 0.35) continue;
        const emoji = REACTION_EMOJIS[Math.floor(random() * REACTION_EMOJIS.length)] as string;
        const reactedAt = at(1 + random() * 30);
        const reactionId = newId(reactedAt);
        reactionRows.push({ id: reactionId, desireId, userId: id(other), emoji, createdAt: reactedAt });
        reactionsCount++;
        notify({ recipientId: id(demo.by), type: 'reaction', fromUserId: id(other), desireId, relatedId: reactionId, parts: { kind: 'reaction', name: name(other), emoji, title: demo.title } }, reactedAt);
        if (random() < 0.45) {
          const text = COMMENT_LINES[Math.floor(random() * COMMENT_LINES.length)] as string;
          const commentedAt = at(2 + random() * 40);
          const commentId = newId(commentedAt);
          commentRows.push({ id: commentId, desireId, userId: id(other), text, createdAt: commentedAt });
          commentsCount++;
          notify({ recipientId: id(demo.by), type: 'comment', fromUserId: id(other), desireId, relatedId: commentId, parts: { kind: 'comment', name: name(other), title: demo.title, quote: text } }, commentedAt);
        }
      }
    }

    const status = demo.status ?? 'desire';
    if (status !== 'desire' && demo.fulfiller !== undefined) {
      const offeredAt = at(3);
      const anonymous = demo.anonymous ?? false;
      fulfilmentRows.push({
        id: newId(offeredAt),
        desireId,
        userId: id(demo.fulfiller),
        anonymous,
        message: demo.fulfilMessage ?? null,
        createdAt: offeredAt,
        fulfilledAt: status === 'fulfilled' ? at(24 * 5) : null,
      });
      notify(
        { recipientId: id(demo.by), type: 'fulfillment', fromUserId: anonymous ? null : id(demo.fulfiller), actorId: id(demo.fulfiller), desireId, relatedId: desireId, parts: { kind: 'offer', name: anonymous ? null : name(demo.fulfiller), title: demo.title, message: null } },
        offeredAt,
      );
    }
    for (const member of demo.sharedWith ?? []) shareRows.push({ desireId, userId: id(member) });

    desireRows.push({
      id: desireId,
      userId: id(demo.by),
      title: demo.title,
      description: demo.description ?? null,
      estimatedCost: demo.cost ?? null,
      coverImage: covers[index] ?? null,
      categories: demo.categories,
      visibility,
      status,
      reactionsCount,
      commentsCount,
      createdAt,
      updatedAt: createdAt,
    });
  });

  await db.transaction(async (tx) => {
    await tx.insert(desires).values(desireRows);
    await tx.insert(follows).values(DEMO_FOLLOWS.map(([a, b]) => ({ followerId: id(a), followeeId: id(b), createdAt: new Date(now.getTime() - 30 * DAY) })));
    if (shareRows.length) await tx.insert(desireShares).values(shareRows);
    if (fulfilmentRows.length) await tx.insert(fulfillments).values(fulfilmentRows);
    if (reactionRows.length) await tx.insert(reactions).values(reactionRows);
    if (commentRows.length) await tx.insert(comments).values(commentRows);
    if (notificationRows.length) await tx.insert(notifications).values(notificationRows);
  });
}
