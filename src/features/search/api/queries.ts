import { queryOptions } from '@tanstack/react-query';
import { searchLimits } from '@contract/limits';
import { userSearchListSchema, type UserSearchResult } from '@contract/user';
import { api, isApiError } from '@/lib/api-client';
import { timings } from '@/lib/timings';

/** Any failure reads as no results, as the spec says; one other than 401 or 403 is also logged. */
async function searchUsers(q: string): Promise<UserSearchResult[]> {
  try {
    return await api.get(`/api/users/search?q=${encodeURIComponent(q)}`, { schema: userSearchListSchema });
  } catch (error) {
    if (!isApiError(error, 401) && !isApiError(error, 403)) console.warn('User search failed', error);
    return [];
  }
}

export const searchQueries = {
  all: () => ['search'] as const,
  users: (q: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'users', q.trim().toLowerCase()] as const,
      queryFn: () => searchUsers(q.trim()),
      enabled: q.trim().length >= searchLimits.minQueryLength,
      ...timings.userSearch,
    }),
};
