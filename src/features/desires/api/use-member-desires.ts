import { useInfiniteQuery } from '@tanstack/react-query';
import { useRememberedPages } from '@/lib/use-remembered-pages';
import { desireQueries } from './queries';

/** The member's desires the reader may see, read only when the profile shows its details. */
export function useMemberDesires(userId: string, enabled: boolean) {
  const options = desireQueries.user(userId);
  const list = useInfiniteQuery({ ...options, enabled });
  useRememberedPages(list, options.queryKey);
  return list;
}
export type MemberDesiresQuery = ReturnType<typeof useMemberDesires>;
