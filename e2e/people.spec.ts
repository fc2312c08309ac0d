import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createMember, onePixelPng, signInWithToken } from './support/helpers';

type Member = Awaited<ReturnType<typeof createMember>>;

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function pageAs(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signInWithToken(page, member.token);
  return page;
}

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });

async function idOf(request: APIRequestContext, member: Member): Promise<string> {
  const res = await request.get('/api/auth/me', { headers: auth(member) });
  return ((await res.json()) as { user: { _id: string } }).user._id;
}

async function unreadCount(request: APIRequestContext, member: Member): Promise<number> {
  const res = await request.get('/api/notifications/unread-count', { headers: auth(member) });
  return ((await res.json()) as { count: number }).count;
}

async function createDesire(request: APIRequestContext, member: Member, title: string): Promise<string> {
  const res = await request.post('/api/desires', { headers: auth(member), data: { title, visibility: 'public' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

const unique = () => Date.now().toString(36).slice(-5);

test("B follows A: A is told live, and opens B's profile from the notification", async ({ browser, request }) => {
  const a = await createMember(request, 'follow-a', `Ama Followed ${unique()}`);
  const b = await createMember(request, 'follow-b', `Bex Follower ${unique()}`);
  const [aId, bId] = await Promise.all([idOf(request, a), idOf(request, b)]);

  const pageA = await pageAs(browser, a);
  await pageA.goto('/feed');
  await expect(pageA.getByRole('button', { name: 'Notifications menu (Live)' })).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Notifications menu (Live)' })).not.toContainText(/\d/);

  const pageB = await pageAs(browser, b);
  await pageB.goto(`/profile/${aId}`);
  await expect(pageB.getByRole('heading', { name: a.fullName })).toBeVisible();
  await pageB.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(pageB.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await expect(pageB.getByText('Now following this user!', { exact: true })).toBeVisible();

  // The notice arrives on A's open screen without a reload.
  await expect(pageA.getByRole('button', { name: /Notifications menu \(Live\)\s*, 1 unread notification$/ })).toBeVisible();
  await pageA.getByRole('link', { name: /^Notifications/ }).first().click();
  await expect(pageA).toHaveURL(/\/notifications$/);
  await expect(pageA.getByText('1 new')).toBeVisible();
  await pageA.getByRole('link', { name: new RegExp(`${b.fullName} started following you`) }).click();
  await expect(pageA).toHaveURL(new RegExp(`/profile/${bId}$`));
  await expect(pageA.getByRole('heading', { name: b.fullName })).toBeVisible();
  // A's own followers count has moved too.
  await pageA.goto('/profile');
  await expect(pageA.getByRole('button', { name: /1 follower/ })).toBeVisible();
});

test('A changes name, bio, photo and banner; B sees them on A’s profile', async ({ browser, request }) => {
  const a = await createMember(request, 'edit-a', `Ari Before ${unique()}`);
  const b = await createMember(request, 'edit-b', 'Bo Viewer');
  const aId = await idOf(request, a);
  const newName = `Ari After ${unique()}`;

  const pageA = await pageAs(browser, a);
  await pageA.goto('/profile/edit');
  await pageA.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(pageA.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await pageA.getByRole('textbox', { name: 'Display Name' }).fill(newName);
  await pageA.getByRole('textbox', { name: 'Bio' }).fill('Collector of small joys.');
  await pageA.getByRole('button', { name: 'Save Changes' }).click();
  await expect(pageA.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(pageA).toHaveURL(/\/profile$/);

  // The profile screen has replaced the form (its file input is the banner's now).
  await expect(pageA.getByRole('button', { name: 'Change banner' })).toBeVisible();
  await pageA.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(pageA.getByText('Banner image updated successfully', { exact: true })).toBeVisible();
  await expect(pageA.getByText('Uploading...')).toHaveCount(0);

  const pageB = await pageAs(browser, b);
  await pageB.goto(`/profile/${aId}`);
  await expect(pageB.getByRole('heading', { name: newName })).toBeVisible();
  await expect(pageB.getByText('Collector of small joys.')).toBeVisible();
  const profile = (await (await request.get(`/api/users/${aId}`, { headers: auth(b) })).json()) as { user: { profileImage: string; bannerImage: string } };
  expect(profile.user.profileImage).toBeTruthy();
  expect(profile.user.bannerImage).toBeTruthy();
  // Both pictures are on B's screen, loaded.
  for (const src of [profile.user.profileImage, profile.user.bannerImage]) {
    const image = pageB.locator(`img[src$="${src.split('/').pop()}"]`).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test("A switches off comment notifications, and B's comment no longer notifies A", async ({ browser, request }) => {
  const a = await createMember(request, 'quiet-a', 'Quinn Quiet');
  const b = await createMember(request, 'quiet-b', 'Bo Chatty');
  const desireId = await createDesire(request, a, `A quiet desire ${unique()}`);

  // With the switch on, a comment notifies: the check below can fail.
  expect((await request.post(`/api/desires/${desireId}/comments`, { headers: auth(b), data: { text: 'First!' } })).status()).toBe(201);
  expect(await unreadCount(request, a)).toBe(1);

  const pageA = await pageAs(browser, a);
  await pageA.goto('/settings');
  const comments = pageA.getByRole('switch', { name: 'Comments' });
  await expect(comments).toBeChecked();
  await comments.click();
  await expect(pageA.getByText('Settings saved', { exact: true })).toBeVisible();
  await expect(comments).not.toBeChecked();

  expect((await request.post(`/api/desires/${desireId}/comments`, { headers: auth(b), data: { text: 'Second!' } })).status()).toBe(201);
  expect(await unreadCount(request, a)).toBe(1);
  // The switch held after a reload.
  await pageA.reload();
  await expect(pageA.getByRole('switch', { name: 'Comments' })).not.toBeChecked();
});

test("A deletes the account: B's feed, followers list and search no longer show A", async ({ browser, request }) => {
  const name = `Dana Leaving ${unique()}`;
  const a = await createMember(request, 'leave-a', name);
  const b = await createMember(request, 'leave-b', 'Bo Staying');
  const bId = await idOf(request, b);
  const title = `A last desire ${unique()}`;
  await createDesire(request, a, title);
  expect((await request.post(`/api/follow/${bId}`, { headers: auth(a) })).ok()).toBe(true);

  const pageB = await pageAs(browser, b);
  await pageB.goto('/feed');
  await expect(pageB.getByRole('article', { name: title })).toBeVisible();
  await pageB.goto('/profile');
  await pageB.getByRole('button', { name: /1 follower/ }).click();
  await expect(pageB.getByRole('dialog').getByText(name)).toBeVisible();
  await pageB.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(pageB.getByText('1 user(s) found')).toBeVisible();

  const pageA = await pageAs(browser, a);
  await pageA.goto('/settings');
  await pageA.getByRole('button', { name: 'Delete Account' }).click();
  await pageA.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
  await expect(pageA.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(pageA).toHaveURL(/\/auth/);
  expect((await request.get('/api/auth/me', { headers: auth(a) })).status()).toBe(401);

  await pageB.goto('/feed');
  await expect(pageB.getByRole('article').first()).toBeVisible();
  await expect(pageB.getByRole('article', { name: title })).toHaveCount(0);
  await pageB.goto('/profile');
  await pageB.getByRole('button', { name: /0 followers/ }).click();
  await expect(pageB.getByRole('dialog').getByText('No followers yet')).toBeVisible();
  await pageB.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(pageB.getByText('No users found')).toBeVisible();
});
