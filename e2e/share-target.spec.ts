import { expect, test, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';
import { startProductPage } from './support/product-page';

// The installed app's share target (public/manifest.webmanifest): a GET or a POST to its action opens
// the new-desire form with the shared page imported, over the feed.

const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create New Desire' });

async function expectImported(page: Page, url: string) {
  const dialog = createDialog(page);
  await expect(page.getByText('Product details have been imported successfully.', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Import from URL' })).toHaveValue(url);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Instant film camera');
  await expect(dialog.getByRole('textbox', { name: 'Estimated cost' })).toHaveValue('$89.00');
  await expect(page).toHaveURL(/\/feed$/);
}

test('a GET to the share target opens the form with the page imported; Back closes it and stays on the feed', async ({ browser, request }) => {
  const shop = await startProductPage();
  const member = await createMember(request, 'sharer', 'Sam Sharer');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await signInWithToken(page, member.token);
    await page.goto(`/share-target?title=${encodeURIComponent('Look at this')}&text=${encodeURIComponent(`Found it: ${shop.url}`)}`);
    await expectImported(page, shop.url);
    await page.goBack();
    await expect(createDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/feed$/);

    // The form keeps what was shared as its draft, and creating it clears that.
    await page.getByRole('button', { name: 'Create New Desire' }).first().click();
    await expect(createDialog(page).getByRole('textbox', { name: 'Title' })).toHaveValue('Instant film camera');
    await createDialog(page).getByRole('button', { name: 'Create Desire' }).click();
    await expect(page.getByText('Your desire has been shared successfully.', { exact: true })).toBeVisible();
  } finally {
    await context.close();
    await shop.close();
  }
});

test('a POST to the share target (a form, as a Web Share Target may send it) opens the same prefilled form', async ({ browser, request }) => {
  const shop = await startProductPage();
  const member = await createMember(request, 'poster', 'Pat Poster');
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await signInWithToken(page, member.token);
    // A form on the app's own origin posts the fields, as the browser's share sheet does for a POST target.
    await page.goto('/feed');
    await page.evaluate((url) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/share-target';
      for (const [name, value] of Object.entries({ title: 'Camera', text: '', url })) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, shop.url);
    await expectImported(page, shop.url);
  } finally {
    await context.close();
    await shop.close();
  }
});

test('a visitor sharing a page signs in first, then gets the form with the page imported', async ({ browser }) => {
  const shop = await startProductPage();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`/share-target?url=${encodeURIComponent(shop.url)}`);
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('textbox', { name: 'Email' }).fill('leo@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('wishwell-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectImported(page, shop.url);
  } finally {
    await context.close();
    await shop.close();
  }
});
