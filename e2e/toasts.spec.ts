import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';
import { settledBox } from './support/layout';

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

  // Top right on a wide screen, below the top bar with its bell.
  await expect(toasts(page)).toHaveAttribute('data-mounted', 'true');
  const box = await settledBox(toasts(page));
  expect(box.x + box.width).toBeGreaterThan(1280 - 60);
  expect(box.y).toBeGreaterThanOrEqual(64);
  expect(box.y).toBeLessThan(100);

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
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  // At the top, below the header's bar (56 px), once its slide in has ended.
  const box = await settledBox(toast);
  expect(box.y).toBeGreaterThanOrEqual(56);
  expect(box.y).toBeLessThan(80);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [width, height] of [
  [320, 640],
  [375, 740],
  [800, 1000],
  [1280, 900],
] as const) {
  test(`a refused message's toast gives the server's reason and covers neither the message box nor the bottom bar (${width} px)`, async ({ page, request }) => {
    const me = await createMember(request, 'toast-chat-me', 'Tia Typer');
    const other = await createMember(request, 'toast-chat-other', 'Oli Reader');
    const otherId = await idOf(request, other.token);
    expect((await request.post(`/api/follow/${otherId}`, { headers: { authorization: `Bearer ${me.token}` } })).ok()).toBe(true);
    const chat = await request.post('/api/chats', { headers: { authorization: `Bearer ${me.token}` }, data: { otherUserId: otherId } });
    const chatId = ((await chat.json()) as { _id: string })._id;
    await page.setViewportSize({ width, height });
    await signInWithToken(page, me.token);
    // The server's answer past its chat limit (30 a minute), without sending thirty messages first.
    await page.route(/\/api\/chats\/[a-f0-9]{24}\/messages$/, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'You are sending messages too quickly. Please wait a moment.' }) })
        : route.continue(),
    );
    await page.goto(`/chat?chatId=${chatId}`);
    const composer = page.getByRole('textbox', { name: /message/i });
    await composer.fill('One message too many');
    await page.getByRole('button', { name: 'Send message' }).click();

    const toast = toasts(page);
    await expect(toast.getByText('You are sending messages too quickly. Please wait a moment.')).toBeVisible();
    await expect(toast.getByText('Failed to send message. Please try again.')).toHaveCount(0);
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await expect(page.getByRole('log').getByText('Not sent')).toBeVisible();
    // Settled where it stays: its box, against the message box with its Send button and the bottom bar.
    const toastBox = await settledBox(toast);
    const form = (await composer.locator('xpath=ancestor::form').boundingBox())!;
    expect(overlaps(toastBox, form)).toBe(false);
    const bottomBar = page.locator('nav[aria-label="Main"].fixed');
    if (width < 1024) expect(overlaps(toastBox, (await bottomBar.boundingBox())!)).toBe(false);
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
    // Nor the header's controls: the bell and the search box on desktop, search and profile below 1024 px.
    const headerControls =
      width >= 1024
        ? [page.getByRole('button', { name: /^Notifications menu/ }), page.getByRole('combobox', { name: 'Search for users on the platform' })]
        : [page.getByRole('link', { name: 'Search users' }), page.getByRole('link', { name: 'Your profile' }), page.getByRole('button', { name: 'Open menu' })];
    for (const control of headerControls) expect(overlaps(toastBox, (await control.boundingBox())!)).toBe(false);
    // Send stays in reach while the toast is up.
    await composer.fill('Later, then');
    await page.getByRole('button', { name: 'Send message' }).click({ trial: true });
  });
}
