import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UserSearchResult } from '@contract/user';
import { users } from '../../../server/src/db/schema';
import { SEARCH_RESULTS_MAX } from '../../../server/src/services/search';
import { call, makeMember, message, type Member } from '../helpers/desires';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let searcher: Member;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  searcher = await makeMember(t, 'Walter Searcher', { email: 'walter.finder@example.com' });
  await makeMember(t, 'Wilma Finder', { email: 'wilma@example.com' });
  await makeMember(t, 'Someone Else', { email: 'finder.else@example.com' });
  await makeMember(t, 'Unverified Finder', { verified: false });
  const unfinished = await makeMember(t, 'Unfinished Finder');
  await t.database.db.update(users).set({ hasCompletedSignup: false }).where(eq(users.id, unfinished.id));
  await makeAdmin(t, 'Admin Finder');
});
afterAll(() => t.close());

const search = (q: string, who: Member | null = searcher) => call(t.app, 'GET', `/users/search?q=${encodeURIComponent(q)}`, who);
const names = async (q: string) => (await search(q)).json<UserSearchResult[]>().map((u) => u.fullName);

describe('GET /api/users/search', () => {
  it('matches name or email case-insensitively, and answers the spec’s fields', async () => {
    expect(await names('FINDER')).toEqual(['Someone Else', 'Wilma Finder']);
    expect(await names('wilma@EXAMPLE')).toEqual(['Wilma Finder']);
    const [wilma] = (await search('wilma')).json<UserSearchResult[]>();
    expect(Object.keys(wilma ?? {}).sort()).toEqual(['_id', 'bio', 'email', 'fullName', 'profileImage']);
  });

  it('hides admins, unverified and unfinished accounts, and the searcher', async () => {
    const found = await names('finder');
    for (const hidden of ['Admin Finder', 'Unverified Finder', 'Unfinished Finder', 'Walter Searcher']) expect(found).not.toContain(hidden);
    expect(await names('walter')).toEqual([]);
  });

  it('needs 2 characters (400) and answers at most 20', async () => {
    for (const q of ['', 'w', ' w ']) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Type at least 2 characters');
    }
    for (let i = 0; i < 22; i++) await makeMember(t, `Many ${String(i).padStart(2, '0')}`);
    expect(await names('many')).toHaveLength(SEARCH_RESULTS_MAX);
    expect(SEARCH_RESULTS_MAX).toBe(20);
  });

  it('answers 401 without a session', async () => {
    expect((await search('finder', null)).statusCode).toBe(401);
  });
});
