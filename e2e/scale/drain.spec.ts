import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { follow, makeMember, type Member } from '../../tests/server/helpers/desires';
import { readFigures } from '../../tests/scale/server-process';
import { signInWithToken } from '../support/helpers';
import { startDeployment, type Deployment } from './deployment';
import { Gate } from './gate';
import { routeLiveSockets } from './live-socket-route';
import { recordScreen, screenRecordOf } from './screen-record';
import { emptyOneProcess } from './socket-placement';

// A process drained (SIGTERM) and started again under a member's open feed and chat, behind
// deploy/nginx.conf with two processes on PostgreSQL and Redis (docs/deploy.md, "Stopping a process").
const firstPort = Number(process.env.SCALE_PORT ?? 5281) + 40;

let deployment: Deployment;
let alice: Member;
let bob: Member;
let context: BrowserContext | undefined;
let closePlacement = () => undefined as void;

test.beforeAll(async () => {
  deployment = await startDeployment(firstPort);
  alice = await makeMember(deployment.database, 'Alice Reader');
  bob = await makeMember(deployment.database, 'Bob Writer');
  // Alice follows Bob: the two may chat.
  await follow(deployment.database.database.db, alice, bob);
});
test.afterAll(async () => {
  await context?.close();
  closePlacement();
  await deployment?.stop();
});

/** What these tests read of a chat. */
interface Chat {
  _id: string;
}

/** A member's call, through nginx as the app's are. */
async function call(member: Member, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${deployment.proxy.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${member.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function bobPosts(title: string): Promise<void> {
  expect((await call(bob, 'POST', '/desires', { title, visibility: 'public' })).status).toBe(201);
}

async function bobWrites(chat: Chat, content: string): Promise<void> {
  expect((await call(bob, 'POST', `/chats/${chat._id}/messages`, { content })).status).toBe(201);
}

const unreadMessages = async (member: Member) => ((await (await call(member, 'GET', '/messages/unread-count')).json()) as { count: number }).count;

const liveBell = (page: Page, state: 'Live' | 'Offline') => page.getByRole('button', { name: `Notifications menu (${state})` });
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
const messageTexts = (page: Page) => page.getByRole('log').getByRole('listitem').locator('p').allTextContents();

/** The page's reads (GET) of this path wait while `gate` is shut. */
async function holdReads(page: Page, path: string, gate: Gate): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === 'GET') await gate.passed();
      await route.continue();
    },
  );
}

async function openAs(member: Member, path: string, errors: string[]): Promise<Page> {
  const page = await context!.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${path}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
  await recordScreen(page);
  await signInWithToken(page, member.token);
  await page.goto(path);
  await expect(liveBell(page, 'Live')).toBeVisible();
  return page;
}

test("a process drained under Alice's open feed and chat: her app is back at once on the other, and every desire and message shows once", async ({ browser }) => {
  const [x, y] = deployment.processes;
  const run = Date.now().toString(36);
  const desire = (when: string) => `A lantern for the porch, ${when} ${run}`;
  const message = (when: string) => `Shall we hang it ${when}? ${run}`;
  const answer = await call(bob, 'POST', '/chats', { otherUserId: alice.id });
  expect(answer.ok).toBe(true);
  const chat = (await answer.json()) as Chat;
  await bobPosts(desire('before'));
  await bobWrites(chat, message('before'));

  // Both of Alice's sockets on one process: the other holds sockets enough that least_conn sends hers there.
  const placement = await emptyOneProcess(deployment.proxy, [x!, y!], bob.token);
  closePlacement = placement.close;
  const { empty: holding, busy: other } = placement;

  context = await browser.newContext({ baseURL: deployment.proxy.baseUrl, viewport: { width: 1280, height: 900 } });
  const sockets = await routeLiveSockets(context);
  const errors: string[] = [];
  const feed = await openAs(alice, '/feed', errors);
  await expect.poll(() => cardTitles(feed)).toEqual([desire('before')]);
  const thread = await openAs(alice, `/chat?chatId=${chat._id}`, errors);
  await expect.poll(() => messageTexts(thread)).toEqual([message('before')]);
  await expect.poll(async () => (await holding.figures()).sockets).toBe(2);

  // SIGTERM: the process closes both sockets with 1012 and exits. Her app asks for new ones at once
  // (they wait here a moment, so that Bob writes while she is surely away).
  sockets.connections.shut();
  expect(await holding.drain()).toBe(0);
  await expect.poll(() => sockets.closes.map((c) => c.code)).toEqual([1012, 1012]);
  await expect.poll(() => sockets.asked.length).toBe(4);
  const closedAt = Math.min(...sockets.closes.map((c) => c.at));
  for (const at of sockets.asked.slice(2)) expect(at - closedAt).toBeLessThan(1_500);
  await expect(liveBell(feed, 'Offline')).toBeVisible();
  await expect(liveBell(thread, 'Offline')).toBeVisible();

  // Between the close and the reconnect: no socket of hers is there to carry these.
  await bobPosts(desire('while away'));
  await bobWrites(chat, message('while away'));

  // Back, on the other process. Her reads of what she missed wait a moment, and so do the events on
  // her new sockets: what Bob writes meanwhile reaches her twice, by those reads and live.
  const reads = new Gate();
  reads.shut();
  await holdReads(feed, '/api/desires/public', reads);
  await holdReads(thread, `/api/chats/${chat._id}/messages`, reads);
  sockets.connections.open();
  await expect(liveBell(feed, 'Live')).toBeVisible();
  await expect(liveBell(thread, 'Live')).toBeVisible();
  await expect.poll(async () => (await other.figures()).sockets).toBe(placement.lead + 2);
  sockets.frames.shut();
  await bobPosts(desire('as she came back'));
  await bobWrites(chat, message('as she came back'));
  reads.open();
  await expect.poll(() => cardTitles(feed)).toEqual([desire('as she came back'), desire('while away'), desire('before')]);
  await expect.poll(() => messageTexts(thread)).toEqual([message('before'), message('while away'), message('as she came back')]);
  sockets.frames.open();

  // The drained process still down: these come live (after the events above, which are in order).
  await bobPosts(desire('after the reconnect'));
  await bobWrites(chat, message('after the reconnect'));
  await expect.poll(() => cardTitles(feed)).toEqual([desire('after the reconnect'), desire('as she came back'), desire('while away'), desire('before')]);
  await expect.poll(() => messageTexts(thread)).toEqual([message('before'), message('while away'), message('as she came back'), message('after the reconnect')]);
  // Read where they appeared: the open chat counts nothing unread.
  await expect.poll(() => unreadMessages(alice)).toBe(0);
  await expect(thread.getByRole('link', { name: /^Messages/ })).not.toContainText(/\d/);

  // The process started again (a restart). Once nginx sends it requests again (it answers with no
  // socket of its own), least_conn gives it Bob's calls: their events reach her through Redis.
  await holding.start();
  await expect.poll(async () => (await readFigures(deployment.proxy.baseUrl)).sockets, { timeout: 15_000 }).toBe(0);
  await bobPosts(desire('after the restart'));
  await bobWrites(chat, message('after the restart'));
  const titles = ['after the restart', 'after the reconnect', 'as she came back', 'while away', 'before'].map(desire);
  const messages = ['before', 'while away', 'as she came back', 'after the reconnect', 'after the restart'].map(message);
  await expect.poll(() => cardTitles(feed)).toEqual(titles);
  await expect.poll(() => messageTexts(thread)).toEqual(messages);

  // At no moment was anything shown twice, or gone from the screen once shown; no toast, no error.
  const feedRecord = await screenRecordOf(feed);
  const threadRecord = await screenRecordOf(thread);
  expect(feedRecord.most).toEqual(Object.fromEntries(titles.map((title) => [`desire: ${title}`, 1])));
  expect(threadRecord.most).toEqual(Object.fromEntries(messages.map((text) => [`message: ${text}`, 1])));
  expect([...feedRecord.vanished, ...threadRecord.vanished]).toEqual([]);
  expect([...feedRecord.toasts, ...threadRecord.toasts]).toEqual([]);
  expect(errors).toEqual([]);
});
