import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, signInAsAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN } from './support/helpers';
import { auth, memberPages, memberWithId } from './support/members';

const pageAs = memberPages();

/** For looking at the screens afterwards (outside test-results, which the next run empties). */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(os.tmpdir(), `wishwell-reports-${name}.png`), fullPage: false });
}

test('a member reports a desire on a phone, the admin hides it, its owner sees why and the reporter is told (375 and 1280 px)', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = await memberWithId(request, 'report-owner', 'Owen Owner');
  const reporter = await memberWithId(request, 'report-reporter', 'Rita Reporter');
  const title = `Cheap watches, message me ${Date.now().toString(36)}`;
  const created = await request.post('/api/desires', { headers: auth(owner), data: { title, visibility: 'public' } });
  expect(created.status()).toBe(201);
  const desireId = ((await created.json()) as { _id: string })._id;

  // The reporter, on a phone: the desire's menu, Report, a reason and a note.
  const phone = await pageAs(browser, reporter, 375);
  await phone.goto(`/post/${desireId}`);
  await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await phone.getByRole('button', { name: 'Desire options' }).click();
  await phone.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Report desire' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /^Spam/ }).check();
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Selling watches in every comment');
  await expectNoSidewaysScroll(phone);
  await expectNoAxeViolations(phone, 'the report dialog at 375 px');
  await screenshot(phone, 'dialog-375');
  // The narrowest phone: nothing of the dialog scrolls sideways.
  await phone.setViewportSize({ width: 320, height: 740 });
  await expectNoSidewaysScroll(phone);
  await screenshot(phone, 'dialog-320');
  await phone.setViewportSize({ width: 375, height: 740 });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const reported = phone.getByRole('dialog', { name: 'Reported' });
  await expect(reported.getByText(/Thanks for letting us know/)).toBeVisible();
  await expectNoAxeViolations(phone, 'the reported dialog at 375 px');
  await reported.getByRole('button', { name: 'Done' }).click();
  await phone.getByRole('button', { name: 'Desire options' }).click();
  await expect(phone.getByRole('menuitem', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
  await phone.keyboard.press('Escape');

  // The member too, from their profile's menu.
  await phone.goto(`/profile/${owner.id}`);
  await phone.getByRole('button', { name: `More actions for ${owner.fullName}` }).click();
  await phone.getByRole('menuitem', { name: 'Report' }).click();
  const memberDialog = phone.getByRole('dialog', { name: 'Report member' });
  await memberDialog.getByRole('radio', { name: /^Harassment/ }).check();
  await memberDialog.getByRole('button', { name: 'Send report' }).click();
  const memberDone = phone.getByRole('dialog', { name: 'Reported' });
  await expect(memberDone.getByRole('button', { name: `Block ${owner.fullName}` })).toBeVisible();
  await expectNoAxeViolations(phone, 'the reported dialog with mute and block at 375 px');
  await memberDone.getByRole('button', { name: 'Done' }).click();

  // The admin, at 1280 px: the dashboard counts it and leads to the queue; Hide, after asking.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const desk = await context.newPage();
    await signInAsAdmin(desk, ADMIN.email, ADMIN.password);
    await desk.getByRole('link', { name: /Open reports\s*2/ }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const group = desk.getByRole('article').filter({ hasText: title });
    await expect(group.getByText('Selling watches in every comment')).toBeVisible();
    await expect(group.getByText('Spam × 1')).toBeVisible();
    await expectNoAxeViolations(desk, 'the reports screen at 1280 px');
    await screenshot(desk, 'queue-1280');
    await group.getByRole('button', { name: 'Hide desire' }).click();
    await desk.getByRole('alertdialog', { name: 'Hide this desire?' }).getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(desk.getByText('Desire hidden', { exact: true }).first()).toBeVisible();
    await expect(desk.getByRole('article').filter({ hasText: title })).toHaveCount(0);
    await expect(desk.getByRole('article').filter({ hasText: 'Harassment × 1' })).toBeVisible();
    await desk.getByRole('tab', { name: 'Resolved' }).click();
    await expect(desk.getByRole('article').filter({ hasText: title }).getByText('Hidden: Spam')).toBeVisible();
    await desk.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(desk);
    await screenshot(desk, 'resolved-320');
  } finally {
    await context.close();
  }

  // The owner sees why; nobody else sees the desire.
  const ownerPage = await pageAs(browser, owner, 375);
  await ownerPage.goto(`/post/${desireId}`);
  await expect(ownerPage.getByRole('note')).toContainText('Hidden by a moderator: Spam');
  await expectNoAxeViolations(ownerPage, 'the owner\'s hidden desire at 375 px');
  await screenshot(ownerPage, 'owner-375');
  expect((await request.get(`/api/desires/${desireId}`, { headers: auth(reporter) })).status()).toBe(404);

  // The reporter is told it was resolved, and no more.
  await phone.goto('/notifications');
  await expect(phone.getByText('Your report of a desire was resolved. Thank you for letting us know.')).toBeVisible();
  await expectNoAxeViolations(phone, 'the reporter\'s notifications at 375 px');
});
