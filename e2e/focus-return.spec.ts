import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth, memberPages, memberWithId as member } from './support/members';

// Closing a dialog with Escape or its Cancel button gives focus back to what opened it, so the next
// Tab goes on from there instead of from the top of the page.


const pageAs = memberPages();

interface Round {
  /** What opens the dialog (clicked), and what focus must come back to. */
  opener: Locator;
  /** Its accessible name: what a screen reader says when focus is back. */
  openerName: string;
  /** Steps before the opener's click opens the dialog (a menu item, a sheet's action), if any. */
  choose?: (page: Page) => Promise<void>;
  dialog: (page: Page) => Locator;
  /** The dialog's own button that dismisses it (Cancel, Close), when it has one. */
  cancel?: string;
}

/** Opens the dialog, closes it with Escape and then with its Cancel button; each time focus is back on the opener. */
async function expectFocusReturns(page: Page, round: Round) {
  const ways = ['Escape', ...(round.cancel ? [round.cancel] : [])];
  for (const way of ways) {
    await round.opener.click();
    await round.choose?.(page);
    const dialog = round.dialog(page);
    await expect(dialog).toBeVisible();
    // Focus is inside the dialog before it closes: the return is the dialog's doing, not a leftover.
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    if (way === 'Escape') await page.keyboard.press('Escape');
    // The footer's button comes before the corner's "Close" in the dialog.
    else await dialog.getByRole('button', { name: way, exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(':focus'), `${round.openerName} after ${way}`).toHaveAccessibleName(round.openerName);
    await expect(round.opener).toBeFocused();
  }
}

const dialogNamed = (name: string) => (page: Page) => page.getByRole('dialog', { name });
const alertNamed = (name: string) => (page: Page) => page.getByRole('alertdialog', { name });
const menuItem = (name: string) => (page: Page) => page.getByRole('menuitem', { name }).click();

for (const width of [1280, 375]) {
  const phone = width < 768;

  test(`chat: Start New Chat and Delete chat give focus back to their buttons (${width} px)`, async ({ browser, request }) => {
    const a = await member(request, 'focus-chat-a', 'Fay Focus');
    const b = await member(request, 'focus-chat-b', 'Gus Focus');
    expect((await request.post(`/api/follow/${a.id}`, { headers: auth(b) })).ok()).toBe(true);
    const created = await request.post('/api/chats', { headers: auth(a), data: { otherUserId: b.id } });
    const chat = (await created.json()) as { _id: string };

    const page = await pageAs(browser, a, width);
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expectFocusReturns(page, {
      opener: page.getByRole('button', { name: 'Start New Chat' }),
      openerName: 'Start New Chat',
      dialog: dialogNamed('Start New Chat'),
      // The modal has a corner Close button; the phone's bottom sheet closes by Escape or a swipe.
      cancel: phone ? undefined : 'Close',
    });

    await page.goto(`/chat?chatId=${chat._id}`);
    await expect(page.getByRole('heading', { name: b.fullName })).toBeVisible();
    await expectFocusReturns(page, {
      opener: page.getByRole('button', { name: 'Chat options' }),
      openerName: 'Chat options',
      choose: menuItem('Delete chat'),
      dialog: alertNamed('Delete chat'),
      cancel: 'Cancel',
    });
    // Cancel kept the chat.
    await expect(page.getByRole('heading', { name: b.fullName })).toBeVisible();
  });

  test(`categories: create, share, edit, delete and add desire give focus back to their buttons (${width} px)`, async ({ browser, request }) => {
    const owner = await member(request, 'focus-cat', 'Cal Focus');
    const made = await request.post('/api/categories', {
      headers: auth(owner),
      data: { name: 'Garden ideas', description: 'Green things', icon: '🌱', color: '#22c55e', visibility: 'shared' },
    });
    expect(made.status()).toBe(201);
    const category = (await made.json()) as { _id: string };

    const page = await pageAs(browser, owner, width);
    await page.goto('/categories');
    await expect(page.getByRole('heading', { name: /^Garden ideas/ })).toBeVisible();

    await expectFocusReturns(page, {
      opener: page.getByRole('button', { name: 'Create Category', exact: true }),
      openerName: 'Create Category',
      dialog: dialogNamed('Create Category'),
      cancel: 'Cancel',
    });

    // The card's menu: the dialog opens from a menu item, which goes with the menu; focus goes to the menu's button.
    const cardMenu = page.getByRole('button', { name: 'Actions for Garden ideas' });
    const viaCardMenu = { opener: cardMenu, openerName: 'Actions for Garden ideas' };
    await expectFocusReturns(page, { ...viaCardMenu, choose: menuItem('Share'), dialog: dialogNamed('Share Category'), cancel: 'Close' });
    await expectFocusReturns(page, { ...viaCardMenu, choose: menuItem('Edit'), dialog: dialogNamed('Edit Category'), cancel: 'Cancel' });
    await expectFocusReturns(page, { ...viaCardMenu, choose: menuItem('Delete'), dialog: alertNamed('Delete category?'), cancel: 'Cancel' });

    // The category's own page: buttons from 768 px, the "Category Actions" sheet below.
    await page.goto(`/categories/${category._id}`);
    await expect(page.getByRole('heading', { name: 'Garden ideas', level: 1 })).toBeVisible();
    if (phone) {
      const sheetButton = page.getByRole('button', { name: 'Category actions' });
      // The sheet closes as the chosen dialog opens: focus goes back to the button that opened the sheet.
      const viaSheet = (action: string) => ({
        opener: sheetButton,
        openerName: 'Category actions',
        choose: (p: Page) => p.getByRole('dialog', { name: 'Category Actions' }).getByRole('button', { name: action }).click(),
      });
      await expectFocusReturns(page, { opener: sheetButton, openerName: 'Category actions', dialog: dialogNamed('Category Actions') });
      await expectFocusReturns(page, { ...viaSheet('Share Category'), dialog: dialogNamed('Share Category'), cancel: 'Close' });
      await expectFocusReturns(page, { ...viaSheet('Edit Category'), dialog: dialogNamed('Edit Category'), cancel: 'Cancel' });
      await expectFocusReturns(page, { ...viaSheet('Delete Category'), dialog: alertNamed('Delete category?'), cancel: 'Cancel' });
    } else {
      const button = (name: string) => ({ opener: page.getByRole('button', { name, exact: true }), openerName: name });
      await expectFocusReturns(page, { ...button('Share'), dialog: dialogNamed('Share Category'), cancel: 'Close' });
      await expectFocusReturns(page, { ...button('Edit'), dialog: dialogNamed('Edit Category'), cancel: 'Cancel' });
      await expectFocusReturns(page, { ...button('Delete'), dialog: alertNamed('Delete category?'), cancel: 'Cancel' });
    }
    await expectFocusReturns(page, {
      opener: page.getByRole('button', { name: 'Add Desire', exact: true }),
      openerName: 'Add Desire',
      dialog: dialogNamed('Create New Desire'),
      cancel: 'Cancel',
    });
    // Nothing was deleted by the way.
    await expect(page.getByRole('heading', { name: 'Garden ideas', level: 1 })).toBeVisible();
  });

  test(`the create button of the ${phone ? 'bottom bar' : 'sidebar'} gets focus back from Create New Desire (${width} px)`, async ({ browser, request }) => {
    const who = await member(request, 'focus-desire', 'Dee Focus');
    const page = await pageAs(browser, who, width);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
    const opener = phone
      ? page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create new desire', exact: true })
      : page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Create New Desire', exact: true });
    await expectFocusReturns(page, { opener, openerName: phone ? 'Create new desire' : 'Create New Desire', dialog: dialogNamed('Create New Desire'), cancel: 'Cancel' });

    // The next Tab goes on from the button, not from "Skip to content" at the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveAccessibleName('Skip to content');
  });
}

test('a confirmed delete takes its opener away: focus goes to the main region, not to the top of the page', async ({ browser, request }) => {
  const owner = await member(request, 'focus-gone', 'Gil Focus');
  const made = await request.post('/api/categories', { headers: auth(owner), data: { name: 'Short-lived', visibility: 'private' } });
  expect(made.status()).toBe(201);
  const page = await pageAs(browser, owner, 1280);
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Actions for Short-lived' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete category?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Short-lived/ })).toBeHidden();
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAccessibleName('Skip to content');
});
