import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSearchResult } from '@contract/user';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/src/db/schema';
import { createUser } from '../../../server/src/services/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, makeMember, message, type Member } from '../helpers/desires';

let t: TestApp;
let searcher: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  searcher = await makeMember(t, 'Sam Searcher', { email: 'sam.searcher@example.com' });
  await makeMember(t, 'Zoe Zebra', { email: 'zoe@zoo.example' });
  await makeMember(t, 'Adam Zebrowski', { email: 'adam@example.com' });
  await makeMember(t, 'Percent 100% Sure', { email: 'percent@example.com' });
  await makeMember(t, 'Under_Score', { email: 'under@example.com' });
  await makeMember(t, 'Unverified Zebra', { email: 'unverified-zebra@example.com', verified: false });
  await createUser(t.database.db, { email: 'zebra-admin@example.com', fullName: 'Admin Zebra', password: 'long enough pass', role: 'admin', isVerified: true });
});
afterAll(() => t.close());

const search = async (q: string, who: Member | null = searcher) => call(t.app, 'GET', `/users/search?q=${encodeURIComponent(q)}`, who);
const names = async (q: string, who?: Member) => (await search(q, who)).json<UserSearchResult[]>().map((u) => u.fullName);

describe('GET /users/search', () => {
  it('finds verified members by name or email, case-insensitively, in name order, with the spec’s fields', async () => {
    expect(await names('zEbR')).toEqual(['Adam Zebrowski', 'Zoe Zebra']);
    expect(await names('zoo.example')).toEqual(['Zoe Zebra']);
    const [first] = (await search('adam')).json<UserSearchResult[]>();
    expect(first).toEqual({ _id: expect.any(String), fullName: 'Adam Zebrowski', email: 'adam@example.com', profileImage: null, bio: null });
  });

  it('never lists admins, unverified accounts or the searcher', async () => {
    const found = await names('zebra');
    expect(found).not.toContain('Admin Zebra');
    expect(found).not.toContain('Unverified Zebra');
    expect(await names('Sam Searcher')).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await names('0%')).toEqual(['Percent 100% Sure']);
    expect(await names('r_s')).toEqual(['Under_Score']);
    expect(await names('%%')).toEqual([]);
    expect(await names('__')).toEqual([]);
  });

  it('needs 2 characters after trimming, and answers at most 20', async () => {
    for (const q of ['', 'a', '  b  ']) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Type at least 2 characters');
    }
    expect((await call(t.app, 'GET', '/users/search', searcher)).statusCode).toBe(400);
    expect(await names('  zoe  ')).toEqual(['Zoe Zebra']);
    await Promise.all(Array.from({ length: 25 }, (_, i) => makeMember(t, `Crowd ${String(i).padStart(2, '0')}`)));
    const crowd = await names('crowd');
    expect(crowd).toHaveLength(20);
    expect(crowd[0]).toBe('Crowd 00');
  });

  it('answers 401 to a visitor', async () => {
    expect((await search('zebra', null)).statusCode).toBe(401);
  });

  it('finds members by their current name', async () => {
    const renamed = await makeMember(t, 'Old Name');
    await t.database.db.update(users).set({ fullName: 'Quentin New' }).where(eq(users.id, renamed.id));
    expect(await names('quentin')).toEqual(['Quentin New']);
  });
});
