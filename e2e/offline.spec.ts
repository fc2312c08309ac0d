import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createMember, DEMO, signInWithToken } from './support/helpers';
import { ownServer } from './support/own-server';

const liveBell = (page: Page, state: 'Live' | 'Offline') => page.getByRole('button', { name: `Notifications menu (${state})` });

test('installable; opens offline from the cache saying so, and catches up once the network is back', async ({ playwright, launchOptions, baseURL, request }) => {
  // A profile of its own: Chromium never offers to install from an incognito context (the default kind).
  test.setTimeout(240_000);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'wishwell-e2e-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const signIn = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
    expect(signIn.ok()).toBe(true);
    const { token } = (await signIn.json()) as { token: string };
    await signInWithToken(page, token);

    // First visit: the app as usual; the worker installs (precaching the shell) and takes the page.
    // Generous waits: a first visit loads the whole app, and the worker fetches it all again.
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible({ timeout: 30_000 });
    await expect(liveBell(page, 'Live')).toBeVisible({ timeout: 30_000 });
    // Workbox installs all or nothing: one file missed while the machine is busy and the worker
    // tries again on the next visit, as a browser would.
    const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
    await controlled().catch(async () => {
      await page.reload();
      await controlled();
    });

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The network goes while the app is open: a notice says so, and a screen not seen yet opens
    // (its code comes from the worker's cache) and waits with it instead of failing.
    await context.setOffline(true);
    const notice = page.getByText('Anything not on screen yet will load when the connection is back.');
    await expect(notice).toBeVisible();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^Notifications/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(notice).toBeVisible();

    // Loaded afresh offline: the worker answers (the app, not the browser's offline page), which
    // says it is offline and that the member's data cannot be read now.
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: "We can't reach Wishwell right now" })).toBeVisible();
    await expect(page.getByText('Check your connection. You are still signed in; nothing is lost.')).toBeVisible();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();

    // Meanwhile another member wishes for something.
    const other = await createMember(request, 'offline-other', 'Olive Later');
    const title = `A lantern for the porch ${Date.now().toString(36)}`;
    const created = await request.post('/api/desires', { headers: { authorization: `Bearer ${other.token}` }, data: { title, visibility: 'public' } });
    expect(created.status()).toBe(201);

    // Back online: no tap needed; the feed is read afresh, with the new desire, and the flag says Live.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(liveBell(page, 'Live')).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a part of a screen whose code cannot be fetched at first comes once it can, and the screen stays', async ({ page, request }) => {
  const signIn = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  const { token } = (await signIn.json()) as { token: string };
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithToken(page, token);
  // The desktop's trending column: its code's first two fetches fail, as when the server restarts.
  let refused = 0;
  await page.route(/\/assets\/trending-column-[^/]*\.js$/, (route) => (refused++ < 2 ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending Desires' })).toBeVisible({ timeout: 15_000 });
  expect(refused).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('the server stopping shows a notice over the open chat on a phone, covering none of it, gone once the server is back', async ({ browser, playwright }) => {
  // Two starts of a server of its own, on a machine busy with the other tests.
  test.setTimeout(150_000);
  const server = await ownServer(Number(process.env.E2E_OWN_PORT ?? 5187));
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 375, height: 740 } });
  try {
    const me = await createMember(request, 'unreachable-me', 'Una Waiting');
    const other = await createMember(request, 'unreachable-other', 'Oz Elsewhere');
    const auth = { authorization: `Bearer ${me.token}` };
    const otherId = ((await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${other.token}` } })).json()) as { user: { _id: string } }).user._id;
    expect((await request.post(`/api/follow/${otherId}`, { headers: auth })).ok()).toBe(true);
    const chatId = ((await (await request.post('/api/chats', { headers: auth, data: { otherUserId: otherId } })).json()) as { _id: string })._id;
    await request.post(`/api/chats/${chatId}/messages`, { headers: auth, data: { content: 'Are you around later?' } });

    const page = await context.newPage();
    await signInWithToken(page, me.token);
    const live = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).includes('"pong"') && resolve()));
    });
    await page.goto(`/chat?chatId=${chatId}`);
    await expect(page.getByRole('log').getByText('Are you around later?')).toBeVisible();
    await live;
    const notice = page.getByRole('status').filter({ hasText: "Can't reach the server." });
    await expect(notice).toHaveCount(0);

    await server.stop();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Trying again; anything not on screen yet will load when it is back.');

    // It takes its own room: the thread shrinks, and the message box stays clear of the bottom bar.
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 740 });
      const composer = page.getByRole('textbox', { name: /message/i });
      await expect(composer).toBeVisible();
      const noticeBox = (await notice.boundingBox())!;
      const threadBox = (await page.getByRole('region', { name: /^Conversation with/ }).boundingBox())!;
      expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(threadBox.y);
      const formBox = (await composer.locator('xpath=ancestor::form').boundingBox())!;
      const barBox = (await page.locator('nav[aria-label="Main"].fixed').boundingBox())!;
      expect(formBox.y + formBox.height).toBeLessThanOrEqual(barBox.y + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: 'Chat options' }).click({ trial: true });
      await page.getByRole('link', { name: 'Back to conversations' }).click({ trial: true });
    }

    await server.start();
    await expect(notice).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('log').getByText('Are you around later?')).toBeVisible();
  } finally {
    await context.close();
    await request.dispose();
    await server.dispose();
  }
});
