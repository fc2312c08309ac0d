import { queryOptions } from '@tanstack/react-query';
import { categoryListSchema, categorySchema, type Category } from '@contract/category';
import { api, notFoundAsNull } from '@/lib/api-client';
import { queryRoots } from '@/lib/staleness';
import { timings } from '@/lib/timings';

const categoryPath = (id: string) => `/api/categories/${encodeURIComponent(id)}`;

/** Missing, not the reader's, or not a valid id: the screen says "Category not found". */
const categoryNotFound = (error: unknown) => notFoundAsNull(error, [403]);

/** What the category screens read, general to specific: all -> list, detail(id). A category's desires are a desire list (the desires feature's inCategory). */
export const categoryQueries = {
  all: () => queryRoots.categories,
  lists: () => [...categoryQueries.all(), 'list'] as const,
  /** GET /api/categories: the member's own (defaults included) and the ones shared with them. */
  list: () =>
    queryOptions({
      queryKey: categoryQueries.lists(),
      queryFn: ({ signal }) => api.get('/api/categories', { schema: categoryListSchema, signal }),
      staleTime: timings.categories.staleTime,
      gcTime: timings.categories.gcTime,
    }),
  /** GET /api/categories/{id}: null when it is missing or not the reader's to see. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }): Promise<Category | null> => api.get(categoryPath(id), { schema: categorySchema, signal }).catch(categoryNotFound),
      staleTime: timings.categories.staleTime,
      gcTime: timings.categories.gcTime,
    }),
};
