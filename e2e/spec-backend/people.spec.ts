import { ARJUN, expect, idOf, MAYA, storeSession, test, tokenOf } from './support';

test("another member's profile: follow and unfollow", async ({ page }) => {
  await storeSession(page, MAYA.email);
  const arjunId = await idOf(page, await tokenOf(page, ARJUN.email));
  await page.goto(`/profile/${arjunId}`);

  // Arjun follows Maya; Maya does not follow Arjun.
  await expect(page.getByRole('heading', { level: 2, name: ARJUN.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Learn to play the cello' })).toBeVisible();
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await follow.click();
  await expect(page.getByText('Now following this user!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /1 follower\b/ })).toBeVisible();

  await page.getByRole('button', { name: 'Following', exact: true }).click();
  await expect(page.getByText('Unfollowed user', { exact: true })).toBeVisible();
  await expect(follow).toBeVisible();
  await expect(page.getByRole('button', { name: /0 followers/ })).toBeVisible();
});
