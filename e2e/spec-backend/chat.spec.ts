import { expect, LEO, MAYA, signIn, SOFIA, test } from './support';

test('chat: the list, a thread, a sent message, the menu without Mute or Block, a new chat and a deleted one', async ({ page }) => {
  await signIn(page, MAYA.email, '/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const conversations = page.getByRole('list', { name: 'Conversations' });
  // Newest activity first, each with its last message and the unread dot.
  const leo = conversations.getByRole('button', { name: new RegExp(`^${LEO.fullName}`) });
  const sofia = conversations.getByRole('button', { name: new RegExp(`^${SOFIA.fullName}`) });
  await expect(conversations.getByRole('button')).toHaveCount(2);
  await expect(conversations.getByRole('button').first()).toHaveAccessibleName(new RegExp(`^${LEO.fullName}`));
  await expect(leo).toContainText('You are the best. Friday or Saturday?');
  await expect(leo).toHaveAccessibleName(/, unread$/);
  await expect(sofia).toContainText('Yesterday');
  await expect(page.getByText('Choose a conversation')).toBeVisible();

  // Open it: the thread, read at once.
  await leo.click();
  await expect(page).toHaveURL(/\/chat\?chatId=[a-f0-9]{24}$/);
  const log = page.getByRole('log');
  await expect(log.getByText('Did you see the jazz festival line-up?')).toBeVisible();
  await expect(log.getByText('Yes! I offered to get the tickets 🎷')).toBeVisible();
  await expect(log.getByText('You are the best. Friday or Saturday?')).toBeVisible();
  await expect(leo).not.toHaveAccessibleName(/unread/);
  await expect(page.getByRole('link', { name: /^Messages , 1 unread message/ })).toBeVisible();

  // Send: it appears, the composer empties, the list row follows.
  const composer = page.getByRole('textbox', { name: /message/i });
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await composer.fill('Saturday! I will bring snacks.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(log.getByText('Saturday! I will bring snacks.')).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(leo).toContainText('Saturday! I will bring snacks.');
  await composer.fill('And a blanket.');
  const sent = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/chats\/[a-f0-9]{24}\/messages$/.test(response.url()));
  await composer.press('Control+Enter');
  await expect(log.getByText('And a blanket.')).toBeVisible();
  expect((await sent).status()).toBe(201);

  // The menu: Delete chat only (the spec has no chat settings).
  await page.getByRole('button', { name: 'Chat options' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Delete chat/ })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveCount(1);
  await expect(menu.getByText(/Mute|Unmute|Block|Unblock/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Kept by the backend: a reload shows the thread with the sent messages.
  await page.reload();
  await expect(log.getByText('And a blanket.')).toBeVisible();

  // A new chat with a follower (Arjun follows Maya).
  await page.getByRole('button', { name: 'Start New Chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Chat' });
  await expect(dialog.getByText('Choose someone from your followers and following to start a conversation')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Search your connections/ }).or(dialog.getByRole('searchbox')).first().fill('arj');
  await dialog.getByRole('button', { name: /Arjun Patel/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No messages yet')).toBeVisible();
  const arjun = conversations.getByRole('button', { name: /^Arjun Patel/ });
  await expect(conversations.getByRole('button').first()).toHaveAccessibleName(/^Arjun Patel/);
  await composer.fill('Hi Arjun, how are the cello lessons?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(log.getByText('Hi Arjun, how are the cello lessons?')).toBeVisible();
  await expect(arjun).toContainText('Hi Arjun, how are the cello lessons?');

  // Delete the Sofia chat: confirmation, toast, gone.
  await sofia.click();
  await expect(log.getByText('Those pasta photos are going to be amazing.')).toBeVisible();
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('menuitem', { name: /Delete chat/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this conversation? This action cannot be undone and all messages will be permanently deleted.');
  await confirm.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('The conversation has been deleted successfully.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(sofia).toHaveCount(0);
  await expect(conversations.getByRole('button')).toHaveCount(2);
});
