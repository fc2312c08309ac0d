import { queryOptions } from '@tanstack/react-query';
import { whoReactedListSchema, type WhoReacted } from '@contract/who-reacted';
import { api } from '@/lib/api-client';
import { retryTransient } from '@/lib/query-client';
import { timings } from '@/lib/timings';
import { desireQueries } from './queries';

/**
 * Who reacted to a desire, with which emoji (GET /api/desires/{id}/reactions). Apart from queries.ts
 * so that it loads with its dialog; a reaction, the member's own or a live one, makes it stale.
 */
export const whoReactedQuery = (desireId: string) =>
  queryOptions({
    queryKey: desireQueries.whoReactedKey(desireId),
    queryFn: ({ signal }): Promise<WhoReacted[]> => api.get(`/api/desires/${encodeURIComponent(desireId)}/reactions`, { schema: whoReactedListSchema, signal }),
    staleTime: timings.reactionsAndComments.staleTime,
    gcTime: timings.reactionsAndComments.gcTime,
    retry: retryTransient(timings.reactionsAndComments.retry),
  });
