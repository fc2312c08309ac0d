import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

export const DEMO = { email: 'maya@example.com', password: 'wishwell-demo', fullName: 'Maya Chen' };
export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e admin password' };

/** A real 1x1 PNG, for the profile photo step. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The newest code mailed to an address, read from the server's dev outbox. */
export async function mailedCode(request: APIRequestContext, email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { text: string; createdAt: string }[] };
      const fresh = messages.filter((m) => Date.parse(m.createdAt) >= after);
      // The mail is in the member's language: the code is its one run of six digits.
      code = fresh[0] ? /(?<!\d)(\d{6})(?!\d)/.exec(fresh[0].text)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A member made through the API as the sign-up flow would (register, code, verify, complete). */
export async function createMember(request: APIRequestContext, prefix = 'member', fullName = 'Robin Quill') {
  const email = uniqueEmail(prefix);
  const password = 'correct horse battery';
  const registered = await request.post('/api/auth/register', { data: { email, password, fullName } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  expect((await request.post('/api/auth/send-otp', { data: { email, type: 'signup' } })).ok()).toBe(true);
  const otp = await mailedCode(request, email);
  expect((await request.post('/api/auth/verify-otp', { data: { email, type: 'signup', otp } })).ok()).toBe(true);
  const completed = await request.patch('/api/users/complete-signup', {
    data: { hasCompletedSignup: true, profilePicUploadedAt: null },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(completed.ok()).toBe(true);
  return { email, password, token, fullName };
}

/** Opens the app already signed in, as a returning member with a stored token. */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('social_exp_token', value), token);
}

export const passwordField = (page: Page, name: string) => page.getByLabel(name, { exact: true });
