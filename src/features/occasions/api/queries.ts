import { queryOptions, useQuery } from '@tanstack/react-query';
import { occasionLimits, occasionListSchema, upcomingListSchema, type Occasion, type UpcomingOccasion } from '@contract/occasion';
import { api, isApiError, notFoundAsNull } from '@/lib/api-client';
import { isMissingEndpoint, markExtraMissing } from '@/lib/extras';
import { retryTransient } from '@/lib/query-client';
import { queryRoots } from '@/lib/staleness';
import { timings } from '@/lib/timings';

/*
 * Occasions (an extra of our server). GET /api/occasions answering 404 (or 405, 501) means the backend
 * has none: the member's list reads null, and every occasion part of the app hides quietly
 * (docs/decisions/gifting.md, "Occasions in the app").
 */

/** A backend without occasions: null, remembered for the page's life; anything else is thrown on. */
function notOffered(error: unknown): null {
  if (isMissingEndpoint(error) || isApiError(error, 404)) {
    markExtraMissing('occasions');
    return null;
  }
  throw error;
}

const userPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/occasions`;

export const occasionQueries = {
  all: () => ['occasions'] as const,
  /** The member's own occasions, soonest first as the server sorts them; null when not offered. */
  mine: () =>
    queryOptions({
      queryKey: [...occasionQueries.all(), 'mine'] as const,
      queryFn: (): Promise<Occasion[] | null> => api.get('/api/occasions', { schema: occasionListSchema }).catch(notOffered),
      // "Not offered" is kept for the page's life: the backend is not asked again on every screen.
      staleTime: (query) => (query.state.data === null ? Number.POSITIVE_INFINITY : timings.occasions.staleTime),
      gcTime: Number.POSITIVE_INFINITY,
      retry: retryTransient(timings.defaults.retry),
    }),
  /** What the reader may see of a member's occasions; null when the backend or the member has none to show. */
  member: (userId: string) =>
    queryOptions({
      queryKey: [...occasionQueries.all(), 'member', userId] as const,
      queryFn: (): Promise<Occasion[] | null> =>
        api.get(userPath(userId), { schema: occasionListSchema }).catch((error: unknown) => (isMissingEndpoint(error) ? null : notFoundAsNull(error, [405, 501]))),
      staleTime: timings.occasions.staleTime,
    }),
  /** The occasions of members the reader follows within `days`, soonest first, with their desires. */
  upcoming: (days: number = occasionLimits.upcomingDaysDefault) =>
    queryOptions({
      queryKey: [...queryRoots.upcomingOccasions, days] as const,
      queryFn: (): Promise<UpcomingOccasion[]> => api.get(`/api/occasions/upcoming?days=${days}`, { schema: upcomingListSchema }),
      staleTime: timings.occasions.staleTime,
    }),
};

/** Whether the backend keeps occasions: true only once GET /api/occasions answered a list. */
export function useOccasionsOffered(enabled = true): boolean {
  const mine = useQuery({ ...occasionQueries.mine(), enabled });
  return Array.isArray(mine.data);
}
