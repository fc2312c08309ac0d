import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './api-client';
import { timings } from './timings';

/** Retries at most `limit` times, and only what another try could fix. */
export const retryTransient = (limit: number) => (failureCount: number, error: unknown) => failureCount < limit && isTransient(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: timings.defaults.staleTime,
        gcTime: timings.defaults.gcTime,
        retry: retryTransient(timings.defaults.retry),
        retryDelay: timings.defaults.retryDelay,
        refetchOnWindowFocus: false,
        networkMode: 'online',
      },
      mutations: {
        retry: retryTransient(timings.mutations.retry),
        retryDelay: timings.mutations.retryDelay,
        networkMode: 'online',
      },
    },
  });
}
