import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';
import { expectNoSidewaysScroll } from './support/layout';

type Member = Awaited<ReturnType<typeof createMember>>;

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });

async function pageAs(browser: Browser, member: Member | null, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  if (member) await signInWithToken(page, member.token);
  return page;
}

async function createDesire(request: APIRequestContext, member: Member, title: string, visibility: string, categories: string[]) {
  const res = await request.post('/api/desires', { headers: auth(member), data: { title, visibility, categories } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });


for (const width of [1280, 375]) {
  test(`a category from creation to sharing and deletion, as owner, visitor and follower (${width} px)`, async ({ browser, request }) => {
    // Three members' browsers and a dozen screens: longer than one screen's test.
    test.setTimeout(180_000);
    const phone = width < 768;
    const a = await createMember(request, 'cat-owner', 'Ava Collector');
    const b = await createMember(request, 'cat-follower', 'Ben Follower');
    const aId = ((await (await request.get('/api/auth/me', { headers: auth(a) })).json()) as { user: { _id: string } }).user._id;
    expect((await request.post(`/api/follow/${aId}`, { headers: auth(b) })).ok()).toBe(true);
    const name = `Road trips ${width}`;

    // A creates a shareable category with an icon and a colour.
    const pageA = await pageAs(browser, a, width);
    await pageA.goto('/categories');
    await pageA.getByRole('button', { name: 'Create Category' }).first().click();
    const form = pageA.getByRole('dialog', { name: 'Create Category' });
    // On phones a drawer sliding up: the icon and colour radios are clicked where they come to rest.
    await form.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Description' }).fill('Places to drive to');
    await form.getByRole('radio', { name: 'Car' }).check({ force: true });
    await form.getByRole('radio', { name: 'Green' }).check({ force: true });
    await form.getByRole('radio', { name: 'Shareable - Can be shared with others' }).check();
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(pageA.getByText('Your new category is ready to use.', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(pageA);

    // From its page A adds a desire: the category is fixed in the form, the desire is listed at once.
    await pageA.getByRole('heading', { name: new RegExp(`^${name}`) }).click();
    await expect(pageA.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(pageA.getByText('No desires yet', { exact: true })).toBeVisible();
    const categoryUrl = pageA.url();
    await pageA.getByRole('button', { name: 'Add Desire' }).first().click();
    const editor = pageA.getByRole('dialog', { name: 'Create New Desire' });
    await expect(editor.getByText(name, { exact: true })).toBeVisible();
    await editor.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await editor.getByRole('textbox', { name: 'Title' }).fill('Drive the coast road');
    await editor.getByRole('radio', { name: /Public/ }).check({ force: true });
    await editor.getByRole('button', { name: 'Create Desire' }).click();
    await expect(card(pageA, 'Drive the coast road')).toBeVisible();
    const publicId = (await card(pageA, 'Drive the coast road').getByRole('link', { name: 'Drive the coast road' }).getAttribute('href'))!.split('/').pop()!;

    // Two more: one for followers, one private.
    await createDesire(request, a, 'Cross the mountain pass', 'followers', [name]);
    await createDesire(request, a, 'Secret midnight drive', 'private', [name]);
    await pageA.reload();
    await expect(card(pageA, 'Secret midnight drive')).toBeVisible();
    await expect(pageA.getByRole('group', { name: /counts/i }).or(pageA.getByText('Total', { exact: true })).first()).toBeVisible();
    await expectNoSidewaysScroll(pageA);

    // A shares it: the dialog gives the link and copies it.
    if (phone) {
      await pageA.getByRole('button', { name: 'Category actions' }).click();
      await pageA.getByRole('button', { name: 'Share Category' }).click();
    } else {
      await pageA.getByRole('group', { name: 'Category actions' }).getByRole('button', { name: 'Share', exact: true }).click();
    }
    const share = pageA.getByRole('dialog', { name: 'Share Category' });
    const linkBox = share.getByRole('textbox', { name: /link/i });
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`/shared/categories/[a-f0-9]{24}\\?user=${aId}$`));
    await share.getByRole('button', { name: 'Copy Link', exact: true }).click();
    await expect(pageA.getByText('Link copied!', { exact: true }).first()).toBeVisible();
    expect(await pageA.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectNoSidewaysScroll(pageA);
    await share.getByRole('button', { name: 'Close' }).first().click();

    // A visitor reads it: public desires only, read-only.
    const visitor = await pageAs(browser, null, width);
    await visitor.goto(link);
    await expect(visitor.getByText('Shared category • 1 desires')).toBeVisible();
    await expect(card(visitor, 'Drive the coast road')).toBeVisible();
    await expect(visitor.getByText('Cross the mountain pass')).toHaveCount(0);
    await expect(visitor.getByText('Secret midnight drive')).toHaveCount(0);
    await expect(visitor.getByText('Read-only view - Log in to interact with desires')).toBeVisible();
    await expectNoSidewaysScroll(visitor);

    // The follower sees the followers-only one too, never the private one.
    const pageB = await pageAs(browser, b, width);
    await pageB.goto(link);
    await expect(card(pageB, 'Cross the mountain pass')).toBeVisible();
    await expect(card(pageB, 'Drive the coast road')).toBeVisible();
    await expect(pageB.getByText('Secret midnight drive')).toHaveCount(0);
    await expect(pageB.getByText('Read-only view - Log in to interact with desires')).toHaveCount(0);

    // A deletes the category: the desire stays, without it.
    await pageA.goto(categoryUrl);
    if (phone) {
      await pageA.getByRole('button', { name: 'Category actions' }).click();
      await pageA.getByRole('button', { name: 'Delete Category' }).click();
    } else {
      await pageA.getByRole('group', { name: 'Category actions' }).getByRole('button', { name: 'Delete', exact: true }).click();
    }
    await expect(pageA.getByText(`Are you sure you want to delete "${name}"? This will remove the category from all desires and cannot be undone.`)).toBeVisible();
    await pageA.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(pageA.getByText('The category has been successfully deleted.', { exact: true })).toBeVisible();
    await expect(pageA).toHaveURL(/\/categories$/);
    const kept = await request.get(`/api/desires/${publicId}`, { headers: auth(a) });
    expect(kept.ok()).toBe(true);
    expect(((await kept.json()) as { categories: string[] }).categories).not.toContain(name);

    // The link now answers Category Not Found.
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();

    for (const page of [pageA, visitor, pageB]) await page.context().close();
  });
}
