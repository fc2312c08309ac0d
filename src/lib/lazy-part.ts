import { lazy, type ComponentType } from 'react';

interface Retry {
  /** Wait between attempts; the browser coming back online tries at once. */
  everyMs?: number;
  /** Attempts in all before the load fails for good. */
  attempts?: number;
}

/**
 * Loads a module, trying again when the browser is back online or after a wait, as long as attempts
 * remain. A server restarting or a network gone for a moment then only delays what it loads.
 */
export function untilLoaded<T>(load: () => Promise<T>, { everyMs = 3000, attempts = 20 }: Retry = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    let left = attempts;
    const attempt = () => {
      left -= 1;
      load().then(resolve, (error: unknown) => {
        if (left <= 0) return reject(error);
        const again = () => {
          window.clearTimeout(timer);
          window.removeEventListener('online', again);
          attempt();
        };
        const timer = window.setTimeout(again, everyMs);
        window.addEventListener('online', again);
      });
    };
    attempt();
  });
}

/**
 * React.lazy for a part of a screen (a column, a search box, a dialog, a sign-in step). A plain lazy
 * part whose code cannot be fetched throws, and the screen around it gives way to the error state;
 * this one keeps its Suspense fallback up and tries again (`untilLoaded`). Only when every attempt
 * has failed (the code is gone: a new version replaced it) does it throw, and Reload is offered.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, retry?: Retry) {
  return lazy(async () => ({ default: await untilLoaded(load, retry) }));
}
