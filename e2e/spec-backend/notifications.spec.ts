import { expect, MAYA, signIn, test } from './support';

test('the notifications screen lists the seeded notices, opens one, and marks all read', async ({ page }) => {
  await signIn(page, MAYA.email, '/notifications');
  const list = page.getByRole('main');
  await expect(list.getByText('2 new')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications , 2 unread notifications/ })).toBeVisible();
  const reaction = list.getByRole('link', { name: /Leo Okafor reacted ❤️ to your desire "Learn to make fresh pasta in Bologna".*, unread$/ });
  await expect(reaction).toBeVisible();
  await expect(list.getByRole('link', { name: /Sofia Rossi commented on your desire/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Leo Okafor offered to fulfill your desire "A film camera to document the year"/ })).toBeVisible();

  // A reaction notice opens its desire, and is read from then on.
  await reaction.click();
  await expect(page).toHaveURL(/\/post\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn to make fresh pasta in Bologna' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(list.getByText('1 new')).toBeVisible();

  // Mark all read: nothing new, and the badge clears.
  const marked = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/notifications\/[a-f0-9]{24}\/read$/.test(response.url()));
  await list.getByRole('button', { name: 'Mark all read' }).click();
  expect((await marked).ok()).toBe(true);
  await expect(list.getByText(/\d+ new/)).toHaveCount(0);
  await expect(list.getByRole('link', { name: /, unread$/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  // The backend kept it.
  await page.reload();
  await expect(list.getByRole('link', { name: /started following you/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /, unread$/ })).toHaveCount(0);
});
