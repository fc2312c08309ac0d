import type { QueryClient } from '@tanstack/react-query';

/**
 * The first parts of the query keys that a change in one feature makes stale in another. Each
 * feature's query factories start their keys with these, so the table below and the caches agree.
 */
export const queryRoots = {
  desires: ['desires'] as const,
  desireLists: ['desires', 'list'] as const,
  categories: ['categories'] as const,
  notifications: ['notifications'] as const,
  profile: ['profile'] as const,
  /** The Upcoming list: occasions with the desires linked to them. */
  upcomingOccasions: ['occasions', 'upcoming'] as const,
  /** What the reader may see of each member's occasions (their profile, the occasion on their desires). */
  memberOccasions: ['occasions', 'member'] as const,
} as const;

type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];

/**
 * What each change makes stale: those caches are read again. Only what crosses a feature's edge
 * (and the feature's own root where the whole of it goes) is here; a feature patches the rest itself.
 */
export const staleAfter = {
  // Desires carry their category's name and counts; the Upcoming list carries desires and their owners.
  'a desire saved': [queryRoots.desires, queryRoots.categories, queryRoots.upcomingOccasions],
  'a desire deleted': [queryRoots.desires, queryRoots.categories, queryRoots.upcomingOccasions],
  'a desire status changed': [queryRoots.desires, queryRoots.categories, queryRoots.upcomingOccasions],
  // The desire itself is read again on the spec's own schedule (100 ms and 500 ms after the answer).
  'a fulfilment offered': [queryRoots.categories],
  'a category renamed': [queryRoots.desires],
  'a category deleted': [queryRoots.desires],
  // Its desires are no longer for it (the server unlinks them).
  'an occasion deleted': [queryRoots.desires],
  // Following changes what the member's profile and the Following feed show, their followers-only occasions too.
  'a member followed or unfollowed': [queryRoots.desireLists, queryRoots.upcomingOccasions, queryRoots.memberOccasions],
  // Feeds, desire pages, comment threads and notices leave out (or bring back) that member's; a block hides their occasions.
  'a member blocked or muted': [queryRoots.desires, queryRoots.notifications, queryRoots.upcomingOccasions, queryRoots.memberOccasions],
  // Desire lists embed their author's name and picture.
  "a member's name or picture changed": [queryRoots.desires, queryRoots.upcomingOccasions],
  // An import adds desires (Saved among them), categories, follows (profiles) and the occasions' desires.
  'a data file imported': [queryRoots.desires, queryRoots.categories, queryRoots.profile, queryRoots.upcomingOccasions, queryRoots.memberOccasions],
  // The live channel was away: what it keeps fresh may have changed meanwhile (chats have their own refresh).
  'the live channel came back': [queryRoots.desires, queryRoots.notifications, queryRoots.profile, queryRoots.upcomingOccasions, queryRoots.memberOccasions],
} as const satisfies Record<string, readonly QueryRoot[]>;

export type Change = keyof typeof staleAfter;

/** Marks every query under the change's roots stale; the ones on screen are read again. */
export async function invalidateAfter(client: QueryClient, change: Change): Promise<void> {
  await Promise.all(staleAfter[change].map((root) => client.invalidateQueries({ queryKey: root })));
}
