import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Occasion } from '@contract/occasion';
import { api, isApiError } from '@/lib/api-client';
import { isMissingEndpoint, markExtraMissing } from '@/lib/extras';
import { retryTransient } from '@/lib/query-client';
import { timings } from '@/lib/timings';

/*
 * The member's own occasions, apart from the other occasion queries: the signed-in shell asks for
 * them on every first screen (Upcoming joins the menus once the backend answers a list), so this
 * module stays light and the list's schema comes with the answer, not with the app's first files.
 */

/** A backend without occasions: null, remembered for the page's life; anything else is thrown on. */
function notOffered(error: unknown): null {
  if (isMissingEndpoint(error) || isApiError(error, 404)) {
    markExtraMissing('occasions');
    return null;
  }
  throw error;
}

export const occasionsRoot = () => ['occasions'] as const;

/** The member's own occasions, soonest first as the server sorts them; null when not offered. */
export const mineQuery = () =>
  queryOptions({
    queryKey: [...occasionsRoot(), 'mine'] as const,
    queryFn: async (): Promise<Occasion[] | null> => {
      const { occasionListSchema } = await import('@contract/occasion');
      return api.get('/api/occasions', { schema: occasionListSchema }).catch(notOffered);
    },
    // "Not offered" is kept for the page's life: the backend is not asked again on every screen.
    staleTime: (query) => (query.state.data === null ? Number.POSITIVE_INFINITY : timings.occasions.staleTime),
    gcTime: Number.POSITIVE_INFINITY,
    retry: retryTransient(timings.defaults.retry),
  });

/** Whether the backend keeps occasions: true only once GET /api/occasions answered a list. */
export function useOccasionsOffered(enabled = true): boolean {
  const mine = useQuery({ ...mineQuery(), enabled });
  return Array.isArray(mine.data);
}
