import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import {
  commentListSchema,
  desireListSchema,
  desireSchema,
  myDesiresAnswerSchema,
  pagedDesiresSchema,
  statsSchema,
  trendingListSchema,
  type Comment,
  type Desire,
  type DesireStatus,
  type FeedStatusFilter,
  type PagedDesires,
  type TrendingDesire,
  type TrendingPeriod,
} from '@contract/desire';
import { CATEGORY_DESIRES_PAGE_SIZE, categoryDesiresAnswerSchema, type CategoryDesires } from '@contract/category';
import { pageSizes } from '@contract/limits';
import { ApiError, api, notFoundAsNull } from '@/lib/api-client';
import { retryTransient } from '@/lib/query-client';
import { queryRoots } from '@/lib/staleness';
import { timings } from '@/lib/timings';
import { isTemporary, statusOf } from '../model/desire';

export interface FeedFilters {
  status: FeedStatusFilter;
  category?: string;
  userId?: string;
}

export type FeedKind = 'public' | 'following';

/** What the feed shows on a failed page: the spec's "HTTP {status}: {statusText}". */
export class FeedPageError extends Error {
  constructor(readonly status: number, statusText: string) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the spec's status line, a code and the server's words
    super(`HTTP ${status}: ${statusText}`);
  }
}

function feedSearch(filters: FeedFilters, page: number, limit: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.userId) params.set('userId', filters.userId);
  return params.toString();
}

async function fetchFeedPage(kind: FeedKind, filters: FeedFilters, page: number): Promise<PagedDesires> {
  const limit = kind === 'public' ? pageSizes.publicFeed : pageSizes.followingFeed;
  try {
    return await api.get(`/api/desires/${kind}?${feedSearch(filters, page, limit)}`, { schema: pagedDesiresSchema });
  } catch (error) {
    if (error instanceof ApiError) throw new FeedPageError(error.status, error.statusText || t`Request failed`);
    throw error;
  }
}

/** The next page number while the server says there is more. */
const nextPage = (last: PagedDesires, _all: PagedDesires[], lastPage: number) => (last.hasMore ? lastPage + 1 : undefined);

/** Missing and hidden desires look the same: "Desire Not Found". */
const desireNotFound = (error: unknown) => notFoundAsNull(error);

/** A search and a status over a category's desires; empty and "all" ask for every one. */
export interface CategoryDesireFilters {
  q: string;
  status: FeedStatusFilter;
}
const NO_FILTERS: CategoryDesireFilters = { q: '', status: 'all' };
const filtering = (filters: CategoryDesireFilters) => filters.q.trim() !== '' || filters.status !== 'all';
const filterKey = (filters: CategoryDesireFilters) => (filtering(filters) ? [{ q: filters.q.trim(), status: filters.status }] : []);

/**
 * A page of a category's desires as kept: the answer, and each desire's status as the server counted
 * it, so that the server's counts can follow the changes the patchers make to the page later on.
 */
export type CategoryDesiresPage = CategoryDesires & { statusesRead: Record<string, DesireStatus> };

/**
 * One page of a category's desires. Our server pages and says `hasMore`; another backend may answer
 * the whole list at once (no `hasMore`): that is then the only page, searched in the browser.
 */
async function readCategoryPage(path: string, page: number, filters: CategoryDesireFilters, signal: AbortSignal): Promise<CategoryDesiresPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(CATEGORY_DESIRES_PAGE_SIZE) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  const answer = await api.get(`${path}${path.includes('?') ? '&' : '?'}${params.toString()}`, { schema: categoryDesiresAnswerSchema, signal });
  return { ...answer, statusesRead: Object.fromEntries(answer.desires.map((desire) => [desire._id, statusOf(desire)])) };
}

/** A category's list (its own or its shared page's): both have the same shape, and the same key up to the kind. */
function categoryList(key: readonly [string, ...unknown[]], path: string, filters: CategoryDesireFilters) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the path is made of the ids the key holds
  return infiniteQueryOptions({
    queryKey: [...desireQueries.lists(), ...key, ...filterKey(filters)] as readonly ['desires', 'list', string, ...unknown[]],
    queryFn: ({ pageParam, signal }) => readCategoryPage(path, pageParam, filters, signal),
    staleTime: timings.categories.staleTime,
    gcTime: timings.categories.gcTime,
    initialPageParam: 1,
    getNextPageParam: (last: CategoryDesiresPage, _all: CategoryDesiresPage[], lastPage: number) => (last.hasMore ? lastPage + 1 : undefined),
  });
}

const pagedListOptions = {
  staleTime: timings.pagedFeed.staleTime,
  gcTime: timings.pagedFeed.gcTime,
  retry: retryTransient(timings.pagedFeed.retry),
  initialPageParam: 1,
  getNextPageParam: nextPage,
};

/**
 * Trending as shown: a desire still being sent sits at the top of the trending cache (the spec's
 * optimistic rule) but is not shown as trending, first with no reactions, until the server has it.
 */
const withoutPending = (items: TrendingDesire[]) => (items.some(isTemporary) ? items.filter((item) => !isTemporary(item)) : items);

export const desireQueries = {
  all: () => queryRoots.desires,
  lists: () => queryRoots.desireLists,

  feed: (kind: FeedKind, filters: FeedFilters) =>
    infiniteQueryOptions({
      queryKey: [...desireQueries.lists(), kind, filters] as const,
      queryFn: ({ pageParam }) => fetchFeedPage(kind, filters, pageParam),
      ...pagedListOptions,
    }),

  /** The member's own desires (any visibility). */
  my: () =>
    infiniteQueryOptions({
      queryKey: [...desireQueries.lists(), 'my'] as const,
      queryFn: ({ pageParam }) =>
        api.get(`/api/desires/my?page=${pageParam}&limit=${pageSizes.myDesiresPrefetch}`, { schema: myDesiresAnswerSchema }),
      ...pagedListOptions,
    }),

  /** A member's desires the reader may see. */
  user: (userId: string) =>
    infiniteQueryOptions({
      queryKey: [...desireQueries.lists(), 'user', userId] as const,
      queryFn: async ({ pageParam }): Promise<PagedDesires> => {
        const limit = pageSizes.myDesiresPrefetch;
        const answer = await api.get(`/api/desires/user/${userId}?page=${pageParam}&limit=${limit}`, { schema: desireListSchema });
        return { ...answer, hasMore: pageParam * limit < answer.total };
      },
      ...pagedListOptions,
    }),

  /**
   * A category's desires the reader may see (GET /api/categories/{id}/desires), a page at a time,
   * under the desires' list key so that every desire patcher (reactions, status, new desires, live
   * events) reaches it. The key carries the name and owner: a new desire of that owner naming the
   * category joins it at once. With a search or a status the list is another kind, which a new
   * desire does not join before the list is read again (it may not match).
   */
  inCategory: (categoryId: string, category: { name: string; ownerId: string }, filters: CategoryDesireFilters = NO_FILTERS) =>
    categoryList([filtering(filters) ? 'category-search' : 'category', categoryId, category], `/api/categories/${encodeURIComponent(categoryId)}/desires`, filters),

  /** A shared category's desires for whoever opens its link (visitors see public ones only), paged likewise. */
  inSharedCategory: (categoryId: string, ownerId: string, filters: CategoryDesireFilters = NO_FILTERS) =>
    categoryList(['shared-category', categoryId, ownerId], `/api/shared/categories/${encodeURIComponent(categoryId)}/desires?user=${encodeURIComponent(ownerId)}`, filters),

  /** A desire by its shared link: null when it is missing, hidden, or not that owner's. */
  shared: (id: string, ownerId: string) =>
    queryOptions({
      // Under the desire's own detail key, so the patchers that reach /post/{id} reach it too.
      queryKey: [...desireQueries.all(), 'detail', id, { ownerId }] as const,
      queryFn: ({ signal }): Promise<Desire | null> =>
        api.get(`/api/shared/desires/${encodeURIComponent(id)}?user=${encodeURIComponent(ownerId)}`, { schema: desireSchema, signal }).catch(desireNotFound),
    }),

  /** The first public page the app reads on start (the spec's warm-up: page 1, limit 10). */
  warmPublic: () =>
    queryOptions({
      queryKey: [...desireQueries.all(), 'warm-public'] as const,
      queryFn: () => api.get('/api/desires/public?page=1&limit=10', { schema: pagedDesiresSchema }),
      staleTime: timings.warmUp.publicList,
    }),

  trending: (period: TrendingPeriod = 'all', limit: number = pageSizes.trending) =>
    queryOptions({
      queryKey: [...desireQueries.all(), 'trending', { period, limit }] as const,
      queryFn: () => api.get(`/api/desires/trending?limit=${limit}&timeFilter=${period}`, { schema: trendingListSchema }),
      staleTime: timings.trending.staleTime,
      select: withoutPending,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: [...desireQueries.all(), 'detail', id] as const,
      queryFn: (): Promise<Desire | null> =>
        api.get(`/api/desires/${id}`, { schema: desireSchema }).catch(desireNotFound),
    }),

  /** Who reacted: the read loads with its dialog (who-reacted.ts); the key is here for the reaction patchers. */
  whoReactedKey: (id: string) => [...desireQueries.all(), 'reactions', id] as const,

  comments: (id: string) =>
    queryOptions({
      queryKey: [...desireQueries.all(), 'comments', id] as const,
      queryFn: (): Promise<Comment[]> => api.get(`/api/desires/${id}/comments`, { schema: commentListSchema }),
      staleTime: timings.reactionsAndComments.staleTime,
      gcTime: timings.reactionsAndComments.gcTime,
      retry: retryTransient(timings.reactionsAndComments.retry),
    }),

  stats: () =>
    queryOptions({
      queryKey: [...desireQueries.all(), 'stats'] as const,
      queryFn: () => api.get('/api/stats', { schema: statsSchema }),
      staleTime: timings.warmUp.stats,
    }),
};
