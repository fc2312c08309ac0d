import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRecentDesire, AdminStats, AdminUser, AdminUserList, FulfillmentStats } from '@contract/admin';
import { startOfToday } from '../../../server/src/services/admin/stats';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMember, message, type Member } from '../helpers/desires';

// The spec (chat, categories and admin 3 "Admin stats", "Admin user list"; 7 "Admin"): the reads of the admin area.

let t: TestApp;
let admin: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  admin = await makeAdmin(t);
  member = await makeMember(t, 'Plain Member');
});
afterAll(() => t.close());

const get = async <T>(url: string, as: Member = admin) => {
  const res = await call(t.app, 'GET', url, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('who may call the admin reads', () => {
  const reads = ['/admin/stats', '/admin/fulfillments/stats', '/admin/users/recent', '/admin/desires/recent', '/admin/users', `/admin/users/${'a'.repeat(24)}`];

  it('a visitor gets 401 and a member 403, on every read', async () => {
    for (const url of reads) {
      expect((await call(t.app, 'GET', url, null)).statusCode, url).toBe(401);
      expect((await call(t.app, 'GET', url, member)).statusCode, url).toBe(403);
    }
  });

  it("an admin's member-kind token is not an admin token", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${(admin as Member & { memberKindToken: string }).memberKindToken}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe('the counts', () => {
  it('move by exactly one for a new member, desire, comment and completed fulfilment', async () => {
    const before = await get<AdminStats>('/admin/stats');
    const fulfilledBefore = await get<FulfillmentStats>('/admin/fulfillments/stats');

    const owner = await makeMember(t, 'Counted Owner');
    const helper = await makeMember(t, 'Counted Helper');
    const desire = await createDesire(t.app, owner, { title: 'Counted desire' });
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, helper, { text: 'Counted comment' })).statusCode).toBe(201);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, helper, { anonymous: false })).statusCode).toBe(200);
    // Started is not yet fulfilled.
    expect(await get<FulfillmentStats>('/admin/fulfillments/stats')).toEqual(fulfilledBefore);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner)).statusCode).toBe(200);

    const after = await get<AdminStats>('/admin/stats');
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      newUsersToday: before.newUsersToday + 2,
      totalDesires: before.totalDesires + 1,
      newDesiresToday: before.newDesiresToday + 1,
      totalComments: before.totalComments + 1,
      newCommentsToday: before.newCommentsToday + 1,
      openReports: before.openReports,
    });
    expect(await get<FulfillmentStats>('/admin/fulfillments/stats')).toEqual({
      totalFulfillments: fulfilledBefore.totalFulfillments + 1,
      newFulfillmentsToday: fulfilledBefore.newFulfillmentsToday + 1,
    });
  });

  it('"today" starts at the local midnight', () => {
    const at = new Date(2026, 10, 24, 15, 30);
    expect(startOfToday(at)).toEqual(new Date(2026, 10, 24, 0, 0, 0, 0));
  });
});

describe('recent users and desires', () => {
  it('lists the newest accounts first, without a password hash', async () => {
    const newest = await makeMember(t, 'Newest Member');
    const recent = await get<AdminUser[]>('/admin/users/recent');
    expect(recent.length).toBeLessThanOrEqual(5);
    expect(recent[0]?._id).toBe(newest.id);
    expect(JSON.stringify(recent)).not.toMatch(/password|\$argon|\$2[aby]\$/i);
  });

  it('lists the newest desires of every visibility with the owner name', async () => {
    const owner = await makeMember(t, 'Private Owner');
    const hidden = await createDesire(t.app, owner, { title: 'A private one', visibility: 'private' });
    const recent = await get<AdminRecentDesire[]>('/admin/desires/recent');
    expect(recent[0]).toMatchObject({ _id: hidden._id, title: 'A private one', visibility: 'private', status: 'desire', userId: { _id: owner.id, fullName: 'Private Owner' } });
  });
});

describe('the user list', () => {
  it('pages with the allowed sizes and refuses any other', async () => {
    const page = await get<AdminUserList>('/admin/users?page=1&limit=10');
    expect(page.users.length).toBeLessThanOrEqual(10);
    expect(page.total).toBeGreaterThanOrEqual(page.users.length);
    for (const limit of ['7', '0', '1000', 'ten', '-10']) {
      const res = await call(t.app, 'GET', `/admin/users?limit=${limit}`, admin);
      expect(res.statusCode, limit).toBe(400);
    }
    expect(message(await call(t.app, 'GET', '/admin/users?limit=7', admin))).toMatch(/10, 20, 50 or 100/);
    expect((await call(t.app, 'GET', '/admin/users?page=0', admin)).statusCode).toBe(400);
  });

  it('pages without gaps or repeats, newest first', async () => {
    const all = await get<AdminUserList>('/admin/users?page=1&limit=100');
    const first = await get<AdminUserList>('/admin/users?page=1&limit=10');
    const second = await get<AdminUserList>('/admin/users?page=2&limit=10');
    expect([...first.users, ...second.users].map((u) => u._id)).toEqual(all.users.slice(0, 20).map((u) => u._id));
  });

  it('searches name and email in any case, with % and _ taken literally', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const plain = await makeMember(t, `Ana ${tag} Plain`);
    const percent = await makeMember(t, `Ana ${tag}% Percent`);
    const underscore = await makeMember(t, `Ana ${tag}_ Underscore`);
    const byName = await get<AdminUserList>(`/admin/users?search=${tag.toUpperCase()}&limit=50`);
    expect(byName.users.map((u) => u._id).sort()).toEqual([plain.id, percent.id, underscore.id].sort());
    expect(byName.total).toBe(3);
    expect((await get<AdminUserList>(`/admin/users?search=${encodeURIComponent(`${tag}%`)}`)).users.map((u) => u._id)).toEqual([percent.id]);
    expect((await get<AdminUserList>(`/admin/users?search=${encodeURIComponent(`${tag}_`)}`)).users.map((u) => u._id)).toEqual([underscore.id]);
    expect((await get<AdminUserList>('/admin/users?search=%25')).users.every((u) => u.fullName.includes('%') || u.email.includes('%'))).toBe(true);
    const byEmail = await get<AdminUserList>(`/admin/users?search=${encodeURIComponent(plain.email.toUpperCase())}`);
    expect(byEmail.users.map((u) => u._id)).toEqual([plain.id]);
  });

  it('reads one user, and says "User not found" for a missing one', async () => {
    const one = await get<AdminUser>(`/admin/users/${member.id}`);
    expect(one).toMatchObject({ _id: member.id, fullName: 'Plain Member', role: 'user' });
    expect(JSON.stringify(one)).not.toMatch(/password/i);
    const missing = await call(t.app, 'GET', `/admin/users/${'f'.repeat(24)}`, admin);
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe('User not found');
    expect((await call(t.app, 'GET', '/admin/users/not-an-id', admin)).statusCode).toBe(400);
  });
});
