import { queryOptions } from '@tanstack/react-query';
import { occasionLimits, occasionListSchema, upcomingListSchema, type Occasion, type UpcomingOccasion } from '@contract/occasion';
import { api, notFoundAsNull } from '@/lib/api-client';
import { isMissingEndpoint } from '@/lib/extras';
import { queryRoots } from '@/lib/staleness';
import { timings } from '@/lib/timings';
import { mineQuery, occasionsRoot } from './mine-query';

export { useOccasionsOffered } from './mine-query';

/*
 * Occasions (an extra of our server). GET /api/occasions answering 404 (or 405, 501) means the backend
 * has none: the member's list reads null, and every occasion part of the app hides quietly
 * (docs/decisions/gifting.md, "Occasions in the app").
 */

const userPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/occasions`;

export const occasionQueries = {
  all: occasionsRoot,
  mine: mineQuery,
  /** What the reader may see of a member's occasions; null when the backend or the member has none to show. */
  member: (userId: string) =>
    queryOptions({
      queryKey: [...queryRoots.memberOccasions, userId] as const,
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
