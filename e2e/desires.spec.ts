import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';
import { startProductPage } from './support/product-page';

async function pageAs(browser: Browser, token: string | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (token) await signInWithToken(page, token);
  return page;
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('a desire from URL import to fulfilled, seen by another member, a visitor, and kept private when private', async ({ browser, request }) => {
  const shop = await startProductPage();
  const a = await createMember(request, 'owner', 'Ava Owner');
  const b = await createMember(request, 'helper', 'Ben Helper');
  try {
    // A imports a product page into a new desire, with its cover image.
    const pageA = await pageAs(browser, a.token);
    await pageA.goto('/feed');
    await pageA.getByRole('button', { name: 'Create New Desire' }).first().click();
    const dialog = pageA.getByRole('dialog', { name: 'Create New Desire' });
    await dialog.getByRole('textbox', { name: 'Import from URL' }).fill(shop.url);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(pageA.getByText('Product details have been imported successfully.', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Instant film camera');
    await expect(dialog.getByRole('textbox', { name: 'Estimated cost' })).toHaveValue('$89.00');
    await expect(dialog.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Thing' }).click();
    await dialog.getByRole('button', { name: 'Create Desire' }).click();
    await expect(pageA.getByText('Your desire has been shared successfully.', { exact: true })).toBeVisible();
    const aCard = card(pageA, 'Instant film camera');
    await expect(aCard).toBeVisible();
    await expect(aCard.locator('img[src^="/uploads/"]')).toBeVisible();
    const link = await aCard.getByRole('link', { name: 'Instant film camera' }).getAttribute('href');
    expect(link).toMatch(/^\/post\/[a-f0-9]{24}$/);

    // B finds it in Public, reacts, comments, and offers to fulfil anonymously.
    const pageB = await pageAs(browser, b.token);
    await pageB.goto('/feed');
    const bCard = card(pageB, 'Instant film camera');
    await expect(bCard).toBeVisible();
    await bCard.getByRole('button', { name: 'heart' }).click();
    await expect(bCard.getByRole('button', { name: 'heart, 1' })).toHaveAttribute('aria-pressed', 'true');
    await bCard.getByRole('button', { name: '0 comments' }).click();
    await bCard.getByRole('textbox', { name: 'Add a comment' }).fill('I know a shop that has it!');
    await bCard.getByRole('button', { name: 'Post' }).click();
    await expect(bCard.getByText('I know a shop that has it!')).toBeVisible();
    await bCard.getByRole('button', { name: 'Fulfill Desire' }).click();
    const offer = pageB.getByRole('dialog', { name: 'Fulfill Desire' });
    await offer.getByRole('textbox', { name: /Message/ }).fill('Leave it to me.');
    await offer.getByRole('switch', { name: 'Fulfill anonymously' }).click();
    await offer.getByRole('button', { name: 'Offer to Fulfill' }).click();
    await expect(pageB.getByText('Fulfillment Started!', { exact: true })).toBeVisible();
    await expect(bCard.getByText('You (anonymously)')).toBeVisible();

    // A sees an anonymous offer (no name, no link) and marks the desire fulfilled.
    await pageA.reload();
    await expect(aCard.getByText('In Progress')).toBeVisible();
    await expect(aCard.getByText('Anonymous User')).toBeVisible();
    await expect(aCard.getByText('Ben Helper')).toHaveCount(0);
    await expect(aCard.getByRole('button', { name: 'heart, 1' })).toBeVisible();
    await aCard.getByRole('button', { name: 'Mark as Fulfilled' }).click();
    await expect(pageA.getByText('Desire Completed!', { exact: true })).toBeVisible();
    await expect(aCard.getByText('Fulfilled', { exact: true })).toBeVisible();

    // A visitor opens the shared link: read-only.
    const visitor = await pageAs(browser, null);
    await visitor.goto(link!);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Instant film camera' })).toBeVisible();
    await expect(visitor.getByText('View only.')).toBeVisible();
    await expect(visitor.getByText('Anonymous User')).toBeVisible();
    await expect(visitor.getByText('Ben Helper', { exact: true })).toHaveCount(1); // the commenter, never the fulfiller
    await expect(visitor.getByText('I know a shop that has it!')).toBeVisible();
    await visitor.getByRole('button', { name: 'Login required to react' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Sign in to Wishwell' })).toBeVisible();

    // A's private desire: absent for B and the visitor; its link says "Desire Not Found".
    const created = await request.post('/api/desires', {
      headers: { authorization: `Bearer ${a.token}` },
      data: { title: 'A private little wish', visibility: 'private' },
    });
    expect(created.status()).toBe(201);
    const privateId = ((await created.json()) as { _id: string })._id;
    await pageB.reload();
    await expect(card(pageB, 'Instant film camera')).toBeVisible();
    await expect(card(pageB, 'A private little wish')).toHaveCount(0);
    await pageB.goto(`/post/${privateId}`);
    await expect(pageB.getByRole('heading', { name: 'Desire Not Found' })).toBeVisible();
    await visitor.goto(`/post/${privateId}`);
    await expect(visitor.getByRole('heading', { name: 'Desire Not Found' })).toBeVisible();
    await pageA.goto(`/post/${privateId}`);
    await expect(pageA.getByRole('heading', { level: 1, name: 'A private little wish' })).toBeVisible();
  } finally {
    await shop.close();
  }
});
