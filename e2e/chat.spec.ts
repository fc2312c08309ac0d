import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsLightAndDark } from './support/axe';
import { auth, follow, memberPages, memberWithId as member } from './support/members';


const pageAs = memberPages();

/** The Messages entry with its badge: the sidebar's on a desktop, the bottom bar's on a phone. */
function messagesEntry(page: Page, width: number) {
  return width >= 1024 ? page.getByRole('link', { name: /^Messages/ }) : page.getByRole('navigation').getByRole('link', { name: /^Chat/ });
}

async function expectBadge(page: Page, width: number, count: number) {
  const entry = messagesEntry(page, width);
  if (count === 0) await expect(entry).not.toContainText(/\d/);
  else await expect(entry).toHaveAccessibleName(new RegExp(`, ${count} unread`));
}

for (const width of [1280, 375]) {
  const phone = width < 768;

  test(`A starts a chat from B's profile, B reads it live and answers, a stranger is refused, A deletes it (${width} px)`, async ({ browser, request }) => {
    const a = await member(request, 'chat-a', 'Ada Chatter');
    const b = await member(request, 'chat-b', 'Ben Replier');
    const stranger = await member(request, 'chat-c', 'Cy Stranger');
    await follow(request, a, b);

    // B waits on the feed: nothing unread yet.
    const pageB = await pageAs(browser, b, width);
    await pageB.goto('/feed');
    await expect(pageB.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
    await expectBadge(pageB, width, 0);

    // A opens B's profile and presses Message: the chat opens, empty.
    const pageA = await pageAs(browser, a, width);
    await pageA.goto(`/profile/${b.id}`);
    await pageA.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(pageA).toHaveURL(/\/chat\?chatId=[a-f0-9]{24}$/);
    await expect(pageA.getByText('No messages yet')).toBeVisible();
    if (phone) {
      // The thread takes the screen; the create button steps aside while a chat is open.
      await expect(pageA.getByRole('list', { name: 'Conversations' })).toBeHidden();
      await expect(pageA.getByRole('button', { name: 'Create new desire' })).toBeHidden();
    }

    const composerA = pageA.getByRole('textbox', { name: /message/i });
    await expect(pageA.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await composerA.fill('Hello Ben, shall we plan the kite day?');
    await pageA.getByRole('button', { name: 'Send message' }).click();
    const log = pageA.getByRole('log');
    await expect(log.getByText('Hello Ben, shall we plan the kite day?')).toBeVisible();
    await expect(composerA).toHaveValue('');

    // B's badge rises live; A's does not.
    await expectBadge(pageB, width, 1);
    await expectBadge(pageA, width, 0);

    // B opens Messages: the row shows A with the preview and the unread dot; opening it reads it.
    await messagesEntry(pageB, width).click();
    const rowInB = pageB.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(a.fullName) });
    await expect(rowInB).toContainText('Hello Ben, shall we plan the kite day?');
    await expect(rowInB).toHaveAccessibleName(/unread/i);
    await rowInB.click();
    await expect(pageB.getByRole('log').getByText('Hello Ben, shall we plan the kite day?')).toBeVisible();
    await expectBadge(pageB, width, 0);

    // B answers with Ctrl+Enter; it reaches A's open thread live.
    const composerB = pageB.getByRole('textbox', { name: /message/i });
    await composerB.fill('Yes! Saturday at the dunes.');
    await composerB.press('Control+Enter');
    await expect(pageB.getByRole('log').getByText('Yes! Saturday at the dunes.')).toBeVisible();
    await expect(log.getByText('Yes! Saturday at the dunes.')).toBeVisible();
    // A has the chat open: it is read at once and A's badge stays at 0.
    await expectBadge(pageA, width, 0);

    if (phone) {
      // Back to the list, and into the thread again.
      await pageA.getByRole('link', { name: 'Back to conversations' }).click();
      await expect(pageA).toHaveURL(/\/chat$/);
      const rowInA = pageA.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(b.fullName) });
      await expect(rowInA).toContainText('Yes! Saturday at the dunes.');
      await rowInA.click();
      await expect(log.getByText('Yes! Saturday at the dunes.')).toBeVisible();
    }

    // A stranger who neither follows A nor is followed cannot start a chat with A: Message is
    // disabled on A's profile, with the reason; following A opens it up.
    const pageC = await pageAs(browser, stranger, width);
    await pageC.goto(`/profile/${a.id}`);
    const main = pageC.getByRole('main');
    await expect(main.getByRole('button', { name: 'Message', exact: true })).toBeDisabled();
    await expect(main.getByText('You can only chat with your followers or members you follow.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
    await main.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(main.getByRole('link', { name: 'Message', exact: true })).toBeVisible();
    await expect(main.getByText('You can only chat with your followers or members you follow.')).toHaveCount(0);

    // A deletes the chat: confirmation, toast, and the list no longer holds it.
    await pageA.getByRole('button', { name: 'Chat options' }).click();
    await pageA.getByRole('menuitem', { name: /Delete chat/ }).click();
    const confirm = pageA.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this conversation? This action cannot be undone and all messages will be permanently deleted.',
    );
    await confirm.getByRole('button', { name: /Delete/ }).click();
    await expect(pageA.getByText('The conversation has been deleted successfully.', { exact: true })).toBeVisible();
    await expect(pageA).toHaveURL(/\/chat$/);
    await expect(pageA.getByText('No conversations yet')).toBeVisible();
    // B had the thread open: it goes live, messages and all, with a word of who deleted it, and no error.
    await expect(pageB.getByText(`${a.fullName} deleted this conversation.`, { exact: true })).toBeVisible();
    await expect(pageB.getByRole('log')).toBeHidden();
    await expect(pageB.getByText('No conversations yet')).toBeVisible();
    await expect(pageB.getByText('Chat not found or you do not have access to this conversation.')).toBeHidden();
    // Nothing of it is left to read, after a reload too.
    await pageB.reload();
    await expect(pageB.getByText('No conversations yet')).toBeVisible();
    await expect(pageB.getByText('Yes! Saturday at the dunes.')).toBeHidden();
  });
}

test(`axe finds nothing on /chat, a thread and the Start New Chat dialog (light and dark)`, async ({ browser, request }) => {
  const a = await member(request, 'chat-a11y-a', 'Ari Access');
  const b = await member(request, 'chat-a11y-b', 'Bea Access');
  await follow(request, b, a);
  const created = await request.post('/api/chats', { headers: auth(a), data: { otherUserId: b.id } });
  const chat = (await created.json()) as { _id: string };
  await request.post(`/api/chats/${chat._id}/messages`, { headers: auth(b), data: { content: 'Hi Ari 👋' } });

  for (const width of [1280, 375]) {
    const page = await pageAs(browser, a, width);
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(b.fullName) })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, `/chat (${width} px)`);

    await page.goto(`/chat?chatId=${chat._id}`);
    await expect(page.getByRole('log').getByText('Hi Ari 👋')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, `a thread (${width} px)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    if (width < 768) await page.getByRole('link', { name: 'Back to conversations' }).click();
    await page.getByRole('button', { name: 'Start New Chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start New Chat' });
    await expect(dialog.getByText('Mutual').or(dialog.getByText('Follower')).first()).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, `Start New Chat (${width} px)`);
  }
});

test('axe finds nothing on a profile whose Message is off, with its reason (light and dark)', async ({ browser, request }) => {
  const a = await member(request, 'chat-a11y-off-a', 'Alma Apart');
  const b = await member(request, 'chat-a11y-off-b', 'Bruno Apart');
  for (const width of [1280, 375]) {
    const page = await pageAs(browser, a, width);
    await page.goto(`/profile/${b.id}`);
    await expect(page.getByRole('main').getByRole('button', { name: 'Message', exact: true })).toBeDisabled();
    await expect(page.getByText('You can only chat with your followers or members you follow.')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, `a profile with Message off (${width} px)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
