import { expect, test } from '@playwright/test';
import { createMember, mailedCode, onePixelPng, passwordField, uniqueEmail } from './support/helpers';

test('a visitor opening /feed lands on /auth', async ({ page }) => {
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Wishwell' })).toBeVisible();
});

test('a newcomer signs up with the mailed code, adds a photo, lands on /feed, logs out and logs in again', async ({ page, request }) => {
  const email = uniqueEmail('newcomer');
  const password = 'my first password';
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Nova Newcomer');
  await passwordField(page, 'Password').fill(password);
  await passwordField(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Verification code sent!', { exact: true })).toBeVisible();
  await expect(page.getByText(/Resend in \d+s/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await mailedCode(request, email));

  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByRole('img', { name: 'Chosen for your profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Wishwell, Nova!' })).toBeVisible();

  await expect(page).toHaveURL(/\/feed$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  // the uploaded photo is the member's avatar now
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).locator('img[src^="/uploads/"]')).toBeVisible();

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => window.localStorage.getItem('social_exp_token'))).toBeNull();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Nova!' })).toBeVisible();
  await passwordField(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/feed$/, { timeout: 5000 });
});

test('forgot password sets a new one and the old one stops working', async ({ page, request }) => {
  const member = await createMember(request, 'forgetful');
  const newPassword = 'a fresh new password';
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();

  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const sentAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your reset code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await mailedCode(request, member.email, sentAt));

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await passwordField(page, 'New password').fill(newPassword);
  await passwordField(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Wishwell' })).toBeVisible();

  // the old password no longer opens the account
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await passwordField(page, 'Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The password you entered is incorrect. Please try again or reset your password.', { exact: true })).toBeVisible();
  // the new one does
  await passwordField(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/feed$/, { timeout: 5000 });

  // and the session from before the reset is over
  const old = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
  expect(old.status()).toBe(401);
});

test('an admin signs in at /admin/login; a member is kept out of the admin area', async ({ page, browser, request }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill('e2e-admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('e2e admin password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const member = await createMember(request, 'curious');
  const context = await browser.newContext();
  await context.addInitScript((token) => window.localStorage.setItem('social_exp_token', token), member.token);
  const memberPage = await context.newPage();
  await memberPage.goto('/admin/users');
  await expect(memberPage).toHaveURL(/\/feed$/);
  await context.close();
});
