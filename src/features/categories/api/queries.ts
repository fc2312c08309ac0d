import { queryOptions } from '@tanstack/react-query';
import { categoryListSchema } from '@contract/category';
import { api } from '@/lib/api-client';
import { timings } from '@/lib/timings';

export const categoryQueries = {
  all: () => ['categories'] as const,
  lists: () => [...categoryQueries.all(), 'list'] as const,
  /** GET /api/categories: the member's own (defaults included) and the ones shared with them. */
  list: () =>
    queryOptions({
      queryKey: categoryQueries.lists(),
      queryFn: ({ signal }) => api.get('/api/categories', { schema: categoryListSchema, signal }),
      staleTime: timings.categories.staleTime,
      gcTime: timings.categories.gcTime,
    }),
};
