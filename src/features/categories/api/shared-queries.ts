import { queryOptions } from '@tanstack/react-query';
import { categorySchema, type Category } from '@contract/category';
import { ApiError, api } from '@/lib/api-client';
import { timings } from '@/lib/timings';
import { categoryQueries } from './queries';

/** What a shared link reads: GET /api/shared/categories/{id}?user={ownerId}, no login needed. */
export const sharedCategoryQueries = {
  /** null when the category is not shared, not that owner's, or missing: the page says so, and nothing more. */
  detail: (id: string, ownerId: string) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'shared', id, ownerId] as const,
      queryFn: ({ signal }): Promise<Category | null> =>
        api.get(`/api/shared/categories/${encodeURIComponent(id)}?user=${encodeURIComponent(ownerId)}`, { schema: categorySchema, signal }).catch((error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }),
      staleTime: timings.categories.staleTime,
      gcTime: timings.categories.gcTime,
    }),
};
