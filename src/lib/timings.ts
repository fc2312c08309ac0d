import { MINUTE, SECOND } from '@contract/limits';

/**
 * Every freshness, retention, retry and polling figure of the spec, and nowhere else.
 * staleTime is the spec's "fresh", gcTime its "kept".
 */
export const timings = {
  defaults: { staleTime: 2 * MINUTE, gcTime: 15 * MINUTE, retry: 1, retryDelay: 1 * SECOND },
  mutations: { retry: 1, retryDelay: 1 * SECOND },
  /** the member's session: checked once at start, then kept current by sign-in and sign-out */
  session: { staleTime: Infinity, gcTime: Infinity },
  pagedFeed: { staleTime: 1 * SECOND, gcTime: 5 * SECOND, retry: 1 },
  warmUp: { stats: 60 * SECOND, trending: 2 * MINUTE, publicList: 30 * SECOND },
  trending: { staleTime: 2 * MINUTE, refetchInterval: 2 * MINUTE },
  trendingPage: { staleTime: 2 * MINUTE, refetchInterval: 5 * MINUTE },
  reactionsAndComments: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: 3 },
  categories: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
  /** occasions (an extra): the member's own, a member's, and the Upcoming list */
  occasions: { staleTime: 5 * MINUTE },
  chatMessages: { retry: 3, retryDelay: 1 * SECOND },
  /** user search answers, shared by the top box, /search and the pickers while the same text is asked again */
  userSearch: { staleTime: 30 * SECOND },
  /** Follow taps closer together than this collapse into one request for the state they end on. */
  followSettleMs: 350,
  unreadNotificationsPoll: 30 * SECOND,
  unreadMessagesPoll: 15 * SECOND,
  adminFulfilmentStatsPoll: 30 * SECOND,
} as const;
