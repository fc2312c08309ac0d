import { expect, test } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';

test.describe('the shell shows the navigation of the screen size', () => {
  test('375 px: header, bottom bar and side menu; no sidebar', async ({ page, request }, testInfo) => {
    const member = await createMember(request, 'phone');
    await page.setViewportSize({ width: 375, height: 740 });
    await signInWithToken(page, member.token);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();

    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search users' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    const bottomBar = page.getByRole('navigation', { name: 'Main' }).filter({ hasText: 'Categories' });
    for (const name of ['Home', 'Categories', 'Notifications', 'Chat']) await expect(bottomBar.getByRole('link', { name })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('shell-375.png') });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText(member.fullName)).toBeVisible();
    await expect(menu.getByText(`@${member.email.split('@')[0]}`)).toBeVisible();
    for (const name of ['Home Feed', 'Following', 'Trending', 'Categories', 'Notifications', 'Messages', 'Search Users', 'Profile', 'Logout']) {
      await expect(menu.getByText(name, { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: testInfo.outputPath('side-menu-375.png') });
    await testInfo.attach('shell-375', { path: testInfo.outputPath('shell-375.png'), contentType: 'image/png' });
    await testInfo.attach('side-menu-375', { path: testInfo.outputPath('side-menu-375.png'), contentType: 'image/png' });

    await menu.getByText('Trending', { exact: true }).click();
    await expect(page).toHaveURL(/\/trending$/);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  test('1280 px: sidebar with the feed tabs and the user menu; no header or bottom bar', async ({ page, request }, testInfo) => {
    const member = await createMember(request, 'desk');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithToken(page, member.token);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible();
    for (const name of ['Home', 'Public', 'Following', 'Trending', 'Desire Category', 'Notifications', 'Messages', 'Search Users']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByText(member.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Chat' })).toBeHidden();
    await expect(page.getByPlaceholder('Search for users on the platform...')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('shell-1280.png') });
    await testInfo.attach('shell-1280', { path: testInfo.outputPath('shell-1280.png'), contentType: 'image/png' });

    await sidebar.getByRole('link', { name: 'Following', exact: true }).click();
    await expect(page).toHaveURL(/\/following$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();
    await page.getByRole('button', { name: /Notifications menu \(Live\)/ }).click();
    await expect(page.getByRole('menu').getByText('Live', { exact: true })).toBeVisible();
    for (const name of ['Home', 'Notifications', 'Settings']) await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /account menu/ }).click();
    for (const name of ['View Profile', 'Logout']) await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  });
});
