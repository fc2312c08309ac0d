import { expect, test } from './support';

// A browser that has never opened the app: MSW's worker is installed on this very load, and the app's
// first reads must wait until it has taken the page, or they go past it to the dev server.

test("a first visit's reads are all answered by the mock backend's worker", async ({ page }) => {
  const answered: { path: string; byWorker: boolean; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) answered.push({ path: url.pathname, byWorker: response.fromServiceWorker(), status: response.status() });
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome to Wishwell' })).toBeVisible();
  // The warm-up reads of the first start (the public feed among them) were made and answered.
  await expect.poll(() => answered.some((a) => a.path === '/api/desires/public')).toBe(true);
  expect(answered.filter((a) => !a.byWorker || a.status === 503)).toEqual([]);
});
