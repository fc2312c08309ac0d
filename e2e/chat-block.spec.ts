import { expect, test, type Page } from '@playwright/test';
import { auth, memberPages, memberWithId as member } from './support/members';

const pageAs = memberPages();

const NOT_ACCEPTING = 'This member is not accepting messages from you.';

/** Resolves when the page's live channel answers its first ping: from then on the server holds the socket. */
function liveChannelAnswered(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"pong"')) resolve();
      });
    });
  });
}

for (const width of [1280, 375]) {
  test(`A blocks and unblocks B while B has their chat open: B's thread follows live (${width} px)`, async ({ browser, request }) => {
    const a = await member(request, 'block-a', 'Abe Blocker');
    const b = await member(request, 'block-b', 'Bea Blocked');
    expect((await request.post(`/api/follow/${b.id}`, { headers: auth(a) })).ok()).toBe(true);
    const started = await request.post('/api/chats', { headers: auth(a), data: { otherUserId: b.id } });
    const chatId = ((await started.json()) as { _id: string })._id;
    await request.post(`/api/chats/${chatId}/messages`, { headers: auth(a), data: { content: 'Hi Bea' } });

    // Both in the chat, live.
    const pageA = await pageAs(browser, a, width);
    const pageB = await pageAs(browser, b, width);
    const liveB = liveChannelAnswered(pageB);
    for (const page of [pageA, pageB]) {
      await page.goto(`/chat?chatId=${chatId}`);
      await expect(page.getByRole('log').getByText('Hi Bea')).toBeVisible();
    }
    await liveB;
    const composerB = pageB.getByRole('textbox', { name: /message/i });
    await composerB.fill('Half a thought');

    // A blocks B: B's box gives way to the notice, without a reload; what B typed is kept.
    await pageA.getByRole('button', { name: 'Chat options' }).click();
    await pageA.getByRole('menuitem', { name: 'Block' }).click();
    await expect(pageA.getByText('You blocked this member. Unblock them to send messages.')).toBeVisible();
    await expect(pageB.getByText(NOT_ACCEPTING)).toBeVisible();
    await expect(composerB).toBeHidden();
    await expect(pageB.getByRole('button', { name: 'Send message' })).toBeHidden();
    await expect(pageB.getByRole('log').getByText('Hi Bea')).toBeVisible();

    // A lifts it (the notice's Unblock): B's box comes back with the words in it, and sends.
    await pageA.getByRole('button', { name: 'Unblock' }).click();
    await expect(pageA.getByRole('textbox', { name: /message/i })).toBeVisible();
    await expect(composerB).toBeVisible();
    await expect(pageB.getByText(NOT_ACCEPTING)).toBeHidden();
    await expect(composerB).toHaveValue('Half a thought');
    await composerB.fill('Thanks for letting me back in');
    await pageB.getByRole('button', { name: 'Send message' }).click();
    await expect(pageA.getByRole('log').getByText('Thanks for letting me back in')).toBeVisible();
  });
}

test('a send refused by a block the screen did not know of shows the notice at once, with the reason', async ({ browser, request }) => {
  const a = await member(request, 'block-late-a', 'Ari Quiet');
  const b = await member(request, 'block-late-b', 'Bo Late');
  expect((await request.post(`/api/follow/${b.id}`, { headers: auth(a) })).ok()).toBe(true);
  const started = await request.post('/api/chats', { headers: auth(a), data: { otherUserId: b.id } });
  const chatId = ((await started.json()) as { _id: string })._id;

  // B's page has no live channel (as if it were away when the block came): only the send tells.
  const pageB = await pageAs(browser, b, 375);
  await pageB.routeWebSocket(/\/ws/, (socket) => void socket.close({ code: 1011, reason: 'no live channel here' }));
  await pageB.goto(`/chat?chatId=${chatId}`);
  await expect(pageB.getByText('No messages yet')).toBeVisible();
  expect((await request.patch(`/api/chats/${chatId}/settings`, { headers: auth(a), data: { blocked: true } })).ok()).toBe(true);

  await pageB.getByRole('textbox', { name: /message/i }).fill('Are you there?');
  await pageB.getByRole('button', { name: 'Send message' }).click();
  await expect(pageB.getByRole('log').getByText('Not sent')).toBeVisible();
  await expect(pageB.locator('[data-sonner-toast]').getByText(NOT_ACCEPTING)).toBeVisible();
  await expect(pageB.getByRole('textbox', { name: /message/i })).toBeHidden();
  await expect(pageB.getByRole('main').getByText(NOT_ACCEPTING)).toBeVisible();
});
