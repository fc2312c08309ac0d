import { expect, test } from '@playwright/test';
import { auth, memberWithId } from './support/members';

// The visitor's shared-category page has a button home (the spec: chat, categories and admin 5, "A floating button
// goes to the product home"). Floating over the cards of a phone, it covered their "Fulfill Desire".

for (const { width, height, isMobile } of [
  { width: 375, height: 812, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
]) {
  test(`at ${width} px the button home covers no card's "Fulfill Desire", wherever the visitor stops scrolling`, async ({ browser, request }) => {
    const owner = await memberWithId(request, 'fab-owner', 'Fay Fabula');
    const name = `Trips ${Date.now().toString(36).slice(-5)}`;
    const made = await request.post('/api/categories', { headers: auth(owner), data: { name, visibility: 'shared' } });
    expect(made.status()).toBe(201);
    const categoryId = ((await made.json()) as { _id: string })._id;
    for (let i = 1; i <= 6; i++) {
      const res = await request.post('/api/desires', { headers: auth(owner), data: { title: `Trip number ${i}`, visibility: 'public', categories: [name] } });
      expect(res.status()).toBe(201);
    }

    const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile });
    try {
      const page = await context.newPage();
      await page.goto(`/shared/categories/${categoryId}?user=${owner.id}`);
      const fulfil = page.getByRole('button', { name: 'Fulfill Desire' });
      await expect(fulfil).toHaveCount(6);
      const home = page.getByRole('link', { name: 'Go to Wishwell home' }).filter({ visible: true });
      await expect(home).toHaveCount(1);
      for (const button of await fulfil.all()) {
        // Stopped with the button just above the screen's foot, where a floating button sits.
        await button.evaluate((element) => {
          element.scrollIntoView({ block: 'end' });
          window.scrollBy(0, 24);
        });
        // Every part of it answers a tap: its middle and a point just inside each edge (its corners are round).
        const uncovered = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          if (box.bottom > window.innerHeight) return 'below the screen';
          const points = [
            [box.left + box.width / 2, box.top + box.height / 2],
            [box.left + 4, box.top + box.height / 2],
            [box.right - 4, box.top + box.height / 2],
            [box.left + box.width / 2, box.top + 4],
            [box.left + box.width / 2, box.bottom - 4],
          ] as const;
          for (const [x, y] of points) {
            const hit = document.elementFromPoint(x, y);
            if (!hit || !element.contains(hit)) return `covered at ${Math.round(x)},${Math.round(y)} by ${hit?.closest('a,button')?.getAttribute('aria-label') ?? hit?.tagName}`;
          }
          return 'uncovered';
        });
        expect(uncovered).toBe('uncovered');
      }
      await expect(home).toBeInViewport();
      await expect(home).toHaveAttribute('href', '/auth');
    } finally {
      await context.close();
    }
  });
}
