import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminUser } from '@contract/admin';
import { adminAuditLog, users } from '../../../server/src/db/schema';
import { ensureAdmin } from '../../../server/src/services/admins';
import { DEMOTION_COOLING_MS } from '../../../server/src/services/admin/protection';
import { setRole as setRoleService } from '../../../server/src/services/admin/standing';
import { createSession } from '../../../server/src/services/sessions';
import { bearer, uniqueEmail } from '../helpers/members';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, makeMember, message, type Member } from '../helpers/desires';

// No admin removes another in two steps; the configured admin and the last admin stay.

const MAIN_ADMIN = { email: uniqueEmail('main-admin'), password: 'the main admin password' };

let t: TestApp;
let main: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, admin: { email: MAIN_ADMIN.email.toUpperCase(), password: MAIN_ADMIN.password } });
  const { id } = await ensureAdmin(t.database.db, MAIN_ADMIN.email, MAIN_ADMIN.password);
  main = { id, fullName: 'Administrator', email: MAIN_ADMIN.email, token: (await createSession(t.database.db, id, 'admin')).token };
  admin = await makeAdmin(t, 'Acting Admin');
});
afterAll(() => t.close());

const setRole = (who: { id: string }, role: 'user' | 'admin', as: Member = admin) => call(t.app, 'PATCH', `/admin/users/${who.id}/role`, as, { role });
const block = (who: { id: string }, as: Member = admin) => call(t.app, 'PATCH', `/admin/users/${who.id}/block`, as, { blocked: true });
const remove = (who: { id: string }, as: Member = admin) => call(t.app, 'DELETE', `/admin/users/${who.id}`, as);
const accountOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const auditOf = (targetId: string) => t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
const demotedHoursAgo = (id: string, hours: number) => t.database.db.update(users).set({ demotedAt: new Date(Date.now() - hours * 60 * 60 * 1000) }).where(eq(users.id, id));

describe('an admin removed in two steps', () => {
  it('delete refused, demotion allowed, then delete and block refused for 24 hours after the demotion', async () => {
    const second = await makeAdmin(t, 'Second Admin');
    const first = await remove(second);
    expect(first.statusCode).toBe(400);
    expect(message(first)).toBe(ADMIN_MESSAGES.adminNotDeletable);

    const demoted = await setRole(second, 'user');
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json<AdminUser>().role).toBe('user');
    expect((await accountOf(second.id))?.demotedAt).toBeInstanceOf(Date);

    for (const attempt of [await remove(second), await block(second)]) {
      expect(attempt.statusCode).toBe(400);
      expect(message(attempt)).toBe(ADMIN_MESSAGES.recentlyDemoted);
    }
    expect(await accountOf(second.id)).toMatchObject({ role: 'user', isBlocked: false });
    expect((await auditOf(second.id)).map((row) => row.action)).toEqual(['role']);

    // still a few minutes short of a day: refused
    await demotedHoursAgo(second.id, 23.9);
    expect(message(await remove(second))).toBe(ADMIN_MESSAGES.recentlyDemoted);
    // a day after, the account is a member like any other
    await demotedHoursAgo(second.id, DEMOTION_COOLING_MS / 3_600_000 + 0.1);
    expect((await block(second)).statusCode).toBe(200);
    expect((await remove(second)).statusCode).toBe(200);
    expect(await accountOf(second.id)).toBeUndefined();
  });

  it('a member who was never an admin is blocked and deleted at once', async () => {
    const member = await makeMember(t, 'Plain Member');
    expect((await block(member)).statusCode).toBe(200);
    expect((await remove(member)).statusCode).toBe(200);
  });
});

describe('the configured admin (ADMIN_EMAIL)', () => {
  it('cannot be demoted, blocked or deleted by any other admin', async () => {
    for (const attempt of [await setRole(main, 'user'), await block(main), await remove(main)]) {
      expect(attempt.statusCode).toBe(400);
      expect(message(attempt)).toBe(ADMIN_MESSAGES.mainAdmin);
    }
    expect(await accountOf(main.id)).toMatchObject({ role: 'admin', isBlocked: false });
    expect((await call(t.app, 'GET', '/api/admin/auth/me', main)).statusCode).toBe(200);
  });

  it('nor by itself', async () => {
    expect(message(await setRole(main, 'user', main))).toBe(ADMIN_MESSAGES.ownAdminRole);
    expect((await block(main, main)).statusCode).toBe(400);
    expect((await remove(main, main)).statusCode).toBe(400);
    expect(await accountOf(main.id)).toMatchObject({ role: 'admin' });
  });

  it('is protected even when its row says otherwise: a member with that email is neither blocked nor deleted', async () => {
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, main.id));
    try {
      t.app.readCache.clear();
      expect(message(await block(main))).toBe(ADMIN_MESSAGES.mainAdmin);
      expect(message(await remove(main))).toBe(ADMIN_MESSAGES.mainAdmin);
    } finally {
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, main.id));
    }
  });
});

describe('the last admin', () => {
  it('keeps the role: a demotion by anyone else is refused once no other admin is left', async () => {
    const alone = await createTestApp({ rateLimitFactor: 100 });
    try {
      const only = await makeAdmin(alone, 'Only Admin');
      const [row] = await alone.database.db.select().from(users).where(eq(users.id, only.id));
      // an admin who has just lost the role asks, as a request already past its sign-in check would
      const former = { ...row!, id: 'f'.repeat(24), role: 'admin' as const };
      await expect(setRoleService(alone.database.db, alone.app.live, former, only.id, 'user')).rejects.toMatchObject({ statusCode: 400, message: ADMIN_MESSAGES.lastAdmin });
      expect((await alone.database.db.select().from(users).where(eq(users.id, only.id)))[0]?.role).toBe('admin');
    } finally {
      await alone.close();
    }
  });

  it('two admins demoting each other at once: one wins, the other is refused, one admin stays', async () => {
    const alone = await createTestApp({ rateLimitFactor: 100 });
    try {
      const [a, b] = [await makeAdmin(alone, 'Admin A'), await makeAdmin(alone, 'Admin B')];
      const answers = await Promise.all([
        call(alone.app, 'PATCH', `/admin/users/${b.id}/role`, a, { role: 'user' }),
        call(alone.app, 'PATCH', `/admin/users/${a.id}/role`, b, { role: 'user' }),
      ]);
      const statuses = answers.map((res) => res.statusCode).sort();
      // the loser is refused as the last admin, or no longer an admin by the time it asks
      expect(statuses[0]).toBe(200);
      expect([400, 401, 403]).toContain(statuses[1]);
      const admins = await alone.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await alone.close();
    }
  });
});

describe('the refusals', () => {
  it('are plain 400s with the message, and 404 for a missing account, never a 500', async () => {
    const missing = { id: 'e'.repeat(24) };
    expect((await setRole(missing, 'user')).statusCode).toBe(404);
    expect((await remove(missing)).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${main.id}`, headers: bearer(admin.token) });
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.mainAdmin });
  });
});
