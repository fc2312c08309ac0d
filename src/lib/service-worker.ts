import { whenSettled } from './when-settled';

/**
 * Registers the service worker that lets the app open offline (built from scripts/service-worker.ts).
 * Written by hand instead of the plugin's helper so that a first visit loads next to nothing for it.
 * Installing it fetches and stores the whole app (some eighty files), so it waits until the first
 * screen is up. `load` alone is too early: the server paints first and the page's scripts come
 * after `load`, so the install started in the middle of the app's first render.
 * Production builds only: `vite dev` and the tests have no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenSettled(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined), { afterMs: 3_000, latestMs: 10_000 });
}
