import { setupWorker } from 'msw/browser';
import { createSpecBackend, DEMO_ADMIN, DEMO_MEMBERS, DEMO_PASSWORD } from './index';

/**
 * `npm run dev:mock`: the spec-only backend in the browser, through MSW's service worker
 * (/mockServiceWorker.js, served by the dev:mock Vite plugin only). The store lives in the tab: it is
 * saved to sessionStorage when the page goes away, so a reload keeps the session and what was done.
 */

const STORAGE_KEY = 'wishwell:mock-backend';

export async function startSpecBackend(): Promise<void> {
  const backend = createSpecBackend();
  const saved = sessionStorage.getItem(STORAGE_KEY);
  if (saved) backend.store.restore(saved);
  // Nothing is mailed: codes go to the console, where a developer looks for them.
  backend.store.onMail = (mail) => {
    console.info(`[mock backend] ${mail.type} code for ${mail.to}: ${mail.code}${mail.resetToken ? ` (reset token ${mail.resetToken})` : ''}`);
  };
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, backend.store.snapshot());
    } catch {
      // Over the storage quota (large uploaded images): the next load starts from the seed.
    }
  });

  // The worker registers at scope "/"; a production service worker of the same origin, if one was
  // ever installed, is replaced by it, so the two never answer the same page.
  await setupWorker(...backend.handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Vite's own module requests go to the dev server untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await controlled();
  console.info(
    `[mock backend] running. Members: ${DEMO_MEMBERS.map((m) => m.email).join(', ')} (password ${DEMO_PASSWORD}); admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
  );
}

/** Longest wait for the worker to take the page; past it the app starts, and a missed read is retried. */
const CONTROL_WAIT_MS = 3_000;

/**
 * MSW's start resolves once its worker answers, which on a first visit is before the worker has
 * taken the page: the app's first reads then went past it to the dev server. The page is the worker's
 * once `controller` is set; a page loaded past every worker (a hard reload) never is, and MSW reloads it.
 */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      console.warn(
        '[mock backend] the worker does not control this page (a hard reload, DevTools\' "Bypass for network", or an automated browser that routes requests skips service workers): its requests reach the dev server and are answered 503.',
      );
      done();
    }, CONTROL_WAIT_MS);
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
  });
}
