import { type Page } from '@playwright/test';
import { callInPage, card, expect, idOf, MAYA, test, tokenOf } from './support';

/**
 * The ids, read from this page's backend with a token the app never sees: the app stays signed out.
 * Travel 2025 is Maya's shared category; the pasta class is a public desire in it.
 */
async function sharedIds(page: Page) {
  await page.goto('/auth');
  const token = await tokenOf(page, MAYA.email);
  const mayaId = await idOf(page, token);
  const categories = await callInPage<{ _id: string; name: string }[]>(page, '/api/categories', { token });
  const travel = categories.body.find((c) => c.name === 'Travel 2025')!;
  const desires = await callInPage<{ desires: { _id: string; title: string }[] }>(page, `/api/categories/${travel._id}/desires`, { token });
  const pasta = desires.body.desires.find((d) => d.title === 'Learn to make fresh pasta in Bologna')!;
  expect(travel && pasta).toBeTruthy();
  expect(await page.evaluate(() => window.localStorage.getItem('social_exp_token'))).toBeNull();
  return { mayaId, categoryId: travel._id, desireId: pasta._id };
}

test('a visitor opens a shared category read-only', async ({ page }) => {
  const { mayaId, categoryId } = await sharedIds(page);

  // Without the owner the link is invalid.
  await page.goto(`/shared/categories/${categoryId}`);
  await expect(page.getByRole('heading', { name: 'Invalid Share Link' })).toBeVisible();

  await page.goto(`/shared/categories/${categoryId}?user=${mayaId}`);
  await expect(page.getByText('Shared category • 2 desires')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Travel 2025' }).first()).toBeVisible();
  await expect(card(page, 'Learn to make fresh pasta in Bologna')).toBeVisible();
  await expect(card(page, 'See the northern lights')).toBeVisible();
  await expect(page.getByText('Read-only view - Log in to interact with desires')).toBeVisible();
  await expect(card(page, 'Learn to make fresh pasta in Bologna').getByRole('button', { name: 'Login required to react' }).first()).toBeVisible();
});

test('a visitor opens a shared desire and the desire page read-only', async ({ page }) => {
  const { mayaId, desireId } = await sharedIds(page);

  // The page's address as the route table has it, /shared/desires/{id}/{userId} (the call it makes
  // is GET /api/shared/desires/{id}?user={userId}).
  await page.goto(`/shared/desires/${desireId}/${mayaId}`);
  await expect(page.getByRole('heading', { name: 'Shared Desire' })).toBeVisible();
  await expect(page.getByText('View only - log in to interact')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Learn to make fresh pasta in Bologna' })).toBeVisible();
  await expect(page.getByText('Please log in to comment, react, and offer help with this desire.')).toBeVisible();
  await expect(page.getByText(MAYA.fullName).first()).toBeVisible();
  await page.goto(`/shared/desires/${desireId}`);
  await expect(page.getByRole('heading', { name: 'Invalid Share Link' })).toBeVisible();

  // The desire page: view only, its comment shown, and reacting asks for a sign-in.
  await page.goto(`/post/${desireId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn to make fresh pasta in Bologna' })).toBeVisible();
  await expect(page.getByText('View only.')).toBeVisible();
  await expect(page.getByText('Take me with you!')).toBeVisible();
  await page.getByRole('button', { name: 'Login required to react' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Sign in to Wishwell' })).toBeVisible();
});
