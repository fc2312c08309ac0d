import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';
import { ownServer } from './support/own-server';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function pageAs(browser: Browser, token: string, baseURL?: string): Promise<Page> {
  // Without a base address of its own, the run's server (the config's baseURL) serves the page.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(baseURL ? { baseURL } : {}) });
  contexts.push(context);
  const page = await context.newPage();
  await signInWithToken(page, token);
  return page;
}

/**
 * Resolves when the page's live channel answers its first ping: the server holds the socket, so
 * nothing sent after this is missed. For pages without the flag (a desire's own page has no menu).
 */
function liveChannelAnswered(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"pong"')) resolve();
      });
    });
  });
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
const liveBell = (page: Page, state: 'Live' | 'Offline') => page.getByRole('button', { name: `Notifications menu (${state})` });

async function createDesire(request: APIRequestContext, token: string, title: string): Promise<string> {
  const res = await request.post('/api/desires', { headers: { authorization: `Bearer ${token}` }, data: { title, visibility: 'public' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

test("B's new desire, reaction, comment and offer appear on A's open feed and desire page without a reload", async ({ browser, request }) => {
  const a = await createMember(request, 'live-a', 'Ada Lively');
  const b = await createMember(request, 'live-b', 'Bo Quick');
  const title = `A kite for the beach ${Date.now().toString(36)}`;
  const desireId = await createDesire(request, a.token, title);

  // A: the feed in one tab, the desire's own page in another.
  const feedA = await pageAs(browser, a.token);
  await feedA.goto('/feed');
  await expect(liveBell(feedA, 'Live')).toBeVisible();
  const postA = await feedA.context().newPage();
  const postLive = liveChannelAnswered(postA);
  await postA.goto(`/post/${desireId}`);
  await expect(postA.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await postLive;
  await expect(liveBell(feedA, 'Live')).not.toContainText(/\d/);

  // B posts a new desire: it tops A's feed.
  const newTitle = `Learn to juggle ${Date.now().toString(36)}`;
  await createDesire(request, b.token, newTitle);
  await expect(card(feedA, newTitle)).toBeVisible();

  // B reacts and comments from B's own screen.
  const pageB = await pageAs(browser, b.token);
  await pageB.goto(`/post/${desireId}`);
  await pageB.getByRole('button', { name: 'fire' }).click();
  await expect(card(feedA, title).getByRole('button', { name: 'fire, 1' })).toBeVisible();
  await expect(postA.getByRole('button', { name: 'fire, 1' })).toBeVisible();

  await pageB.getByRole('textbox', { name: 'Add a comment' }).fill('Take it to the dunes!');
  await pageB.keyboard.press('Control+Enter');
  await expect(postA.getByText('Take it to the dunes!')).toBeVisible();
  // The comment's notification raises A's badge at once.
  await expect(feedA.getByRole('button', { name: /Notifications menu \(Live\)\s*, \d+ unread notifications?/ })).toBeVisible();

  // B offers to fulfil: the status changes on both of A's screens.
  await pageB.getByRole('button', { name: 'Fulfill Desire' }).click();
  await pageB.getByRole('dialog', { name: 'Fulfill Desire' }).getByRole('button', { name: 'Offer to Fulfill' }).click();
  await expect(pageB.getByText('Fulfillment Started!', { exact: true })).toBeVisible();
  await expect(card(feedA, title).getByText('In Progress')).toBeVisible();
  await expect(postA.getByText('In Progress')).toBeVisible();
  await expect(postA.getByText('Bo Quick').first()).toBeVisible();
});

test('a server restart shows Offline, then Live, and what happened meanwhile is on screen after the reconnect', async ({ browser, playwright }) => {
  // Two starts of a server of its own, on a machine busy with the other tests.
  test.setTimeout(150_000);
  const server = await ownServer(Number(process.env.E2E_OWN_PORT ?? 5187));
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    const a = await createMember(request, 'restart-a', 'Ari Patient');
    const b = await createMember(request, 'restart-b', 'Bea Busy');
    const pageA = await pageAs(browser, a.token, server.baseURL);
    // While `held`, A's reconnects are turned away, so that B can act while A is surely offline.
    let held = false;
    await pageA.routeWebSocket(/\/ws/, (socket) => {
      if (held) {
        void socket.close({ code: 1011, reason: 'held offline' });
        return;
      }
      socket.connectToServer();
    });
    await pageA.goto('/feed');
    // The screen has loaded (its code comes from the server that is about to stop), and so is live.
    await expect(pageA.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
    await expect(liveBell(pageA, 'Live')).toBeVisible();

    held = true;
    await server.stop();
    await expect(liveBell(pageA, 'Offline')).toBeVisible();
    await server.start();
    const title = `Made while you were away ${Date.now().toString(36)}`;
    await createDesire(request, b.token, title);
    await expect(liveBell(pageA, 'Offline')).toBeVisible();
    await expect(card(pageA, title)).toHaveCount(0);

    held = false;
    await expect(liveBell(pageA, 'Live')).toBeVisible({ timeout: 15_000 });
    await expect(card(pageA, title)).toBeVisible();
  } finally {
    await request.dispose();
    await server.dispose();
  }
});
