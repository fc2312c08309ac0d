import { type Page } from '@playwright/test';
import { expect, MAYA, signIn, test } from './support';

/** Does `change` and waits for the PUT /api/user/settings it sends (settings are saved at once, spec 4). */
async function saves(page: Page, change: () => Promise<unknown>) {
  const put = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/user/settings');
  await change();
  expect((await put).status()).toBe(200);
}

test('settings: switches and the default visibility save at once and hold after a reload; Log Out', async ({ page }) => {
  await signIn(page, MAYA.email, '/settings');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(MAYA.email);

  const comments = page.getByRole('switch', { name: 'Comments' });
  await expect(comments).toBeChecked();
  await saves(page, () => comments.click());
  // A toast says so (the next one replaces it).
  await expect(page.getByText('Settings saved', { exact: true }).first()).toBeVisible();
  await expect(comments).not.toBeChecked();

  const activity = page.getByRole('switch', { name: 'Show My Activity' });
  await saves(page, () => activity.click());
  await expect(activity).not.toBeChecked();
  const visibility = page.getByRole('combobox', { name: 'Default visibility' });
  await saves(page, () => visibility.selectOption('followers'));
  await expect(visibility).toHaveValue('followers');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Comments' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show My Activity' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Reactions' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'New followers' })).toBeChecked();
  await expect(visibility).toHaveValue('followers');

  // Log Out from the danger zone.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
