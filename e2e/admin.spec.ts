import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createAdminWithCommand, expectNoSidewaysScroll, signInAsAdmin, submitMemberSignIn } from './support/admin';
import { expectNoAxeViolationsLightAndDark } from './support/axe';
import { ADMIN, createMember, signInWithToken } from './support/helpers';
import { ownServer } from './support/own-server';

type Member = Awaited<ReturnType<typeof createMember>>;

async function createPublicDesire(request: APIRequestContext, member: Member, title: string): Promise<string> {
  const res = await request.post('/api/desires', { headers: { authorization: `Bearer ${member.token}` }, data: { title, visibility: 'public' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

async function newPage(browser: Browser, width: number, baseURL?: string): Promise<Page> {
  // Without a base address of its own, the run's server (the config's baseURL) serves the page.
  const context = await browser.newContext({ viewport: { width, height: 860 }, ...(baseURL ? { baseURL } : {}) });
  return context.newPage();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const footer = (page: Page, text: string) => page.getByText(text, { exact: true });

async function openUserActions(page: Page, fullName: string) {
  await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
  return page.getByRole('menu');
}

/** Role changes, Block and Unblock ask first, in a dialog named like the action, with a button of the same name. */
async function confirmAction(page: Page, action: 'Make Admin' | 'Remove Admin' | 'Block User' | 'Unblock User') {
  await page.getByRole('alertdialog', { name: action }).getByRole('button', { name: action, exact: true }).click();
}

async function searchUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
}

test('an admin made by create-admin reads the figures, changes a role, blocks, unblocks and deletes members (1280 px)', async ({ browser, playwright }) => {
  // Its own server and data, three browsers and a dozen screens on a 2-core machine.
  test.setTimeout(240_000);
  const admin = { email: 'ops-lead@example.com', password: 'a long admin password' };
  const server = await ownServer(Number(process.env.E2E_OWN_PORT2 ?? 5188), {
    beforeStart: (env) => createAdminWithCommand(env, admin.email, admin.password),
  });
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const pages: Page[] = [];
  try {
    const target = await createMember(request, 'admin-target', 'Tess Target');
    const doomed = await createMember(request, 'admin-doomed', 'Dan Departing');
    const bystander = await createMember(request, 'admin-bystander', 'Bea Bystander');
    const desireTitle = `A canoe for the lake ${Date.now().toString(36)}`;
    const desireId = await createPublicDesire(request, doomed, desireTitle);
    // Every account: the three members, the admin of the command and the one the server makes from its environment.
    const accounts = 5;

    const page = await newPage(browser, 1280, server.baseURL);
    pages.push(page);
    await signInAsAdmin(page, admin.email, admin.password);

    // The sidebar names the admin; the dashboard counts what was made.
    const sidebar = page.getByRole('complementary');
    // create-admin names its account Administrator.
    await expect(sidebar.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(sidebar.getByText(admin.email, { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(region(page, 'Total Users').getByText(String(accounts), { exact: true })).toBeVisible();
    await expect(region(page, 'Total Users').getByText(`+${accounts} today`, { exact: true })).toBeVisible();
    await expect(region(page, 'Total Desires').getByText('1', { exact: true })).toBeVisible();
    await expect(region(page, 'Total Desires').getByText('+1 today', { exact: true })).toBeVisible();
    await expect(region(page, 'Total Comments').getByText('0', { exact: true })).toBeVisible();
    await expect(region(page, 'Fulfilled Desires').getByText('0 fulfilled today', { exact: true })).toBeVisible();
    await expect(region(page, 'Recent Users').getByText(target.email, { exact: true })).toBeVisible();
    await expect(region(page, 'Recent Desires').getByText(desireTitle, { exact: true })).toBeVisible();

    // User Management: everyone listed, then the target found by email.
    await sidebar.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(footer(page, `Showing 1 to ${accounts} of ${accounts} users`)).toBeVisible();
    await searchUsers(page, target.email);
    await expect(footer(page, 'Showing 1 to 1 of 1 users (filtered results)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Search' })).toBeVisible();
    // The Total Users card counts the matches, and says so.
    await expect(region(page, 'Total Users').getByText(`Matching “${target.email}”`, { exact: true })).toBeVisible();
    const targetRow = page.getByRole('row').filter({ hasText: target.email });
    await expect(targetRow).toHaveCount(1);
    await expect(targetRow.getByText('User', { exact: true })).toBeVisible();
    await expect(targetRow.getByText('Verified', { exact: true })).toBeVisible();

    // Make Admin, then back, on the bystander: a former admin cannot be blocked for a day, so that no
    // admin removes another in two steps.
    await searchUsers(page, bystander.email);
    const bystanderRow = page.getByRole('row').filter({ hasText: bystander.email });
    await expect(bystanderRow).toHaveCount(1);
    await (await openUserActions(page, bystander.fullName)).getByRole('menuitem', { name: 'Make Admin' }).click();
    await confirmAction(page, 'Make Admin');
    await expect(toast(page, 'User updated')).toBeVisible();
    await expect(bystanderRow.getByText('Admin', { exact: true })).toBeVisible();
    const adminMenu = await openUserActions(page, bystander.fullName);
    // An admin cannot be blocked.
    await expect(adminMenu.getByRole('menuitem', { name: 'Block User' })).toBeDisabled();
    await adminMenu.getByRole('menuitem', { name: 'Remove Admin' }).click();
    await confirmAction(page, 'Remove Admin');
    await expect(bystanderRow.getByText('User', { exact: true })).toBeVisible();
    await expect(bystanderRow.getByText('Admin', { exact: true })).toHaveCount(0);
    await (await openUserActions(page, bystander.fullName)).getByRole('menuitem', { name: 'Block User' }).click();
    await confirmAction(page, 'Block User');
    await expect(toast(page, 'This account was an admin less than 24 hours ago: it cannot be blocked or deleted yet')).toBeVisible();
    await expect(bystanderRow.getByText('Blocked', { exact: true })).toHaveCount(0);
    await searchUsers(page, target.email);
    await expect(targetRow).toHaveCount(1);

    // The target signs in on a browser of their own and keeps the feed open.
    const memberPage = await newPage(browser, 1280, server.baseURL);
    pages.push(memberPage);
    await memberPage.goto('/auth');
    await submitMemberSignIn(memberPage, target.email, target.password);
    await expect(memberPage).toHaveURL(/\/feed$/);
    await expect(memberPage.getByRole('button', { name: 'Notifications menu (Live)' })).toBeVisible();

    // Blocked, after the admin confirms: the badge shows, and the member's open tab is signed out
    // without them doing anything, the sign-in form saying why.
    await (await openUserActions(page, target.fullName)).getByRole('menuitem', { name: 'Block User' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Block User' })).toContainText(`${target.fullName} will be signed out everywhere at once`);
    await confirmAction(page, 'Block User');
    await expect(toast(page, 'User blocked')).toBeVisible();
    await expect(targetRow.getByText('Blocked', { exact: true })).toBeVisible();
    await expect(memberPage).toHaveURL(/\/auth$/, { timeout: 15_000 });
    const told = memberPage.getByRole('main').getByRole('alert');
    await expect(told).toContainText('You have been signed out');
    await expect(told).toContainText('This account has been blocked.');
    await submitMemberSignIn(memberPage, target.email, target.password);
    const refused = memberPage.getByRole('main').getByRole('alert');
    await expect(refused).toContainText('Login failed');
    await expect(refused).toContainText('This account has been blocked.');
    await expect(memberPage).toHaveURL(/\/auth$/);

    // Unblocked: the member signs in again.
    await (await openUserActions(page, target.fullName)).getByRole('menuitem', { name: 'Unblock User' }).click();
    await confirmAction(page, 'Unblock User');
    await expect(toast(page, 'User unblocked')).toBeVisible();
    await expect(targetRow.getByText('Blocked', { exact: true })).toHaveCount(0);
    await memberPage.goto('/auth');
    await submitMemberSignIn(memberPage, target.email, target.password);
    await expect(memberPage).toHaveURL(/\/feed$/);
    await expect(memberPage.getByRole('heading', { name: 'Home Feed' })).toBeVisible();

    // A visitor reads the other member's public desire.
    const visitor = await newPage(browser, 1280, server.baseURL);
    pages.push(visitor);
    await visitor.goto(`/post/${desireId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: desireTitle })).toBeVisible();

    // That member's row opens their details; they are deleted from there.
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(footer(page, `Showing 1 to ${accounts} of ${accounts} users`)).toBeVisible();
    await page.getByRole('row').filter({ hasText: doomed.email }).getByRole('cell', { name: doomed.email }).click();
    await expect(page).toHaveURL(/\/admin\/users\/[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { level: 2, name: doomed.fullName })).toBeVisible();
    await expect(region(page, 'Recent Desires').getByText(desireTitle)).toBeVisible();
    await expect(region(page, 'User Statistics')).toBeVisible();
    await region(page, 'Admin Actions').getByRole('button', { name: 'Delete User' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure you want to delete this user? This action cannot be undone.', { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'User deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(footer(page, `Showing 1 to ${accounts - 1} of ${accounts - 1} users`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: doomed.email })).toHaveCount(0);

    // Their public desire is gone for the visitor.
    await visitor.goto(`/post/${desireId}`);
    await expect(visitor.getByRole('heading', { name: 'Desire Not Found' })).toBeVisible();
    const publicFeed = await request.get('/api/desires/public');
    expect(publicFeed.ok()).toBe(true);
    expect(await publicFeed.text()).not.toContain(desireTitle);
  } finally {
    await Promise.all(pages.map((p) => p.context().close()));
    await request.dispose();
    await server.dispose();
  }
});

test('a member opening the admin area lands on the feed; a visitor on the admin sign-in', async ({ browser, request }) => {
  const member = await createMember(request, 'admin-curious', 'Cal Curious');
  const memberPage = await newPage(browser, 1280);
  await signInWithToken(memberPage, member.token);
  await memberPage.goto('/admin/dashboard');
  await expect(memberPage).toHaveURL(/\/feed$/);
  await expect(memberPage.getByRole('heading', { name: 'Home Feed' })).toBeVisible();

  const visitor = await newPage(browser, 1280);
  await visitor.goto('/admin/dashboard');
  await expect(visitor).toHaveURL(/\/admin\/login$/);
  await expect(visitor.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await Promise.all([memberPage.context().close(), visitor.context().close()]);
});

test('an admin on a phone: dashboard, users as a list, a user and back (375 px)', async ({ browser, request }) => {
  const member = await createMember(request, 'admin-phone', 'Pia Pocket');
  const page = await newPage(browser, 375);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await expect(region(page, 'Total Users')).toBeVisible();
  await expect(region(page, 'Recent Users')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The top bar's menu holds the navigation below 1024 px.
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu.getByText(ADMIN.email, { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(menu).toBeHidden();

  // Below 768 px the users are a list, not a table.
  await searchUsers(page, member.email);
  await expect(footer(page, 'Showing 1 to 1 of 1 users (filtered results)')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const item = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('User', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Actions for ${member.fullName}` })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await item.getByRole('link', { name: member.fullName }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 2, name: member.fullName })).toBeVisible();
  await expect(region(page, 'Admin Actions').getByRole('button', { name: 'Make Admin' })).toBeVisible();
  await expect(region(page, 'User Statistics')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Back to Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await page.context().close();
});

// Each screen once per width, checked in light and then in dark.
for (const width of [1280, 375]) {
  test(`axe finds nothing: admin sign-in, dashboard, users and a user (light and dark, ${width} px)`, async ({ browser, request }) => {
    const member = await createMember(request, `admin-a11y-${width}`, 'Ally Auditor');
    await createPublicDesire(request, member, 'A lantern for the porch');
    // axe is injected into the page, which the app's content security policy forbids: bypass it here only.
    const context = await browser.newContext({ viewport: { width, height: 860 }, bypassCSP: true });
    const page = await context.newPage();

    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/admin/login');

    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/dashboard');
    // Other tests add users and desires meanwhile: any of them fills the lists.
    await expect(region(page, 'Recent Users').getByRole('link').first()).toBeVisible();
    await expect(region(page, 'Recent Desires').getByRole('listitem').first()).toBeVisible();
    await expect(region(page, 'Total Users')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolationsLightAndDark(page, '/admin/dashboard');

    await page.goto('/admin/users');
    const someActions = page.getByRole('button', { name: /^Actions for / }).first();
    await expect(someActions).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/admin/users');
    await someActions.click();
    await expect(page.getByRole('menuitem', { name: 'Delete User' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, 'user actions menu');
    await page.keyboard.press('Escape');

    await searchUsers(page, member.email);
    await expect(footer(page, 'Showing 1 to 1 of 1 users (filtered results)')).toBeVisible();
    await page.getByRole('link', { name: member.fullName }).click();
    await expect(page).toHaveURL(/\/admin\/users\/[a-f0-9]{24}$/);
    await expect(region(page, 'Recent Desires').getByText('A lantern for the porch')).toBeVisible();
    await expect(region(page, 'User Statistics')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/admin/users/{id}');
    await region(page, 'Admin Actions').getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, 'Delete User confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    if (width < 1024) {
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, 'admin menu');
    }
    await context.close();
  });
}
