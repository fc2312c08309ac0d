import { expect, test } from '@playwright/test';
import { auth, memberPages, memberWithId as member } from './support/members';
import { expectNoSidewaysScroll } from './support/layout';

// The owner of a desire opens its reactions count and sees who reacted with which emoji, on a phone
// (a bottom sheet) and on a desktop (a dialog).

const pageAs = memberPages();

for (const width of [375, 1280]) {
  test(`the owner opens the reactions count and sees who reacted with which emoji (${width} px)`, async ({ browser, request }) => {
    const owner = await member(request, `who-owner-${width}`, 'Olivia Owner');
    const reactor = await member(request, `who-reactor-${width}`, 'Rafael Reactor');
    const title = `A kayak ${width} ${Date.now().toString(36)}`;
    const created = await request.post('/api/desires', { headers: auth(owner), data: { title, visibility: 'public' } });
    expect(created.status()).toBe(201);
    const desireId = ((await created.json()) as { _id: string })._id;
    expect((await request.post(`/api/desires/${desireId}/react`, { headers: auth(reactor), data: { emoji: '🔥' } })).ok()).toBe(true);

    const page = await pageAs(browser, owner, width);
    await page.goto(`/post/${desireId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: '1 reaction', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Who reacted' });
    await expect(dialog).toBeVisible();
    const row = dialog.getByRole('listitem').filter({ hasText: reactor.fullName });
    await expect(row).toContainText('🔥');
    await expect(row.getByRole('link', { name: reactor.fullName })).toHaveAttribute('href', `/profile/${reactor.id}`);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/who-reacted-${width}.png` });

    // The name leads to the profile, and the list closes on the way.
    await row.getByRole('link', { name: reactor.fullName }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${reactor.id}$`));
    await expect(dialog).toHaveCount(0);
  });
}
