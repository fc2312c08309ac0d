import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolationsLightAndDark } from './support/axe';
import { createMember, signInWithToken } from './support/helpers';
import { expectNoSidewaysScroll } from './support/layout';

type Member = Awaited<ReturnType<typeof createMember>>;

// axe is injected into the page, which the app's content security policy forbids: bypass it here only.
test.use({ bypassCSP: true });

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });
const unique = () => Date.now().toString(36).slice(-5);

async function idOf(request: APIRequestContext, member: Member): Promise<string> {
  const res = await request.get('/api/auth/me', { headers: auth(member) });
  return ((await res.json()) as { user: { _id: string } }).user._id;
}

async function createDesire(request: APIRequestContext, member: Member, title: string): Promise<string> {
  const res = await request.post('/api/desires', { headers: auth(member), data: { title, visibility: 'public' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}


for (const width of [375, 1280]) {
  test(`save a desire from the feed, find it on the Saved screen, and see what came true (${width} px)`, async ({ page, request }) => {
    const author = await createMember(request, `saved-author-${width}`, `Ada Author ${unique()}`);
    const saver = await createMember(request, `saved-saver-${width}`, `Sol Saver ${unique()}`);
    const authorId = await idOf(request, author);

    // A desire that came true: the saver offered, the author marked it fulfilled.
    const doneTitle = `Came true ${width} ${unique()}`;
    const doneId = await createDesire(request, author, doneTitle);
    expect((await request.patch(`/api/desires/${doneId}/start-fulfillment`, { headers: auth(saver), data: { anonymous: false } })).ok()).toBe(true);
    expect((await request.patch(`/api/desires/${doneId}/complete-fulfillment`, { headers: auth(author) })).ok()).toBe(true);
    const title = `Save me ${width} ${unique()}`;
    await createDesire(request, author, title);

    await page.setViewportSize({ width, height: 800 });
    await signInWithToken(page, saver.token);
    await page.goto('/feed');
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    const bookmark = card.getByRole('button', { name: 'Save', exact: true });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    // The server has it once the taps have settled.
    await expect
      .poll(async () => ((await (await request.get('/api/saved', { headers: auth(saver) })).json()) as { total: number }).total)
      .toBe(1);

    // To the Saved screen through the navigation: the sidebar on a desktop, the side menu on a phone.
    if (width >= 1024) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Saved' }).click();
    }
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { name: 'Saved', level: 1 })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved desires' });
    await expect(saved.getByRole('article')).toHaveCount(1);
    await expect(saved.getByRole('article', { name: title }).getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/e2e-saved/saved-${width}.png`, fullPage: true });
    await expectNoAxeViolationsLightAndDark(page, `/saved (${width} px)`);

    // The author's profile: the fulfilled desire is in Came true, with its date and its fulfiller.
    await page.goto(`/profile/${authorId}`);
    await expect(page.getByRole('heading', { name: author.fullName })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByRole('article', { name: doneTitle })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Came true (1)' }).click();
    const cameTrue = page.getByRole('list', { name: 'Desires that came true' });
    const done = cameTrue.getByRole('article', { name: doneTitle });
    await expect(done).toBeVisible();
    await expect(cameTrue).toContainText('Came true on');
    await expect(done.getByRole('link', { name: 'You' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/e2e-saved/came-true-${width}.png`, fullPage: true });
    await expectNoAxeViolationsLightAndDark(page, `Came true tab (${width} px)`);

    // The saver's own profile: I helped.
    await page.goto('/profile?tab=helped');
    const helped = page.getByRole('list', { name: 'Desires you helped come true' });
    await expect(helped.getByRole('article', { name: doneTitle })).toBeVisible();
    await expect(helped).toContainText('You helped on');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/e2e-saved/helped-${width}.png`, fullPage: true });
    await expectNoAxeViolationsLightAndDark(page, `I helped tab (${width} px)`);
  });
}
