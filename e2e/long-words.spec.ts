import { expect, test } from '@playwright/test';
import { signInWithToken } from './support/helpers';
import { auth, memberWithId } from './support/members';
import { overflowOf } from './support/layout';

// One member's long unbroken word (a title of 100 letters, a long address in a description, a comment)
// must not widen every reader's page on a phone. On a phone (isMobile) a page that overflows widens its
// own layout viewport, so the check compares with the device's width, not the page's own.

const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3).slice(0, 100);
const LONG_COMMENT = 'Antidisestablishmentarianism'.repeat(4);
const LONG_URL = `https://shop.example.com/products/${'a-very-long-product-slug-'.repeat(12)}item?ref=${'x'.repeat(80)}`;

for (const width of [320, 375]) {
  test(`a long word from one member keeps the feed, the desire and the profile within a ${width} px phone`, async ({ browser, request }) => {
    const owner = await memberWithId(request, 'longword', LONG_WORD.slice(0, 40));
    const created = await request.post('/api/desires', {
      headers: auth(owner),
      data: { title: LONG_WORD, description: `Where to find it: ${LONG_URL}`, visibility: 'public' },
    });
    expect(created.status()).toBe(201);
    const desireId = ((await created.json()) as { _id: string })._id;
    expect((await request.post(`/api/desires/${desireId}/comments`, { headers: auth(owner), data: { text: LONG_COMMENT } })).ok()).toBe(true);

    const context = await browser.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      await signInWithToken(page, owner.token);
      for (const path of ['/feed', `/post/${desireId}`, `/profile/${owner.id}`]) {
        await page.goto(path);
        // The long title is on the page (and on the desire's own, its comment): what would widen it has arrived.
        await expect(page.getByText(LONG_WORD).first()).toBeVisible();
        if (path.startsWith('/post/')) await expect(page.getByText(LONG_COMMENT)).toBeVisible();
        expect(await overflowOf(page), path).toEqual([]);
        expect(await page.evaluate(() => window.innerWidth), `${path}: the layout viewport`).toBe(width);
      }
    } finally {
      await context.close();
    }
  });
}
