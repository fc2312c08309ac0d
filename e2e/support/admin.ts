import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { passwordField } from './helpers';

/** Makes an admin account with the operators' command, on the data folder the server will read. */
export function createAdminWithCommand(env: NodeJS.ProcessEnv, email: string, password: string) {
  const run = spawnSync('npm', ['run', 'create-admin', '--', '--email', email, '--password', password], { env, encoding: 'utf8' });
  expect(run.status, `npm run create-admin:\n${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain(`Created admin ${email}`);
}

/** Signs in at /admin/login and waits for the dashboard. */
export async function signInAsAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A member's sign-in at /auth, from the email step up to pressing Sign in. */
export async function submitMemberSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await passwordField(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export { expectNoSidewaysScroll } from './layout';
