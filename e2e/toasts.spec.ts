import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';

const region = (page: Page) => page.locator('section[aria-label^="Notifications"]');
const toasts = (page: Page) => region(page).locator('[data-sonner-toast]');

async function idOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { user: { _id: string } }).user._id;
}

/** Signed in as a new member, on another member's profile, where Follow and Unfollow each toast. */
async function openOthersProfile(page: Page, request: APIRequestContext) {
  const me = await createMember(request, 'toast-me', 'Tess Toaster');
  const other = await createMember(request, 'toast-other', 'Otto Other');
  await signInWithToken(page, me.token);
  await page.goto(`/profile/${await idOf(request, other.token)}`);
}

test('a second toast replaces the first, and F8 moves focus to the toaster', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOthersProfile(page, request);
  await page.getByRole('main').getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(toasts(page).getByText('Now following this user!')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Following', exact: true }).click();
  await expect(toasts(page).getByText('Unfollowed user')).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await expect(region(page).getByText('Now following this user!')).toHaveCount(0);

  // Bottom right on a wide screen.
  const box = (await toasts(page).boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 60);
  expect(box.y + box.height).toBeGreaterThan(900 - 60);

  await page.keyboard.press('F8');
  await expect(region(page).locator('[data-sonner-toaster]')).toBeFocused();
});

test('on a 320 px phone the toast sits at the top and fits the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openOthersProfile(page, request);
  await page.getByRole('main').getByRole('button', { name: 'Follow', exact: true }).click();
  const toast = toasts(page);
  await expect(toast.getByText('Now following this user!')).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  // Wait for the entrance to settle before measuring.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await expect.poll(async () => (await toast.boundingBox())?.y).toBeLessThan(40);
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});
