import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserDesires, AdminUserStats } from '@contract/admin';
import type { Desire } from '@contract/desire';
import { adminAuditLog, users } from '../../../server/src/db/schema';
import { LiveClient, listenOnLoopback } from '../helpers/live';
import { bearer } from '../helpers/members';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, message, type Member } from '../helpers/desires';

// PATCH /api/admin/users/{id}/role, DELETE /api/admin/users/{id}, the details reads, and the audit log.

let t: TestApp;
let url: string;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  url = await listenOnLoopback(t.app);
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const setRole = (who: { id: string }, role: unknown, as: Member | null = admin) => call(t.app, 'PATCH', `/admin/users/${who.id}/role`, as, { role });
const auditOf = (targetId: string) => t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe('who may change roles and delete', () => {
  it('401 for a visitor and 403 for a member on every write; 404 for a missing account', async () => {
    const member = await makeMember(t, 'Curious Member');
    const target = await makeMember(t, 'Target Member');
    for (const as of [null, member]) {
      const expected = as ? 403 : 401;
      expect((await setRole(target, 'admin', as)).statusCode).toBe(expected);
      expect((await call(t.app, 'PATCH', `/admin/users/${target.id}/block`, as, { blocked: true })).statusCode).toBe(expected);
      expect((await call(t.app, 'DELETE', `/admin/users/${target.id}`, as)).statusCode).toBe(expected);
      expect((await call(t.app, 'GET', `/admin/users/${target.id}/stats`, as)).statusCode).toBe(expected);
      expect((await call(t.app, 'GET', `/admin/users/${target.id}/desires`, as)).statusCode).toBe(expected);
    }
    const missing = { id: 'c'.repeat(24) };
    expect((await setRole(missing, 'admin')).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/admin/users/${missing.id}`, admin)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/admin/users/${missing.id}/stats`, admin)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/admin/users/not-an-id', admin)).statusCode).toBe(400);
  });

  it('takes only user or admin', async () => {
    const target = await makeMember(t, 'Role Target');
    for (const role of ['owner', '', null, 1]) expect((await setRole(target, role)).statusCode).toBe(400);
    expect((await call(t.app, 'PATCH', `/admin/users/${target.id}/role`, admin, { role: 'admin', extra: true })).statusCode).toBe(400);
  });
});

describe('role changes', () => {
  it('making a member an admin ends their member sessions and takes them out of the social space; back again brings them back', async () => {
    const target = await makeMember(t, 'Rising Star');
    const fan = await makeMember(t, 'Fan Member');
    await follow(t.database.db, fan, target);
    const desire = await createDesire(t.app, target, { title: 'Star wish' });
    const socket = await LiveClient.open(url, target.token);

    const promoted = await setRole(target, 'admin');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<AdminUser>()).toMatchObject({ _id: target.id, role: 'admin' });
    // Their open tabs are told where they sign in now.
    await expect(socket.closed).resolves.toEqual({ code: 4401, reason: 'Admin accounts sign in at the admin area.' });
    expect((await call(t.app, 'GET', '/auth/me', target)).statusCode).toBe(401);
    // Out of the social space: profile, search and desires.
    expect((await call(t.app, 'GET', `/users/${target.id}`, fan)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, fan)).statusCode).toBe(404);
    // They can use the admin door now.
    const signIn = await call(t.app, 'POST', '/admin/auth/login', null, { email: target.email, password: 'correct horse battery' });
    expect(signIn.statusCode).toBe(200);
    const adminToken = signIn.json<{ token: string }>().token;

    const demoted = await setRole(target, 'user');
    expect(demoted.json<AdminUser>()).toMatchObject({ role: 'user' });
    // Their admin session ends with the role.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(adminToken) })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, fan)).json<Desire>().title).toBe('Star wish');

    const rows = await auditOf(target.id);
    expect(rows.map((row) => `${row.action} ${String(row.details.from)} to ${String(row.details.to)}`).sort()).toEqual(['role admin to user', 'role user to admin']);
    expect(rows.every((row) => row.adminId === admin.id && row.adminEmail === admin.email && row.targetEmail === target.email)).toBe(true);
  });

  it('an admin cannot remove their own admin role, so the last admin cannot lock everyone out', async () => {
    const res = await setRole(admin, 'user');
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('You cannot remove your own admin role');
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('admin');
    // Another admin may.
    const second = await makeAdmin(t, 'Second Admin');
    expect((await setRole(second, 'user')).json<AdminUser>().role).toBe('user');
  });

  it('a blocked member must be unblocked before becoming an admin', async () => {
    const target = await makeMember(t, 'Blocked Climber');
    expect((await call(t.app, 'PATCH', `/admin/users/${target.id}/block`, admin, { blocked: true })).statusCode).toBe(200);
    const res = await setRole(target, 'admin');
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Unblock this account before making it an admin');
  });
});

describe('deleting a user', () => {
  it('removes a member completely, closes their socket, and writes the audit row', async () => {
    const target = await makeMember(t, 'Leaving Member');
    const desire = await createDesire(t.app, target, { title: 'Soon gone' });
    const socket = await LiveClient.open(url, target.token);
    const res = await call(t.app, 'DELETE', `/admin/users/${target.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deleted' });
    await socket.closed;
    expect((await call(t.app, 'GET', `/admin/users/${target.id}`, admin)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, null)).statusCode).toBe(404);
    const public_ = (await call(t.app, 'GET', '/desires/public', null)).json<{ desires: Desire[] }>();
    expect(public_.desires.map((d) => d._id)).not.toContain(desire._id);
    const [row] = await auditOf(target.id);
    expect(row).toMatchObject({ action: 'delete', adminId: admin.id, targetEmail: target.email });
  });

  it('refuses an admin account', async () => {
    const other = await makeAdmin(t, 'Undeletable Admin');
    const res = await call(t.app, 'DELETE', `/admin/users/${other.id}`, admin);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Admin accounts cannot be deleted');
    expect((await call(t.app, 'DELETE', `/admin/users/${admin.id}`, admin)).statusCode).toBe(400);
  });
});

describe('the details reads', () => {
  it('counts every desire of theirs whatever its visibility, the fulfilled ones and the follows; lists the newest 5', async () => {
    const target = await makeMember(t, 'Detailed Member');
    const fan = await makeMember(t, 'Detail Fan');
    await follow(t.database.db, fan, target);
    const titles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    for (const [i, title] of titles.entries()) await createDesire(t.app, target, { title, visibility: i % 2 ? 'private' : 'public' });
    const stats = (await call(t.app, 'GET', `/admin/users/${target.id}/stats`, admin)).json<AdminUserStats>();
    expect(stats).toEqual({ desires: 6, fulfilled: 0, followers: 1, following: 0 });
    const list = (await call(t.app, 'GET', `/admin/users/${target.id}/desires`, admin)).json<AdminUserDesires>();
    expect(list.total).toBe(6);
    expect(list.desires.map((d) => d.title)).toEqual(['Six', 'Five', 'Four', 'Three', 'Two']);
    expect(list.desires.map((d) => d.visibility)).toContain('private');
  });
});
