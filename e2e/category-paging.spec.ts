import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';

// A category with more desires than one page: Load More, a search over all of them, the share text's
// count of what a visitor sees; and a default category made shareable from the share dialog.

type Member = Awaited<ReturnType<typeof createMember>>;
const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });

async function post<T>(request: APIRequestContext, member: Member, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { headers: auth(member), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Desires' }).locator(':scope > li');

/** Opens the Share Category dialog of the category on screen (desktop width). */
async function openShare(page: Page) {
  await page.getByRole('group', { name: 'Category actions' }).getByRole('button', { name: 'Share', exact: true }).click();
  return page.getByRole('dialog', { name: 'Share Category' });
}

/** The text the next share window would open with. */
async function sharedText(page: Page, button: string): Promise<string | null> {
  await page.evaluate(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await page.getByRole('dialog', { name: 'Share Category' }).getByRole('button', { name: button }).click();
  const [url] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  return url ? new URL(url).searchParams.get('text') : null;
}

test('a category of 25 desires pages, searches all of them, and shares the count a visitor sees; a default category is shared too', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = await createMember(request, 'paging-owner', 'Pia Pager');
  const ownerId = ((await (await request.get('/api/auth/me', { headers: auth(owner) })).json()) as { user: { _id: string } }).user._id;
  const bucket = await post<{ _id: string }>(request, owner, '/api/categories', { name: 'Bucket', visibility: 'shared' });
  for (let n = 1; n <= 25; n += 1) {
    await post(request, owner, '/api/desires', { title: `Wish #${n}`, categories: ['Bucket'], visibility: n === 2 ? 'private' : 'public' });
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithToken(page, owner.token);
  await page.goto(`/categories/${bucket._id}`);
  await expect(page.getByRole('heading', { name: 'Wish #25' })).toBeVisible();
  await expect(page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('25');
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  // "#5" is on the second page: the server finds it.
  await page.reload();
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole('searchbox', { name: 'Search desires' }).fill('#5');
  await expect(page.getByRole('heading', { name: 'Wish #5', exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  // The share text counts the 24 a visitor sees, not the owner's 25.
  await openShare(page);
  expect(await sharedText(page, 'Telegram')).toBe('Check out my Bucket desires 🌟 — 24 dreams from my bucket list');
  await page.keyboard.press('Escape');

  const visitor = await browser.newPage();
  await visitor.goto(`/shared/categories/${bucket._id}?user=${ownerId}`);
  await expect(visitor.getByText('Shared category • 24 desires')).toBeVisible();
  await expect(cards(visitor)).toHaveCount(20);
  await visitor.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(visitor)).toHaveCount(24);

  // The default "Thing": made shareable from the share dialog, its link then opens for a visitor.
  await post(request, owner, '/api/desires', { title: 'A birthday bike', categories: ['Thing'], visibility: 'public' });
  const categories = (await (await request.get('/api/categories', { headers: auth(owner) })).json()) as { _id: string; name: string }[];
  const thing = categories.find((category) => category.name === 'Thing')!;
  await page.goto(`/categories/${thing._id}`);
  const share = await openShare(page);
  await expect(share.getByRole('button', { name: 'Copy Link', exact: true })).toBeDisabled();
  await share.getByRole('button', { name: 'Make shareable' }).click();
  await expect(page.getByText('Your category has been updated.', { exact: true })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copy Link', exact: true })).toBeEnabled();
  expect(await sharedText(page, 'Telegram')).toBe('Check out my Thing desires 🌟 — 1 dreams from my bucket list');
  await visitor.goto(`/shared/categories/${thing._id}?user=${ownerId}`);
  await expect(visitor.getByRole('heading', { name: 'A birthday bike' })).toBeVisible();
  await expect(visitor.getByText('Shared category • 1 desires')).toBeVisible();

  await context.close();
  await visitor.close();
});
