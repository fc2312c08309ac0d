import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { NetworkError } from '@/lib/api-client';
import type { Connection } from './use-connection';

/** How often the screen's unanswered reads are tried again while the server is out of reach. */
export const RETRY_UNREACHABLE_MS = 4000;

const unanswered = (query: Query) => query.state.status === 'error' && query.state.error instanceof NetworkError;

/**
 * The notice promises "Trying again": a read whose retries ran out while the server gave no answer
 * would otherwise stay failed until a reload. While out of reach, the screen's failed reads are tried
 * again now and then (which is also how a backend without a live channel is found to be back), and
 * once more the moment the server answers again.
 */
export function useRetryUnanswered(connection: Connection) {
  const client = useQueryClient();
  const wasUnreachable = useRef(false);
  useEffect(() => {
    const retry = () => void client.refetchQueries({ type: 'active', predicate: unanswered });
    if (connection === 'unreachable') {
      wasUnreachable.current = true;
      const timer = setInterval(retry, RETRY_UNREACHABLE_MS);
      return () => clearInterval(timer);
    }
    if (connection === 'online' && wasUnreachable.current) {
      wasUnreachable.current = false;
      retry();
    }
  }, [client, connection]);
}
