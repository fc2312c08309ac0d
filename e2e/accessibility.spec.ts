import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createMember, signInWithToken } from './support/helpers';

// axe is injected into the page, which the app's content security policy forbids: bypass it here only.
test.use({ bypassCSP: true });

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`axe finds nothing: sign-in, dialog and admin sign-in (${colorScheme}, ${width} px)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });

      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Welcome to Wishwell' })).toBeVisible();
      await expectNoAxeViolations(page, '/auth email step');
      await page.getByRole('textbox', { name: 'Email' }).fill('someone-new@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Full name is required')).toBeVisible();
      await expectNoAxeViolations(page, '/auth signup step with errors');

      await page.goto('/auth-modal');
      await expect(page.getByRole('dialog', { name: 'Sign in to Wishwell' })).toBeVisible();
      await expectNoAxeViolations(page, '/auth-modal');

      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Invalid email')).toBeVisible();
      await expectNoAxeViolations(page, '/admin/login with errors');
    });

    test(`axe finds nothing: the member shell and its screens (${colorScheme}, ${width} px)`, async ({ page, request }) => {
      const member = await createMember(request, `a11y-${colorScheme}`);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await signInWithToken(page, member.token);

      for (const [path, heading] of [
        ['/feed', 'Home Feed'],
        ['/profile', 'Profile'],
        ['/profile/edit', 'Edit Profile'],
        ['/notifications', 'Notifications'],
        ['/settings', 'Settings'],
        ['/search?q=example', 'Search Users'],
        ['/upload-test', 'Upload Test'],
        ['/nowhere', '404 Page Not Found'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expectNoAxeViolations(page, path);
      }

      if (width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await expectNoAxeViolations(page, 'side menu');
      } else {
        await page.getByRole('button', { name: /account menu/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoAxeViolations(page, 'user menu');
      }
    });
  }
}
