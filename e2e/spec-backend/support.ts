import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The `spec-backend` project: the app in `vite --mode mock`, where a backend made of the spec alone
 * (mock-backend/, MSW) answers inside each page. Its store lives in the tab: a reload or a
 * `page.goto` keeps it (it is saved to sessionStorage when the page goes away), while every new page or
 * browser context starts again from the demo data.
 *
 * Every page of a test is watched: the test fails when a page shows one of the words below (at any
 * moment, toasts included), or when the app logs that an answer failed the spec's promise.
 */

export const PASSWORD = 'wishwell-demo';
export const MAYA = { email: 'maya@example.com', fullName: 'Maya Chen' };
export const LEO = { email: 'leo@example.com', fullName: 'Leo Okafor' };
export const SOFIA = { email: 'sofia@example.com', fullName: 'Sofia Rossi' };
export const ARJUN = { email: 'arjun@example.com', fullName: 'Arjun Patel' };
export const ADMIN = { email: 'admin@example.com', password: 'wishwell-admin', fullName: 'Site Admin' };

/** What a page must never show against a backend that keeps the spec's promises. */
export const FORBIDDEN_WORDS = ['Unexpected answer', 'Failed to load', 'Failed to fetch', "We can't reach Wishwell", 'Something went wrong'];
/**
 * What src/lib/shape-report.ts logs when an answer fails the app's reading of the spec: "the answer was
 * refused" (the whole answer) or "a list item was left out" (one item of a list). Against a backend
 * that keeps the spec's promises, either means the app asks for more than the spec promises.
 */
const CONTRACT = 'does not match the contract';

interface Problem {
  kind: 'shown' | 'logged';
  text: string;
  url: string;
}

/** Watches each page of a context: console warnings and errors, and the words the page shows. */
async function watch(context: BrowserContext, problems: Problem[]): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'warning' || message.type() === 'error') && text.includes(CONTRACT)) problems.push({ kind: 'logged', text, url: message.page()?.url() ?? '' });
  });
  await context.exposeBinding('__wishwellShown', ({ page }, text: string) => {
    problems.push({ kind: 'shown', text, url: page.url() });
  });
  await context.addInitScript((words: string[]) => {
    const seen = new Set<string>();
    let queued = false;
    const look = () => {
      queued = false;
      const text = document.body?.innerText ?? '';
      for (const word of words) {
        if (text.includes(word) && !seen.has(word)) {
          seen.add(word);
          const line = text.split('\n').find((l) => l.includes(word)) ?? word;
          void (window as unknown as { __wishwellShown(text: string): Promise<void> }).__wishwellShown(line.trim());
        }
      }
    };
    const start = () => {
      // A toast lasts seconds: looking a few times a second, after the DOM changes, catches every one.
      new MutationObserver(() => {
        if (!queued) {
          queued = true;
          setTimeout(look, 100);
        }
      }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
      look();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  }, FORBIDDEN_WORDS);
}

interface Fixtures {
  /** What the test's pages showed or logged that they must not; checked when the test ends. */
  problems: Problem[];
}

export const test = base.extend<Fixtures>({
  problems: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none
    async ({}, use, testInfo) => {
      const problems: Problem[] = [];
      await use(problems);
      // Checked after the test's own steps, so that the first failure stays the one reported.
      if (testInfo.status === 'passed') {
        expect(
          problems.map((p) => `${p.kind === 'shown' ? 'the page showed' : 'the app logged'}: ${p.text} (${p.url})`),
          'what the pages showed or logged against the spec backend',
        ).toEqual([]);
      }
    },
    { scope: 'test' },
  ],
  context: async ({ context, problems }, use) => {
    await watch(context, problems);
    await use(context);
  },
});

export { expect };

/** The spec backend's answers to calls made from inside the page (its backend lives there). */
export async function callInPage<T>(page: Page, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ status: number; body: T }> {
  await backendReady(page);
  return page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      const response = await fetch(path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { path, init },
  );
}

/**
 * Until the page's backend has started, its calls go past it (to the dev server). src/main.tsx mounts
 * the app only once it runs: a rendered app means a running backend.
 */
export async function backendReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
}

/** A member's token from this page's backend (POST /api/auth/login answers only `{token}`). */
export async function tokenOf(page: Page, email: string, password = PASSWORD): Promise<string> {
  const login = await callInPage<{ token: string }>(page, '/api/auth/login', { method: 'POST', body: { email, password } });
  expect(login.status, `sign-in of ${email}`).toBe(200);
  return login.body.token;
}

/** The member's id, from GET /api/auth/me. */
export async function idOf(page: Page, token: string): Promise<string> {
  const me = await callInPage<{ user: { _id: string } }>(page, '/api/auth/me', { token });
  expect(me.status).toBe(200);
  return me.body.user._id;
}

/**
 * Signs a member in the quick way, without opening a screen: the token is fetched from this page's
 * backend and stored where the app keeps it; the next load of the page is signed in (the backend's
 * store, sessions included, survives the load).
 */
export async function storeSession(page: Page, email: string): Promise<{ token: string; id: string }> {
  await page.goto('/auth');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  const token = await tokenOf(page, email);
  const id = await idOf(page, token);
  await page.evaluate((value) => window.localStorage.setItem('social_exp_token', value), token);
  return { token, id };
}

/** Signs a member in the quick way (storeSession) and opens `path`. */
export async function signIn(page: Page, email: string, path = '/feed'): Promise<{ token: string; id: string }> {
  const session = await storeSession(page, email);
  await page.goto(path);
  return session;
}

/** A desire card in a list, by its title. */
export const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** Waits for a dialog or drawer to come to rest before clicking inside it. */
export async function settled(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}
