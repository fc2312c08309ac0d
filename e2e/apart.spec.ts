import { expect, test } from '@playwright/test';
import { auth, memberPages, memberWithId as member } from './support/members';
import { expectNoSidewaysScroll } from './support/layout';

// A block keeps two members apart on a third member's desire too: the one who was blocked sees neither
// the blocker's reaction nor her name on her offer, when the page opens and as it changes live.

const pageAs = memberPages();

for (const width of [320, 375, 1280]) {
  test(`a blocker's reaction and offer on a third member's desire stay out of the blocked member's page, at rest and live (${width} px)`, async ({ browser, request }) => {
    const maya = await member(request, `apart-maya-${width}`, 'Maya Blocker');
    const leo = await member(request, `apart-leo-${width}`, 'Leo Reader');
    const olivia = await member(request, `apart-olivia-${width}`, 'Olivia Owner');
    const nico = await member(request, `apart-nico-${width}`, 'Nico Other');
    const title = `Olivia's bike ${width} ${Date.now().toString(36)}`;
    const created = await request.post('/api/desires', { headers: auth(olivia), data: { title, visibility: 'public' } });
    expect(created.status()).toBe(201);
    const desireId = ((await created.json()) as { _id: string })._id;
    for (const who of [maya, nico]) expect((await request.post(`/api/desires/${desireId}/react`, { headers: auth(who), data: { emoji: '❤️' } })).ok()).toBe(true);
    expect((await request.patch(`/api/desires/${desireId}/start-fulfillment`, { headers: auth(maya), data: { anonymous: false } })).ok()).toBe(true);
    expect((await request.post(`/api/users/${leo.id}/block`, { headers: auth(maya) })).ok()).toBe(true);

    const page = await pageAs(browser, leo, width);
    await page.goto(`/post/${desireId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Nico's reaction is there, Maya's is not; her offer stands as an anonymous one.
    await expect(page.getByRole('button', { name: '1 reaction', exact: true }).or(page.getByRole('button', { name: /, 1$/ })).first()).toBeVisible();
    await expect(page.getByText('Anonymous User')).toBeVisible();
    await expect(page.getByText(maya.fullName)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    // Against the device's width too: a phone page that overflows widens its own layout viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/apart-desire-${width}.png`, fullPage: true });

    // Live: Olivia edits the desire and Nico reacts to it; the page follows, and Maya stays out.
    expect((await request.put(`/api/desires/${desireId}`, { headers: auth(olivia), data: { title: `${title}, blue` } })).ok()).toBe(true);
    await expect(page.getByRole('heading', { name: `${title}, blue` })).toBeVisible();
    await expect(page.getByText('Anonymous User')).toBeVisible();
    await expect(page.getByText(maya.fullName)).toHaveCount(0);

    // Her profile is not available to him: name and picture, no figures.
    await page.goto(`/profile/${maya.id}`);
    await expect(page.getByText('This profile is not available')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Counts' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    // Against the device's width too: a phone page that overflows widens its own layout viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/apart-profile-${width}.png`, fullPage: true });
  });
}
