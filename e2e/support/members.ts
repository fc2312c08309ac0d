import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './helpers';

/** A member made through the API, with the id the flows need for follows and chats. */
export type Member = Awaited<ReturnType<typeof createMember>> & { id: string };

export const auth = (member: { token: string }) => ({ authorization: `Bearer ${member.token}` });

/** A new verified member whose name ends with a short unique part, so runs never meet each other's. */
export async function memberWithId(request: APIRequestContext, prefix: string, name: string): Promise<Member> {
  const created = await createMember(request, prefix, `${name} ${Date.now().toString(36).slice(-5)}`);
  const res = await request.get('/api/auth/me', { headers: auth(created) });
  return { ...created, id: ((await res.json()) as { user: { _id: string } }).user._id };
}

export async function follow(request: APIRequestContext, who: Member, whom: Member) {
  expect((await request.post(`/api/follow/${whom.id}`, { headers: auth(who) })).ok()).toBe(true);
}

/**
 * Signed-in pages of several members at once, each in its own browser context (phone height below
 * 768 px), closed after each test of the file that calls this. `contextOptions`: for every context
 * (`bypassCSP` where a test runs axe on the page).
 */
export function memberPages(contextOptions: { bypassCSP?: boolean } = {}) {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return async function pageAs(browser: Browser, who: Member, width: number): Promise<Page> {
    const context = await browser.newContext({ ...contextOptions, viewport: { width, height: width < 768 ? 740 : 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, who.token);
    return page;
  };
}
