import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { auth, follow, memberPages, memberWithId as member } from './support/members';
import { expectNoSidewaysScroll } from './support/layout';

// axe is injected into the page, which the app's content security policy forbids: bypass it here only.
test.use({ bypassCSP: true });

const pageAs = memberPages();

/** axe once nothing moves: a toast fading in is judged on its final colours. */
async function expectNoAxeViolationsSettled(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoAxeViolations(page, label);
}


for (const width of [375, 1280]) {
  test(`a member blocks another from the profile menu, the other's desires leave the feed, and Settings undoes it (${width} px)`, async ({ browser, request }) => {
    const ada = await member(request, `safety-ada-${width}`, 'Ada Blocker');
    const ben = await member(request, `safety-ben-${width}`, 'Ben Blocked');
    await follow(request, ada, ben);
    const title = `Ben's telescope ${width} ${Date.now().toString(36)}`;
    expect((await request.post('/api/desires', { headers: auth(ben), data: { title, visibility: 'public' } })).status()).toBe(201);

    const pageA = await pageAs(browser, ada, width);
    await pageA.goto('/following');
    await expect(pageA.getByText(title)).toBeVisible();

    // The profile's More menu: Block, confirmed.
    await pageA.goto(`/profile/${ben.id}`);
    await pageA.getByRole('button', { name: `More actions for ${ben.fullName}` }).click();
    await expect(pageA.getByRole('menuitem', { name: `Mute ${ben.fullName}` })).toBeVisible();
    await expectNoAxeViolations(pageA, `the profile menu (${width} px)`);
    await pageA.screenshot({ path: `test-results/safety-menu-${width}.png` });
    await pageA.getByRole('menuitem', { name: `Block ${ben.fullName}` }).click();
    const dialog = pageA.getByRole('alertdialog', { name: `Block ${ben.fullName}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(pageA, `the block confirmation (${width} px)`);
    await pageA.screenshot({ path: `test-results/safety-confirm-${width}.png` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(pageA.getByText(`You blocked ${ben.fullName}`)).toBeVisible();
    await expect(pageA.locator('[data-sonner-toast]').getByText(`${ben.fullName} is blocked`)).toBeVisible();
    await expect(pageA.getByRole('button', { name: 'Follow', exact: true })).toBeHidden();
    await expectNoAxeViolationsSettled(pageA, `a blocked member's profile (${width} px)`);
    await expectNoSidewaysScroll(pageA);
    await pageA.screenshot({ path: `test-results/safety-blocked-profile-${width}.png` });

    // Ben's desires are gone from Ada's feeds; Ben sees Ada's profile as unavailable.
    await pageA.goto('/feed');
    // The feed has loaded (the seed's desires are there) before the absence means anything.
    await expect(pageA.getByRole('article').first()).toBeVisible();
    await expect(pageA.getByText(title)).toBeHidden();
    const pageB = await pageAs(browser, ben, width);
    await pageB.goto(`/profile/${ada.id}`);
    await expect(pageB.getByText('This profile is not available')).toBeVisible();
    await expect(pageB.getByRole('button', { name: 'Follow', exact: true })).toBeHidden();
    await expectNoAxeViolations(pageB, `the profile of a member who blocked the reader (${width} px)`);
    await pageB.screenshot({ path: `test-results/safety-blocks-you-${width}.png` });

    // Settings lists Ben; Unblock brings his public desire back to the Public feed.
    await pageA.goto('/settings');
    const section = pageA.getByRole('region', { name: 'Muted and blocked' });
    await expect(section.getByText(ben.fullName)).toBeVisible();
    await expectNoAxeViolationsSettled(pageA, `Settings, muted and blocked (${width} px)`);
    await expectNoSidewaysScroll(pageA);
    await section.scrollIntoViewIfNeeded();
    await pageA.screenshot({ path: `test-results/safety-settings-${width}.png` });
    if (width === 375) {
      // The narrowest phone: the section's rows still fit.
      await pageA.setViewportSize({ width: 320, height: 700 });
      await expectNoSidewaysScroll(pageA);
      await pageA.screenshot({ path: 'test-results/safety-settings-320.png' });
      await pageA.setViewportSize({ width: 375, height: 740 });
    }
    await section.getByRole('button', { name: `Unblock ${ben.fullName}` }).click();
    await expect(section.getByText('You haven’t blocked anyone.')).toBeVisible();
    await pageA.goto('/feed');
    await expect(pageA.getByText(title)).toBeVisible();
  });
}

test('a muted member’s desires leave the feed quietly; they still see the muter as before', async ({ browser, request }) => {
  const mia = await member(request, 'safety-mia', 'Mia Muter');
  const max = await member(request, 'safety-max', 'Max Muted');
  const title = `Max's loud desire ${Date.now().toString(36)}`;
  expect((await request.post('/api/desires', { headers: auth(max), data: { title, visibility: 'public' } })).status()).toBe(201);
  const pageM = await pageAs(browser, mia, 1280);
  await pageM.goto(`/profile/${max.id}`);
  await pageM.getByRole('button', { name: `More actions for ${max.fullName}` }).click();
  await pageM.getByRole('menuitem', { name: `Mute ${max.fullName}` }).click();
  await expect(pageM.locator('[data-sonner-toast]').getByText(`${max.fullName} is muted`)).toBeVisible();
  // The profile stays open: the desire is still there, reached directly.
  await expect(pageM.getByText(title)).toBeVisible();
  await pageM.goto('/feed');
  await expect(pageM.getByRole('article').first()).toBeVisible();
  await expect(pageM.getByText(title)).toBeHidden();
  const profile = await (await request.get(`/api/users/${mia.id}`, { headers: auth(max) })).json();
  expect(profile.user).toMatchObject({ mutedByMe: false, blockedByMe: false, blocksYou: false });
});
