import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsLightAndDark } from './support/axe';
import { createMember, signInWithToken } from './support/helpers';

// axe is injected into the page, which the app's content security policy forbids: bypass it here only.
test.use({ bypassCSP: true });

// Each screen is loaded once and checked in light and then in dark.
for (const width of [375, 1280]) {
  test(`axe finds nothing: sign-in, dialog and admin sign-in (light and dark, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });

    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome to Wishwell' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/auth email step');
    await page.getByRole('textbox', { name: 'Email' }).fill('someone-new@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/auth signup step with errors');

    await page.goto('/auth-modal');
    await expect(page.getByRole('dialog', { name: 'Sign in to Wishwell' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/auth-modal');

    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/admin/login with errors');
  });

  test(`axe finds nothing: the member shell and its screens (light and dark, ${width} px)`, async ({ page, request }) => {
    const member = await createMember(request, `a11y-${width}`);
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
      await expectNoAxeViolationsLightAndDark(page, path);
    }

    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, 'side menu');
    } else {
      await page.getByRole('button', { name: /account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, 'user menu');
    }
  });

  test(`axe finds nothing: categories, sharing and the shared pages (light and dark, ${width} px)`, async ({ browser, request }) => {
    const owner = await createMember(request, `a11y-cat-${width}`, 'Cleo Categories');
    const headers = { authorization: `Bearer ${owner.token}` };
    const made = await request.post('/api/categories', { headers, data: { name: 'Weekend plans', description: 'Small joys', icon: '🎉', color: '#ec4899', visibility: 'shared' } });
    expect(made.status()).toBe(201);
    const category = (await made.json()) as { _id: string; userId: string };
    const desire = await request.post('/api/desires', { headers, data: { title: 'Picnic by the lake', visibility: 'public', categories: ['Weekend plans'] } });
    const desireId = ((await desire.json()) as { _id: string })._id;

    const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await signInWithToken(page, owner.token);
    const visitorContext = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
    const visitor = await visitorContext.newPage();

    await page.goto('/categories');
    await expect(page.getByRole('heading', { name: 'Desire Categories' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Weekend plans/ })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/categories');
    await page.goto(`/categories/${category._id}`);
    await expect(page.getByRole('heading', { name: 'Picnic by the lake' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/categories/{id}');
    if (width < 768) {
      await page.getByRole('button', { name: 'Category actions' }).click();
      await expect(page.getByRole('dialog', { name: 'Category Actions' })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, 'Category Actions sheet');
      await page.getByRole('button', { name: 'Share Category' }).click();
    } else {
      await page.getByRole('group', { name: 'Category actions' }).getByRole('button', { name: 'Share', exact: true }).click();
    }
    await expect(page.getByRole('dialog', { name: 'Share Category' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, 'Share Category dialog');

    await visitor.goto(`/shared/categories/${category._id}?user=${category.userId}`);
    // By role: the server's first paint shows the same words, hidden from assistive technology, before the screen is up.
    await expect(visitor.getByRole('heading', { name: 'Weekend plans', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Picnic by the lake' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(visitor, '/shared/categories/{id}');
    await visitor.goto(`/shared/desires/${desireId}/${category.userId}`);
    await expect(visitor.getByRole('heading', { name: 'Picnic by the lake' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(visitor, '/shared/desires/{id}/{userId}');
    await visitor.goto(`/shared/categories/${category._id}`);
    await expect(visitor.getByRole('heading', { name: 'Invalid Share Link' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(visitor, 'Invalid Share Link');
    await context.close();
    await visitorContext.close();
  });
}
