import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, DEMO, signInWithToken } from './support/helpers';

// Defects found walking the flows at 375 and 1280 px, each checked where it showed.

async function demoToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** True when the element at the centre of `target` is the target or inside it (nothing covers it). */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.bottom <= window.innerHeight && Boolean(hit && element.contains(hit));
  });
}

async function openCreate(page: Page) {
  await page.getByRole('button', { name: /^create new desire$/i }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // On phones it is a drawer sliding up: measure where it comes to rest, not where it is on the way.
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return dialog;
}

for (const width of [1280, 375]) {
  test(`create dialog at ${width} px: choosing Custom keeps the dialog in place and the member picker's results in sight`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInWithToken(page, await demoToken(page));
    await page.goto('/feed');
    const dialog = await openCreate(page);
    const title = dialog.getByRole('heading').first();
    await expect(title).toBeInViewport();
    const before = await dialog.boundingBox();

    await dialog.getByLabel(/^Title/).hover();
    await page.mouse.wheel(0, 600);
    await dialog.getByText('Custom', { exact: true }).click();
    const picker = dialog.getByRole('combobox', { name: 'Share with' });
    await expect(picker).toBeVisible();
    // The dialog itself did not move: its title and close button stay on screen.
    expect(await dialog.boundingBox()).toEqual(before);
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);

    await picker.fill('ar');
    // The picker's own list: the form's selects (currency, occasion) have options too.
    const option = dialog.locator(`[id="${await picker.getAttribute('aria-controls')}"]`).getByRole('option').first();
    await expect(option).toBeVisible();
    await expect.poll(() => uncovered(option)).toBe(true);
  });
}

test('the + button moves focus into the create drawer, and Tab stays inside it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWithToken(page, await demoToken(page));
  await page.goto('/feed');
  const dialog = await openCreate(page);
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test('at 375 px a card shows a short owner name whole beside its badge and menus', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const leo = await createMember(request, 'leo', 'Leo Okafor');
  const res = await request.post('/api/desires', { headers: { authorization: `Bearer ${leo.token}` }, data: { title: 'Learn to sail', visibility: 'public' } });
  expect(res.ok()).toBe(true);
  await signInWithToken(page, leo.token);
  await page.goto('/profile');
  const name = page.getByRole('article').first().getByRole('link', { name: 'Leo Okafor' });
  await expect(name).toBeVisible();
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test('at 375 px the side menu keeps a long name clear of its Close button', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const long = await createMember(request, 'long', 'Maximilian Bartholomew Fitzgerald-Worthington');
  await signInWithToken(page, long.token);
  await page.goto('/feed');
  await page.getByRole('button', { name: /open menu/i }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const close = menu.getByRole('button', { name: 'Close menu' });
  const fullName = menu.getByText(long.fullName);
  await expect(fullName).toBeVisible();
  const [nameBox, closeBox] = [await fullName.boundingBox(), await close.boundingBox()];
  expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(closeBox!.x);
});

test('at 375 px a sheet whose code is still loading gives way to the one asked for after it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWithToken(page, await demoToken(page));
  // The filter sheet's code is held back until the create drawer is open, as on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/filters-sheet-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/feed');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const create = await openCreate(page);
  await expect(create).toHaveAccessibleName(/create new desire/i);
  release();
  await page.waitForResponse(/\/assets\/filters-sheet-[\w-]+\.js$/);
  // Give the sheet's code time to run: had it opened, there would be two dialogs, both hidden from the accessibility tree.
  await page.waitForTimeout(500);
  await expect(page.locator('[role="dialog"]')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveAccessibleName(/create new desire/i);
});
