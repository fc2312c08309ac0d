/**
 * Registers the service worker that lets the app open offline (built from scripts/service-worker.ts).
 * Written by hand instead of the plugin's helper so that a first visit loads next to nothing for it.
 * After `load`, so the worker's precaching does not compete with the page's own requests; but no
 * later than 10 s in, so a picture that never finishes loading does not keep the app from installing.
 * Production builds only: `vite dev` and the tests have no worker.
 */
const LATEST_MS = 10_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let done = false;
  const register = () => {
    if (done) return;
    done = true;
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') return register();
  window.addEventListener('load', register, { once: true });
  setTimeout(register, LATEST_MS);
}
