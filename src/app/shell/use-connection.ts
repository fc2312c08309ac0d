import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NetworkError } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useLiveState } from '../live/live-connection';

/**
 * How the app stands with its server: `offline` while the browser has no network; `unreachable`
 * while it has one but the server does not answer (the live channel dropped after having been open,
 * or a request got no answer at all, until the next one that did); `online` otherwise.
 */
export type Connection = 'online' | 'offline' | 'unreachable';

/** A drop shorter than this (a reconnect after a new token, a blip) does not raise the notice. */
export const UNREACHABLE_AFTER_MS = 2000;

/** What the query and mutation caches tell their listeners, as far as this needs it. */
interface CacheEvent {
  type: string;
  action?: { type: string; error?: unknown };
}

/** What a cache event says of the server: a request answered (true), one that got no answer (false), or nothing. */
function answered(event: CacheEvent): boolean | null {
  if (event.type !== 'updated' || !event.action) return null;
  if (event.action.type === 'success') return true;
  if ((event.action.type === 'failed' || event.action.type === 'error') && event.action.error instanceof NetworkError) return false;
  return null;
}

export function useConnection(): Connection {
  const client = useQueryClient();
  const online = useOnline();
  const live = useLiveState();
  // The channel dropping counts only once it has been open: a backend without one raises nothing.
  const [wasOpen, setWasOpen] = useState(false);
  if (live === 'open' && !wasOpen) setWasOpen(true);
  const liveDown = wasOpen && live !== 'open';

  // Requests that got no answer, until one gets an answer (or the live channel opens again).
  const [unanswered, setUnanswered] = useState(false);
  useEffect(() => {
    const hear = (event: CacheEvent) => {
      const outcome = answered(event);
      if (outcome !== null) setUnanswered(!outcome);
    };
    const stopQueries = client.getQueryCache().subscribe(hear);
    const stopMutations = client.getMutationCache().subscribe(hear);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
  // The live channel opening again means the server answers.
  const [lastLive, setLastLive] = useState(live);
  if (live !== lastLive) {
    setLastLive(live);
    if (live === 'open' && unanswered) setUnanswered(false);
  }

  // Shown once the server has been out of reach for a moment; gone as soon as it answers.
  const down = liveDown || unanswered;
  const [overdue, setOverdue] = useState(false);
  if (!down && overdue) setOverdue(false);
  useEffect(() => {
    if (!down) return;
    const timer = setTimeout(() => setOverdue(true), UNREACHABLE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [down]);

  if (!online) return 'offline';
  return down && overdue ? 'unreachable' : 'online';
}
