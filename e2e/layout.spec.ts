import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO, createMember, signInWithToken } from './support/helpers';
import { hiddenChoicesOf, misplacedControlsOf, overflowOf } from './support/layout';

// No screen wider than the window: every route of the app, as a visitor, a member and an admin, with
// the create, fulfil, filter and share dialogs open, at five widths and in both colour schemes. One
// browser context per width, the screens one after another.

const WIDTHS = [320, 375, 768, 1024, 1280];

/**
 * Buttons, links and tabs whose own text runs out of their box (a label wider than its grid cell, say).
 * Text inside a part that clips on purpose (a name cut short with an ellipsis, a screen-reader-only
 * label) is left out.
 */
async function spilledLabelsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const range = document.createRange();
    for (const control of document.body.querySelectorAll('button, a, [role="tab"], [role="button"]')) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        let clipped = false;
        for (let part = text.parentElement; part && !clipped && part !== control.parentElement; part = part.parentElement) {
          clipped = getComputedStyle(part).overflowX !== 'visible';
        }
        if (clipped) continue;
        range.selectNodeContents(text);
        const span = range.getBoundingClientRect();
        if (span.width <= 0 || (span.left >= box.left - 1 && span.right <= box.right + 1)) continue;
        found.push(`"${text.textContent.trim().slice(0, 30)}" runs out of its ${control.tagName.toLowerCase()} (${Math.round(span.left)} to ${Math.round(span.right)}, the box ${Math.round(box.left)} to ${Math.round(box.right)})`);
        break;
      }
      if (found.length > 8) break;
    }
    return found;
  });
}

interface Ids {
  desire: string;
  maya: string;
  category: string;
  admin: { token: string; someUser: string };
  member: string;
}

/** Looks at the screen in light and dark; the scheme switches in place, the layout must hold in both. */
async function check(page: Page, label: string, problems: string[]) {
  // Loaded when nothing says it is still busy (the live channel keeps the network from ever going idle).
  // A screen whose code is still loading shows a spinning status: wait for it too.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse, [role="status"] .animate-spin'), null, { timeout: 8000 }).catch(() => undefined);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const line of [...(await overflowOf(page)), ...(await spilledLabelsOf(page))]) problems.push(`${label} (${colorScheme}): ${line}`);
  }
}

test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test(`no screen is wider than the window at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const signIn = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
    const { token, user } = (await signIn.json()) as { token: string; user: { _id: string } };
    const adminSignIn = await request.post('/api/admin/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
    const admin = (await adminSignIn.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const feed = (await (await request.get('/api/desires/public?page=1&limit=8', { headers })).json()) as { desires: { _id: string; userId: { _id: string } | string }[] };
    const categories = (await (await request.get('/api/categories', { headers })).json()) as { _id: string; isOwned: boolean }[];
    const users = (await (await request.get('/api/admin/users?page=1&limit=10', { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as { users: { _id: string; role: string }[] };
    const desire = feed.desires[0]!;
    const ids: Ids = {
      desire: desire._id,
      maya: user._id,
      category: categories.find((c) => c.isOwned)!._id,
      admin: { token: admin.token, someUser: users.users.find((u) => u.role === 'user')!._id },
      member: typeof desire.userId === 'string' ? desire.userId : desire.userId._id,
    };

    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    // After the first load the screens are reached as a member reaches them, inside the running app
    // (React Router follows the history change): a full page load per screen is most of the time.
    let loaded = false;
    const visit = async (path: string) => {
      if (loaded) {
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
      } else {
        await page.goto(path);
        loaded = true;
      }
      await expect(page.locator('#main, main').first()).toBeVisible();
      await check(page, path, problems);
    };

    // A visitor first.
    for (const path of ['/auth', `/post/${ids.desire}`, `/shared/desires/${ids.desire}/${ids.member}`, `/shared/categories/${ids.category}?user=${ids.maya}`, '/admin/login']) {
      await visit(path);
    }

    // Then the member and the admin, each with their own token.
    await page.evaluate(
      ([member, adminToken]) => {
        window.localStorage.setItem('social_exp_token', member!);
        window.localStorage.setItem('admin_token', adminToken!);
      },
      [token, ids.admin.token],
    );
    // The stored tokens are read when the app starts: load it again.
    loaded = false;
    const memberScreens = [
      '/feed',
      '/following',
      '/trending',
      '/search?q=ma',
      '/categories',
      `/categories/${ids.category}`,
      '/saved',
      '/notifications',
      '/chat',
      '/profile',
      `/profile/${ids.member}`,
      `/profile/${ids.member}?tab=came-true`,
      '/profile?tab=helped',
      '/profile/edit',
      '/settings',
      `/post/${ids.desire}`,
      `/shared/desires/${ids.desire}/${ids.member}`,
      '/admin/dashboard',
      '/admin/users',
      `/admin/users/${ids.admin.someUser}`,
    ];
    for (const path of memberScreens) await visit(path);

    // The feed's filters and the create dialog, open.
    await visit('/feed');
    await page.getByRole('button', { name: /^Filters/ }).click();
    // From 768 px the filters open in place; below, in a sheet whose code may still be loading.
    if (width < 768) await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await check(page, '/feed with the filters open', problems);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: /^create new desire$/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, '/feed with the create dialog open', problems);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Fulfill Desire' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Fulfill Desire' })).toBeVisible();
    await check(page, '/feed with the fulfil dialog open', problems);
    await page.keyboard.press('Escape');

    // The category's Share dialog: a button from 768 px, the actions sheet below.
    await visit(`/categories/${ids.category}`);
    if (width >= 768) await page.getByRole('main').getByRole('button', { name: 'Share', exact: true }).first().click();
    else {
      await page.getByRole('button', { name: 'Category actions' }).click();
      await page.getByRole('button', { name: 'Share Category' }).click();
    }
    await expect(page.getByRole('dialog', { name: 'Share Category' })).toBeVisible();
    await check(page, '/categories/{id} with the share dialog open', problems);

    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

// Where the controls sit: each inside its card and on top at its centre, on a phone and a wide screen.
// A category card's ⋮ menu lies over the card's corner, not below it under the next card; its open
// list and its focus ring draw over the neighbouring cards. A feed opened with a status chosen shows
// that chip whole, without moving the page.

/** The cards of the categories screen, and the open menu (its items belong to it, not to the card). */
const CATEGORY_CARDS = 'main li, [role="menu"]';

for (const width of [320, 375, 1280]) {
  test(`controls lie inside their cards and on top at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    // A member of their own: the six default categories (Share only) and one of theirs (Share, Edit, Delete).
    const member = await createMember(request, 'layout-cards', 'Noor Haddad');
    const headers = { Authorization: `Bearer ${member.token}` };
    expect((await request.get('/api/categories', { headers })).ok()).toBe(true);
    const made = await request.post('/api/categories', { headers, data: { name: 'Camping gear', description: 'For the summer trip', icon: '🏕️', color: '#10b981', visibility: 'private' } });
    expect(made.ok()).toBe(true);

    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await signInWithToken(page, member.token);
    const problems: string[] = [];
    const note = (label: string, lines: string[]) => problems.push(...lines.map((line) => `${label}: ${line}`));
    const settled = () => page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), null, { timeout: 8000 });
    // From 1024 px with a mouse the ⋮ button shows while the pointer is over its card or focus is inside it.
    const hoverOnly = width >= 1024;

    await page.goto('/categories');
    const triggers = page.getByRole('main').getByRole('button', { name: /^Actions for / });
    await expect(triggers).toHaveCount(7);
    await settled();

    for (let i = 0; i < 7; i++) {
      const trigger = triggers.nth(i);
      const name = ((await trigger.getAttribute('aria-label')) ?? '').replace('Actions for ', '');
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: `Actions for ${name}`, exact: true }) });
      // Closed: the button can be seen and pressed where it is.
      if (hoverOnly) {
        await card.hover({ position: { x: 24, y: 24 } });
        await expect.poll(() => trigger.evaluate((button) => button.checkVisibility({ opacityProperty: true }))).toBe(true);
      }
      note(`/categories, ${name} (menu closed)`, await misplacedControlsOf(page, CATEGORY_CARDS));
      // Open: the list shows over the next card, and each item can be pressed. A button under another
      // card cannot be pressed at all: that is noted, and the next card looked at.
      const pressed = await trigger.click({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (!pressed) {
        note(`/categories, ${name}`, ['the ⋮ button cannot be pressed']);
        continue;
      }
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem')).toHaveText(name === 'Camping gear' ? ['Share', 'Edit', 'Delete'] : ['Share']);
      note(`/categories, ${name} (menu open)`, await misplacedControlsOf(page, CATEGORY_CARDS));
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(trigger).toBeFocused();
    }

    // From the keyboard: Tab from a card's link reaches its ⋮ button, whose ring shows whole.
    const firstName = ((await triggers.first().getAttribute('aria-label')) ?? '').replace('Actions for ', '');
    const first = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: `Actions for ${firstName}`, exact: true }) });
    await first.getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(triggers.first()).toBeFocused();
    note('/categories, the first ⋮ button focused', await misplacedControlsOf(page, CATEGORY_CARDS));
    // Clicking the card itself still opens the category.
    await first.getByRole('link').click({ position: { x: 24, y: 24 } });
    await expect(page).toHaveURL(/\/categories\/[a-f0-9]{24}$/);

    // The feed opened with the last status chip chosen: that chip shows whole, the page stays at the top.
    await page.goto('/feed?status=fulfilled');
    await expect(page.getByRole('radio', { name: 'Fulfilled' })).toBeChecked();
    await settled().catch(() => undefined);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    note('/feed?status=fulfilled', await hiddenChoicesOf(page));
    note('/feed?status=fulfilled', await misplacedControlsOf(page, 'main article, [role="menu"]'));

    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
