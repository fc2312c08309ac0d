import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { pagedDesiresSchema, type PagedDesires } from '@contract/desire';
import { SAVED_PAGE_SIZE } from '@contract/saved';
import { api } from '@/lib/api-client';
import { callExtra, type Extra } from '@/lib/extras';
import { retryTransient } from '@/lib/query-client';
import { timings } from '@/lib/timings';
import { desireQueries } from './queries';

/*
 * What came true (extras of our server): a member's fulfilled desires, and the desires the member
 * fulfilled for others. Both live under the desires' list key, so that the desire patchers reach them.
 */

const nextPage = (last: PagedDesires, _all: PagedDesires[], lastPage: number) => (last.hasMore ? lastPage + 1 : undefined);

function archiveList<K extends readonly unknown[]>(key: K, extra: Extra, path: string) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the path and the extra follow from the key's kind and id
  return infiniteQueryOptions({
    queryKey: [...desireQueries.lists(), ...key] as [...ReturnType<typeof desireQueries.lists>, ...K],
    queryFn: ({ pageParam }) => callExtra(extra, () => api.get(`${path}?page=${pageParam}&limit=${SAVED_PAGE_SIZE}`, { schema: pagedDesiresSchema })),
    staleTime: timings.pagedFeed.staleTime,
    gcTime: timings.pagedFeed.gcTime,
    retry: retryTransient(timings.pagedFeed.retry),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export const archiveQueries = {
  /** A member's desires that came true, as the reader may see them. */
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an extra's key and an address
  cameTrue: (userId: string) => archiveList(['came-true', userId] as const, 'cameTrue', `/api/users/${encodeURIComponent(userId)}/fulfilled`),
  /** The desires the signed-in member fulfilled, anonymous offers included. */
  helped: () => archiveList(['helped'] as const, 'helped', '/api/me/helped'),
};

/** A desire came true (or stopped being so): it moves between the lists, read again when shown. */
export function refreshArchives(client: QueryClient) {
  void client.invalidateQueries({ queryKey: [...desireQueries.lists(), 'came-true'] });
  void client.invalidateQueries({ queryKey: archiveQueries.helped().queryKey });
}
