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
  console.info(
    `[mock backend] running. Members: ${DEMO_MEMBERS.map((m) => m.email).join(', ')} (password ${DEMO_PASSWORD}); admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
  );
}
