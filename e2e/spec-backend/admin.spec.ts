import { type Page } from '@playwright/test';
import { ADMIN, ARJUN, expect, LEO, MAYA, test } from './support';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Signs the seeded admin in at /admin/login, from a visit to the dashboard. */
async function signInAsAdmin(page: Page) {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('admin: sign in and the dashboard with the figures of the seed', async ({ page }) => {
  await signInAsAdmin(page);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Admin', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  // Five accounts, eleven desires, three comments, one completed fulfilment.
  await expect(region(page, 'Total Users').getByText('5', { exact: true })).toBeVisible();
  await expect(region(page, 'Total Desires').getByText('11', { exact: true })).toBeVisible();
  await expect(region(page, 'Total Comments').getByText('3', { exact: true })).toBeVisible();
  await expect(region(page, 'Fulfilled Desires').getByText('1', { exact: true })).toBeVisible();
  await expect(region(page, 'Recent Users').getByText(ARJUN.email, { exact: true })).toBeVisible();
  await expect(region(page, 'Recent Users').getByRole('link')).toHaveCount(5);
  await expect(region(page, 'Recent Desires').getByText('Learn to play the cello', { exact: true })).toBeVisible();
  await expect(region(page, 'Recent Desires').getByText('Arjun Patel', { exact: true })).toBeVisible();
});

test('admin: after signing in, the sidebar names the admin from the login answer', async ({ page }) => {
  await signInAsAdmin(page);
  // The login answer is {token, user}: the sidebar names them. (After a reload only
  // GET /api/admin/auth/me is left, which the spec gives _id and role alone: no name then.)
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText(ADMIN.fullName, { exact: true })).toBeVisible();
  await expect(sidebar.getByText(ADMIN.email, { exact: true })).toBeVisible();
});

test('admin: users without blocking, a user with statistics and desires, make admin and back', async ({ page }) => {
  await signInAsAdmin(page);

  // User Management: every account, none blocked, Block User disabled.
  await page.getByRole('complementary').getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByText('Showing 1 to 5 of 5 users', { exact: true })).toBeVisible();
  for (const member of [MAYA, LEO, ARJUN]) await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);
  await expect(page.getByText('Blocked', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Actions for ${LEO.fullName}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Make Admin' })).toBeEnabled();
  await expect(menu.getByRole('menuitem', { name: 'Block User' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Delete User' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Search narrows the list.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('leo');
  await expect(page.getByText('Showing 1 to 1 of 1 users (filtered results)', { exact: true })).toBeVisible();

  // Leo's details: statistics and recent desires (read from the spec's public stats and desires calls).
  const leoRow = page.getByRole('row').filter({ hasText: LEO.email });
  await leoRow.getByRole('cell', { name: LEO.email }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 2, name: LEO.fullName })).toBeVisible();
  await expect(page.getByText('Runner, reader, amateur cook.')).toBeVisible();
  const stats = region(page, 'User Statistics');
  await expect(stats).toBeVisible();
  await expect(stats).toContainText('Desires');
  await expect(stats).toContainText('Followers');
  const recent = region(page, 'Recent Desires');
  await expect(recent.getByText('A long weekend in Lisbon')).toBeVisible();
  await expect(recent.getByText('Tickets to the jazz festival')).toBeVisible();
  const actions = region(page, 'Admin Actions');
  await expect(actions.getByRole('button', { name: 'Block User' })).toBeDisabled();

  // Make admin, and back.
  // Role changes ask first, in a dialog named like the action.
  await actions.getByRole('button', { name: 'Make Admin' }).click();
  await page.getByRole('alertdialog', { name: 'Make Admin' }).getByRole('button', { name: 'Make Admin', exact: true }).click();
  await expect(page.getByText('Role updated', { exact: true }).first()).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Remove Admin' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Delete User' })).toBeDisabled();
  await actions.getByRole('button', { name: 'Remove Admin' }).click();
  await page.getByRole('alertdialog', { name: 'Remove Admin' }).getByRole('button', { name: 'Remove Admin', exact: true }).click();
  await expect(actions.getByRole('button', { name: 'Make Admin' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Delete User' })).toBeEnabled();

  await page.getByRole('link', { name: 'Back to Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: LEO.email }).getByText('User', { exact: true })).toBeVisible();
});
