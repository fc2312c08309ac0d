import { expect, test, type Page } from '@playwright/test';
import { auth, follow, memberWithId } from './support/members';
import { signInWithToken } from './support/helpers';

// Back from a desire lands where the member was in the feed, even when the spec's 5 s have let the
// feed's pages go and they must be read again; a new screen still starts at the top.

const PAGE_SIZE = 10; // the spec's Following page
const WISHES = 34;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const width of [375, 1280]) {
  test(`at ${width} px Back from a desire opened on the feed's third page lands where the member was`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const author = await memberWithId(request, 'scroll-author', 'Sol Scroller');
    const reader = await memberWithId(request, 'scroll-reader', 'Rae Reader');
    for (let n = 1; n <= WISHES; n += 1) {
      const res = await request.post('/api/desires', { headers: auth(author), data: { title: `Far wish ${n}`, visibility: 'public' } });
      expect(res.status()).toBe(201);
    }
    await follow(request, reader, author);

    const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: width < 768, hasTouch: width < 768 });
    const page = await context.newPage();
    await signInWithToken(page, reader.token);
    await page.goto('/following');
    const cards = page.locator('main ul > li').filter({ has: page.getByRole('heading', { name: /^Far wish / }) });
    await expect(cards).toHaveCount(PAGE_SIZE);
    for (const shown of [2 * PAGE_SIZE, 3 * PAGE_SIZE]) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(cards).toHaveCount(shown);
    }

    // The newest come first: wish 10 is the 25th card, on the third page.
    const target = page.getByRole('link', { name: 'Far wish 10', exact: true });
    // The member stops with the card a little below the top of the screen.
    const left = await target.evaluate((link) => {
      window.scrollTo(0, Math.round(link.getBoundingClientRect().top + window.scrollY - 150));
      return window.scrollY;
    });
    expect(left).toBeGreaterThan(2 * 800);
    await target.click();
    await expect(page).toHaveURL(/\/post\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Far wish 10' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    // Past the spec's 5 s the feed's pages are gone: Back must read all three again.
    await page.waitForTimeout(6_000);
    const pagesRead: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/desires/following')) pagesRead.push(url.searchParams.get('page') ?? '');
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/following$/);
    await expect.poll(() => pagesRead.sort().join(','), { message: 'the three pages were read again' }).toBe('1,2,3');
    await expect.poll(() => scrollY(page)).toBe(left);
    await expect(target).toBeInViewport();
    await context.close();
  });
}
