import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, sessions, users } from '../../../server/src/db/schema';
import { ensureAdmin } from '../../../server/src/services/admins';
import { uniqueEmail } from '../helpers/members';
import { makeAdmin } from '../helpers/people';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { call, makeMember, type Member } from '../helpers/desires';

// The admin audit log: sign-ins, the start-up step, every action in its own transaction, append-only.

let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, 'Audited Admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowsAbout = (column: 'adminEmail' | 'targetId', value: string) => db().select().from(adminAuditLog).where(eq(adminAuditLog[column], value)).orderBy(adminAuditLog.createdAt, adminAuditLog.id);
const adminSignIn = (email: string, password: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password }, remoteAddress });

describe('admin sign-ins', () => {
  it('records each success and failure with the email given and the address, never a password', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(db(), email, 'the admin password');
    const member = await makeMember(t, 'Member At Admin Door');
    const from = nextClientAddress();

    expect((await adminSignIn(email, 'a wrong password', from)).statusCode).toBe(401);
    const signedIn = await adminSignIn(email, 'the admin password', from);
    expect(signedIn.statusCode).toBe(200);
    expect((await adminSignIn(member.email, 'correct horse battery', from)).statusCode).toBe(401);
    const nobody = uniqueEmail('nobody');
    expect((await adminSignIn(nobody, 'whatever it is', from)).statusCode).toBe(401);

    const [failed, success] = (await rowsAbout('adminEmail', email)).filter((row) => row.action !== 'admin_bootstrap');
    expect(failed).toMatchObject({ action: 'sign_in_failed', adminId: null, address: from, details: { reason: 'invalid_credentials' } });
    expect(success).toMatchObject({ action: 'sign_in', adminId: signedIn.json<{ user: { _id: string } }>().user._id, address: from });
    expect(await rowsAbout('adminEmail', member.email)).toMatchObject([{ action: 'sign_in_failed', address: from }]);
    expect(await rowsAbout('adminEmail', nobody)).toMatchObject([{ action: 'sign_in_failed', address: from }]);

    const everything = JSON.stringify(await db().select().from(adminAuditLog));
    for (const password of ['a wrong password', 'the admin password', 'correct horse battery', 'whatever it is']) expect(everything).not.toContain(password);
  });

  it('an email longer than any address is refused before the sign-in and leaves no row', async () => {
    // Within the route's body limit (an address of 254 characters, each escaped), past any address.
    const long = `${'a'.repeat(1000)}@example.com`;
    expect((await adminSignIn(long, 'whatever it is', nextClientAddress())).statusCode).toBe(400);
    expect(await rowsAbout('adminEmail', long)).toEqual([]);
    expect(await rowsAbout('adminEmail', long.slice(0, 254))).toEqual([]);
  });

  it('records a try the throttle refused', async () => {
    // wrong passwords at the member door fill the count the admin door shares
    const other = uniqueEmail('admin');
    await ensureAdmin(db(), other, 'the admin password');
    const elsewhere = nextClientAddress();
    for (let i = 0; i < 10; i++) await call(t.app, 'POST', '/auth/login', null, { email: other, password: `member door ${i}` }, elsewhere);
    expect((await adminSignIn(other, 'the admin password', elsewhere)).statusCode).toBe(429);
    expect(await rowsAbout('adminEmail', other)).toContainEqual(expect.objectContaining({ action: 'sign_in_failed', address: elsewhere, details: { reason: 'too_many_attempts' } }));
  });
});

describe('the start-up step (ADMIN_EMAIL, npm run create-admin)', () => {
  it('records creating the admin, and turning an existing account into it with a new password', async () => {
    const fresh = uniqueEmail('admin');
    const { id } = await ensureAdmin(db(), fresh, 'first password');
    expect(await rowsAbout('targetId', id)).toMatchObject([{ action: 'admin_bootstrap', adminId: null, targetEmail: fresh, details: { created: true } }]);

    const member = await makeMember(t, 'Promoted Member');
    await ensureAdmin(db(), member.email, 'an admin password');
    await ensureAdmin(db(), member.email, 'another admin password');
    const rows = await rowsAbout('targetId', member.id);
    expect(rows.map((row) => row.details)).toEqual([
      { created: false, roleBefore: 'user', wasBlocked: false, passwordReplaced: true },
      { created: false, roleBefore: 'admin', wasBlocked: false, passwordReplaced: true },
    ]);
    expect(JSON.stringify(rows)).not.toContain('an admin password');
  });
});

describe('the table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const member = await makeMember(t, 'Blocked For The Log');
    expect((await call(t.app, 'PATCH', `/admin/users/${member.id}/block`, admin, { blocked: true })).statusCode).toBe(200);
    const [row] = await rowsAbout('targetId', member.id);
    for (const statement of [
      sql`update ${adminAuditLog} set action = 'unblock' where id = ${row!.id}`,
      sql`update ${adminAuditLog} set admin_email = 'someone@else' where id = ${row!.id}`,
      sql`delete from ${adminAuditLog} where id = ${row!.id}`,
      sql`truncate ${adminAuditLog}`,
    ]) {
      await expect(db().execute(statement)).rejects.toThrow();
    }
    expect(await rowsAbout('targetId', member.id)).toEqual([row]);
  });

  it('keeps the rows of deleted accounts: deleting a user touches none of them', async () => {
    const member = await makeMember(t, 'Deleted With History');
    expect((await call(t.app, 'PATCH', `/admin/users/${member.id}/block`, admin, { blocked: true })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/admin/users/${member.id}`, admin)).statusCode).toBe(200);
    expect((await rowsAbout('targetId', member.id)).map((row) => row.action)).toEqual(['block', 'delete']);
    // an admin's own rows outlive the admin too
    const former = await makeAdmin(t, 'Former Admin');
    const target = await makeMember(t, 'Target Of Former');
    expect((await call(t.app, 'PATCH', `/admin/users/${target.id}/block`, former, { blocked: true })).statusCode).toBe(200);
    await db().update(users).set({ role: 'user', demotedAt: new Date(0) }).where(eq(users.id, former.id));
    expect((await call(t.app, 'DELETE', `/admin/users/${former.id}`, admin)).statusCode).toBe(200);
    expect(await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.adminId, former.id), eq(adminAuditLog.action, 'block')))).toHaveLength(1);
  });
});

describe('an action and its audit row', () => {
  /** Makes the database fail a statement of the kind given, until the returned function is called. */
  async function failing(table: 'admin_audit_log' | 'users', when: 'INSERT' | 'DELETE' | 'UPDATE') {
    const name = `test_fail_${table}_${when.toLowerCase()}`;
    await db().execute(sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'failing on purpose'; end $$`));
    await db().execute(sql.raw(`create trigger ${name} before ${when} on ${table} for each row execute function ${name}()`));
    return async () => {
      await db().execute(sql.raw(`drop trigger ${name} on ${table}`));
      await db().execute(sql.raw(`drop function ${name}()`));
    };
  }

  it('a deletion whose audit row cannot be written does not happen', async () => {
    const member = await makeMember(t, 'Survives A Failed Log');
    const restore = await failing('admin_audit_log', 'INSERT');
    try {
      expect((await call(t.app, 'DELETE', `/admin/users/${member.id}`, admin)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, member.id))).toHaveLength(1);
    expect((await call(t.app, 'GET', '/auth/me', member)).statusCode).toBe(200);
  });

  it('a deletion that fails leaves no audit row', async () => {
    const member = await makeMember(t, 'Undeletable For Now');
    const restore = await failing('users', 'DELETE');
    try {
      expect((await call(t.app, 'DELETE', `/admin/users/${member.id}`, admin)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await rowsAbout('targetId', member.id)).toEqual([]);
    expect((await call(t.app, 'DELETE', `/admin/users/${member.id}`, admin)).statusCode).toBe(200);
    expect(await rowsAbout('targetId', member.id)).toHaveLength(1);
  });

  it('a role change or block whose audit row cannot be written does not happen', async () => {
    const member = await makeMember(t, 'Unchanged Member');
    const restore = await failing('admin_audit_log', 'INSERT');
    try {
      expect((await call(t.app, 'PATCH', `/admin/users/${member.id}/role`, admin, { role: 'admin' })).statusCode).toBe(500);
      expect((await call(t.app, 'PATCH', `/admin/users/${member.id}/block`, admin, { blocked: true })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await db().select().from(users).where(eq(users.id, member.id)))[0]).toMatchObject({ role: 'user', isBlocked: false });
  });

  it('an admin sign-in whose audit row cannot be written gives no session', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(db(), email, 'the admin password');
    const restore = await failing('admin_audit_log', 'INSERT');
    try {
      expect((await adminSignIn(email, 'the admin password', nextClientAddress())).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const [account] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await db().select().from(sessions).where(eq(sessions.userId, account!.id))).toEqual([]);
  });
});
