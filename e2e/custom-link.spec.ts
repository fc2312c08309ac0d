import { expect, test } from '@playwright/test';
import { auth, memberWithId } from './support/members';
import { signInWithToken } from './support/helpers';

// Links by name: a member names a link to a public desire from its owner menu; a visitor opening
// {origin}/s/{slug} reads the shared page; a name no link has gets the app's 404.

test('a custom link made from the owner menu opens the shared desire, read-only, for a visitor; an unknown name is the 404 page', async ({ browser, request, baseURL }) => {
  const owner = await memberWithId(request, 'linker', 'Lina Linker');
  const title = `Kayak ${Date.now().toString(36).slice(-5)}`;
  const made = await request.post('/api/desires', { headers: auth(owner), data: { title, visibility: 'public' } });
  expect(made.status()).toBe(201);
  const desireId = ((await made.json()) as { _id: string })._id;
  const slug = `kayak-${Date.now().toString(36)}`;

  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await ownerContext.newPage();
    await signInWithToken(page, owner.token);
    await page.goto('/profile');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Desire options' }).click();
    await page.getByRole('menuitem', { name: 'Custom link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom link' });
    const name = dialog.getByRole('textbox', { name: 'Link name' });
    await name.fill(slug);
    await expect(dialog.getByText(`${baseURL}/s/${slug}`).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Your custom link is ready.')).toBeVisible();

    // A visitor, in a browser of their own, follows the link.
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/s/${slug}`);
    await expect(visitor).toHaveURL(new RegExp(`/shared/desires/${desireId}/${owner.id}$`));
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByText('Please log in to comment, react, and offer help with this desire.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Desire options' })).toHaveCount(0);
    await expect(visitor.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);

    // A name no link has: the app's own 404 page, with the status to match.
    const missing = await visitor.goto(`/s/${slug}-gone`);
    expect(missing?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  } finally {
    await ownerContext.close();
    await visitorContext.close();
  }
});
