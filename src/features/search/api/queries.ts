import { queryOptions } from '@tanstack/react-query';
import { searchLimits } from '@contract/limits';
import { userSearchListSchema, type UserSearchResult } from '@contract/user';
import { api } from '@/lib/api-client';

/** Any failure (401, 403 or other) reads as no results, as the spec says. */
async function searchUsers(q: string): Promise<UserSearchResult[]> {
  try {
    return await api.get(`/api/users/search?q=${encodeURIComponent(q)}`, { schema: userSearchListSchema });
  } catch {
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
      staleTime: 30_000,
    }),
};
