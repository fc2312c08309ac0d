import { type Page } from '@playwright/test';
import { ARJUN, callInPage, card, expect, LEO, MAYA, signIn, SOFIA, test, tokenOf } from './support';

/**
 * The live channel of the spec backend lives inside each page, as its store does (MSW's WebSocket mock
 * runs in the page): two browser contexts, or two tabs, have two backends that know nothing of each
 * other, so one member's page cannot reach another's. The other members act here through the same
 * page's backend instead, with their own tokens, and the open screen must change without a reload.
 */

/** Marks the document: a reload or a navigation would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const expectSameDocument = async (page: Page) => expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

test("live: another member's message reaches the open thread without a reload", async ({ page }) => {
  await signIn(page, MAYA.email, '/chat');
  const leoToken = await tokenOf(page, LEO.email);
  await expect(page.getByRole('button', { name: /^Notifications menu \(Live\)/ })).toBeVisible();
  await page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${LEO.fullName}`) }).click();
  const log = page.getByRole('log');
  await expect(log.getByText('You are the best. Friday or Saturday?')).toBeVisible();
  const chatId = new URL(page.url()).searchParams.get('chatId')!;
  await markDocument(page);

  // Leo writes: the backend sends Maya the new_message notification on her live connection.
  const sent = await callInPage(page, `/api/chats/${chatId}/messages`, { method: 'POST', token: leoToken, body: { content: 'Saturday works. Meet at the station at ten?' } });
  expect(sent.status).toBe(201);
  await expect(log.getByText('Saturday works. Meet at the station at ten?')).toBeVisible();
  // The list row follows, and the open thread does not count it unread.
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${LEO.fullName}`) });
  await expect(row).toContainText('Saturday works. Meet at the station at ten?');
  await expect(row).not.toHaveAccessibleName(/unread/);
  await expectSameDocument(page);

  // Maya answers in the page, and Leo's reading of the chat has it.
  await page.getByRole('textbox', { name: /message/i }).fill('Ten it is!');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(log.getByText('Ten it is!')).toBeVisible();
  const leoReads = await callInPage<{ content: string }[]>(page, `/api/chats/${chatId}/messages`, { token: leoToken });
  expect(leoReads.body.map((m) => m.content).at(-1)).toBe('Ten it is!');
});

test('live: reactions, comments, notifications and a new desire reach the open feed without a reload', async ({ page }) => {
  await signIn(page, MAYA.email, '/feed');
  const [arjunToken, sofiaToken, leoToken] = [await tokenOf(page, ARJUN.email), await tokenOf(page, SOFIA.email), await tokenOf(page, LEO.email)];
  await expect(page.getByRole('button', { name: /^Notifications menu \(Live\)/ })).toBeVisible();
  const pasta = card(page, 'Learn to make fresh pasta in Bologna');
  await expect(pasta.getByRole('button', { name: 'heart, 1' })).toBeVisible();
  await expect(pasta.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications , 2 unread notifications/ })).toBeVisible();
  const pastaId = (await pasta.getByRole('link', { name: 'Learn to make fresh pasta in Bologna' }).getAttribute('href'))!.split('/').pop()!;
  await markDocument(page);

  // Arjun reacts: the count moves, and Maya is notified.
  expect((await callInPage(page, `/api/desires/${pastaId}/react`, { method: 'POST', token: arjunToken, body: { emoji: '❤️' } })).status).toBeLessThan(300);
  await expect(pasta.getByRole('button', { name: 'heart, 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications , 3 unread notifications/ })).toBeVisible();

  // Sofia comments: the count moves.
  expect((await callInPage(page, `/api/desires/${pastaId}/comments`, { method: 'POST', token: sofiaToken, body: { text: 'Bring back some flour!' } })).status).toBe(201);
  await expect(pasta.getByRole('button', { name: '2 comments' })).toBeVisible();

  // Leo posts a public desire: it heads the feed.
  expect((await callInPage(page, '/api/desires', { method: 'POST', token: leoToken, body: { title: 'Swim in the Douro', visibility: 'public', categories: [] } })).status).toBe(201);
  await expect(card(page, 'Swim in the Douro')).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Swim in the Douro');
  await expectSameDocument(page);
});
