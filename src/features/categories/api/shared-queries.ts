import { queryOptions } from '@tanstack/react-query';
import { categoryDesiresAnswerSchema, categorySchema, type Category } from '@contract/category';
import { api, notFoundAsNull } from '@/lib/api-client';
import { timings } from '@/lib/timings';
import { categoryQueries } from './queries';

/** What a shared link reads: GET /api/shared/categories/{id}?user={ownerId}, no login needed. */
export const sharedCategoryQueries = {
  /** null when the category is not shared, not that owner's, or missing: the page says so, and nothing more. */
  detail: (id: string, ownerId: string) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'shared', id, ownerId] as const,
      queryFn: ({ signal }): Promise<Category | null> =>
        api.get(`/api/shared/categories/${encodeURIComponent(id)}?user=${encodeURIComponent(ownerId)}`, { schema: categorySchema, signal }).catch((error: unknown) => notFoundAsNull(error)),
      staleTime: timings.categories.staleTime,
      gcTime: timings.categories.gcTime,
    }),
  /**
   * How many desires a visitor of the link sees: the link's desires read without the member's token,
   * one desire long, for their total (another backend may answer the whole list: its length). Null
   * while the link opens for no one (a private category answers 404).
   */
  visitorCount: (id: string, ownerId: string) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'shared', id, ownerId, 'visitor-count'] as const,
      queryFn: ({ signal }): Promise<number | null> =>
        api
          .get(`/api/shared/categories/${encodeURIComponent(id)}/desires?user=${encodeURIComponent(ownerId)}&page=1&limit=1`, {
            schema: categoryDesiresAnswerSchema,
            auth: 'none',
            signal,
          })
          .then((answer) => answer.total)
          .catch((error: unknown) => notFoundAsNull(error)),
      staleTime: timings.categories.staleTime,
      gcTime: timings.categories.gcTime,
    }),
};
