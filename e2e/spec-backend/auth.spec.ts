import { MAYA, PASSWORD, card, expect, test } from './support';

test('a seeded member signs in (the login answers only {token}), sees the feed, and signs out', async ({ page }) => {
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(MAYA.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Maya!' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();

  // The app read the member from GET /api/auth/me: the sidebar names them.
  await expect(page).toHaveURL(/\/feed$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${MAYA.fullName} ${MAYA.email} , account menu` })).toBeVisible();

  // The feed shows the community's public desires, newest first.
  await expect(page.getByText('11 desires shared by the community.')).toBeVisible();
  const cello = card(page, 'Learn to play the cello');
  await expect(cello).toBeVisible();
  await expect(cello.getByRole('link', { name: 'Arjun Patel' })).toBeVisible();
  await expect(card(page, 'A long weekend in Lisbon')).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Learn to play the cello');

  // Signing out forgets the token and returns to /auth.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => window.localStorage.getItem('social_exp_token'))).toBeNull();
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/auth$/);
});
