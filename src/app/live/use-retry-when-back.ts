import { useEffect, useRef } from 'react';
import { useLiveState } from './live-connection';

/**
 * While `failed`, calls `retry` when the connection comes back: the browser is online again or the
 * live channel reopens (the server is back). A page opened offline gets no other signal, so without
 * this it would wait for a tap on "Try again".
 */
export function useRetryWhenBack(failed: boolean, retry: () => unknown): void {
  const live = useLiveState() === 'open';
  const wasLive = useRef(live);
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });

  useEffect(() => {
    const reopened = live && !wasLive.current;
    wasLive.current = live;
    if (failed && reopened) void latestRetry.current();
  }, [failed, live]);

  useEffect(() => {
    if (!failed) return;
    const onOnline = () => void latestRetry.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
}
