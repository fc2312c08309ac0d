import { http } from 'msw';
import type { Comment, Desire, PagedDesires, ReactionResult, TrendingDesire } from '@contract/desire';
import type { UserSummary } from '@contract/user';
import { json } from './handlers';

let counter = 0;
const hex = (n: number) => n.toString(16).padStart(24, '0');

export const people = {
  maya: { _id: '6650a1b2c3d4e5f601234567', fullName: 'Maya Chen', profileImage: null } satisfies UserSummary,
  leo: { _id: '6650a1b2c3d4e5f60123beef', fullName: 'Leo Okafor', profileImage: null } satisfies UserSummary,
};

/** A desire as the server answers it; Leo's by default, so Maya (the usual viewer) is not its owner. */
export function makeDesire(overrides: Partial<Desire> = {}): Desire {
  counter += 1;
  const now = new Date(Date.now() - counter * 60_000).toISOString();
  return {
    _id: hex(0xd000 + counter),
    userId: people.leo,
    title: `A desire number ${counter}`,
    description: 'Something worth wishing for.',
    estimatedCost: '$100',
    coverImage: null,
    categories: ['Thing'],
    visibility: 'public',
    sharedWith: [],
    status: 'desire',
    sourceUrl: null,
    eventName: null,
    fulfillmentType: null,
    fulfillments: [],
    reactions: [],
    reactionsCount: 0,
    commentsCount: 0,
    createdAt: now,
    updatedAt: now,
    // As a backend without moderation answers (no field): the Report entries stay away unless a test sets null.
    hiddenReason: undefined,
    // As a backend without saving answers (no field, read as null): the bookmark stays away unless a test sets it.
    isSaved: null,
    // As a backend without gifting answers (no fields): surprise, price and pledges stay away unless a test sets them.
    surprise: undefined,
    price: undefined,
    occasionId: undefined,
    pledges: undefined,
    revealedAt: undefined,
    ...overrides,
  };
}

export const paged = (desires: Desire[], total = desires.length, hasMore = false): PagedDesires => ({ desires, total, hasMore });

export const trendingOf = (desires: Desire[]): TrendingDesire[] =>
  desires.map((d) => ({ _id: d._id, title: d.title, status: d.status, coverImage: d.coverImage, userId: d.userId, reactionsCount: d.reactionsCount, commentsCount: d.commentsCount, createdAt: d.createdAt }));

export function makeComment(desireId: string, text: string, by: UserSummary = people.leo): Comment {
  counter += 1;
  return { _id: hex(0xc000 + counter), userId: by, postId: desireId, text, createdAt: new Date().toISOString(), hiddenReason: undefined };
}

export const reactionResult = (desire: Desire, userId: string, emoji: string | null): ReactionResult => {
  const others = desire.reactions.filter((r) => r.userId !== userId);
  const reaction = emoji ? { _id: hex(0xe000 + ++counter), userId, postId: desire._id, emoji, createdAt: new Date().toISOString() } : null;
  const reactions = reaction ? [...others, reaction] : others;
  return { action: emoji ? 'added' : 'removed', reaction, reactions, reactionsCount: reactions.length };
};

/** The reads every feed screen makes, answered with these desires. */
export function feedHandlers(desires: Desire[]) {
  return [
    http.get('/api/desires/public', () => json(paged(desires))),
    http.get('/api/desires/following', () => json(paged([]))),
    http.get('/api/desires/trending', () => json(trendingOf(desires.slice(0, 5)))),
    http.get('/api/stats', () => json({ total: desires.length, desired: desires.length, inProgress: 0, fulfilled: 0 })),
    http.get('/api/user/settings', () =>
      json({ defaultVisibility: 'public', showMyActivity: true, notifyFollowers: true, notifyReactions: true, notifyComments: true }),
    ),
  ];
}
