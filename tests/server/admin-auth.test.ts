import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMe, AuthResponse } from '@contract/auth';
import { ensureAdmin } from '../../server/src/services/admins';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';
import { bearer, signUpMember, uniqueEmail } from './helpers/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = nextClientAddress()) => t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload, remoteAddress });

async function admin(password = 'admin password') {
  const email = uniqueEmail('admin');
  await ensureAdmin(t.database.db, email, password);
  return { email, password };
}

describe('POST /api/admin/auth/login', () => {
  it('signs an admin in with a token of its own', async () => {
    const { email, password } = await admin();
    const res = await login({ email, password });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.user).toMatchObject({ email, role: 'admin' });
    // the admin token is not a member token
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) })).statusCode).toBe(401);
  });

  it('answers the same 401 to a wrong password, an unknown email and a member\'s right password', async () => {
    const { email } = await admin();
    const member = await signUpMember(t.app, t.mail);
    const answers = [
      await login({ email, password: 'wrong password' }),
      await login({ email: uniqueEmail(), password: 'whatever' }),
      await login({ email: member.email, password: member.password }),
      await login({ email: member.email, password: 'not the password' }),
    ];
    for (const res of answers) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { message: 'Invalid email or password' } });
    }
  });

  it('answers 400 with the plain library messages for a bad email or a short password', async () => {
    expect((await login({ email: 'x', password: 'long enough' })).json()).toMatchObject({ message: 'Invalid email' });
    expect((await login({ email: uniqueEmail(), password: '12345' })).json()).toMatchObject({ message: 'Password must be at least 6 characters' });
    // No address is that long: it never reaches the sign-in counters or the audit log. (A thousand
    // characters: still within what the route takes, escapes and all; past that the body is 413.)
    const long = await login({ email: `${'a'.repeat(1_000)}@example.com`, password: 'long enough' });
    expect({ status: long.statusCode, message: long.json<{ message: string }>().message }).toEqual({ status: 400, message: 'Invalid email' });
  });

  it('answers 429 after 10 tries a minute from one address', async () => {
    const ip = nextClientAddress();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await login({ email: uniqueEmail(), password: 'whatever' }, ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('GET /api/admin/auth/me', () => {
  it('answers the admin with _id and role', async () => {
    const { email, password } = await admin();
    const { token } = (await login({ email, password })).json<AuthResponse>();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminMe>()).toMatchObject({ role: 'admin', email, fullName: 'Administrator' });
  });

  it('answers 401 without a token or with a member token, and 403 once the role is taken away', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me' })).statusCode).toBe(401);
    const member = await signUpMember(t.app, t.mail);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);

    const { email, password } = await admin();
    const { token, user } = (await login({ email, password })).json<AuthResponse>();
    const { users } = await import('../../server/src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, user!._id));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('POST /api/admin/auth/logout ends the admin session', async () => {
    const { email, password } = await admin();
    const { token } = (await login({ email, password })).json<AuthResponse>();
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('ensureAdmin (npm run create-admin and ADMIN_EMAIL)', () => {
  it('creates an admin, and turns an existing member into one, ending their member sessions', async () => {
    const member = await signUpMember(t.app, t.mail);
    const result = await ensureAdmin(t.database.db, member.email.toUpperCase(), 'a new admin password');
    expect(result).toEqual({ id: member.user!._id, created: false });
    // Run at start or from another process, not through a request: nothing clears the read cache.
    t.app.readCache.clear();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
    expect((await login({ email: member.email, password: 'a new admin password' })).statusCode).toBe(200);
  });

  it('refuses a malformed email or a short password', async () => {
    await expect(ensureAdmin(t.database.db, 'nope', 'long enough')).rejects.toThrow();
    await expect(ensureAdmin(t.database.db, uniqueEmail(), 'short')).rejects.toThrow();
  });
});
