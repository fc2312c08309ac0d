import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { nextTask } from '@/lib/next-task';

/**
 * The spec's three reads on start (stats, trending, the first public page). No screen's first paint
 * needs them (the feed reads its own), so they wait until the page has loaded, the screen's own reads
 * have answered and the browser is idle: sent at once, they took bandwidth and main-thread time from
 * the screen being opened.
 */
export function useWarmUp() {
  const client = useQueryClient();
  useEffect(() => {
    let stopped = false;
    const cleanups: (() => void)[] = [];
    // The reads' code, and the contract's desire schemas with it, load here rather than with the app:
    // of the first screens only the post page needs them, and it brings them itself.
    const warm = () => {
      if (stopped) return;
      // The desires' schemas, the categories' (which build on them) and the reads' code are each
      // evaluated in a task of their own (scripts/first-visit-chunks.ts).
      void import('@contract/desire')
        .then(nextTask)
        .then(() => import('@contract/category'))
        .then(nextTask)
        .then(() => import('./queries'))
        .then(({ desireQueries }) => {
          // The reads start in a task of their own: the module's evaluation just now was one already.
          window.setTimeout(() => {
            if (stopped) return;
            void client.prefetchQuery(desireQueries.stats());
            void client.prefetchQuery(desireQueries.trending());
            void client.prefetchQuery(desireQueries.warmPublic());
          });
        });
    };
    const whenIdle = () => {
      if (window.requestIdleCallback) {
        const handle = window.requestIdleCallback(warm, { timeout: 3000 });
        cleanups.push(() => window.cancelIdleCallback(handle));
      } else {
        const timer = window.setTimeout(warm, 200);
        cleanups.push(() => window.clearTimeout(timer));
      }
    };
    const whenQuiet = () => {
      if (client.isFetching() === 0) return whenIdle();
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return;
        unsubscribe();
        whenIdle();
      });
      cleanups.push(unsubscribe);
    };
    if (document.readyState === 'complete') {
      whenQuiet();
    } else {
      window.addEventListener('load', whenQuiet, { once: true });
      cleanups.push(() => window.removeEventListener('load', whenQuiet));
    }
    return () => {
      stopped = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [client]);
}
