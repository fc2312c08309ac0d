import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, CheckEmailResponse } from '@contract/auth';
import { ensureAdmin } from '../../server/src/services/admins';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';
import { bearer, signUpMember, uniqueEmail } from './helpers/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress = nextClientAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });

/** Sends `count` requests from one address and returns the last status. */
async function hammer(count: number, send: (remoteAddress: string, i: number) => Promise<{ statusCode: number }>) {
  const remoteAddress = nextClientAddress();
  let last = 0;
  for (let i = 0; i < count; i++) last = (await send(remoteAddress, i)).statusCode;
  return last;
}

describe('POST /api/auth/check-email', () => {
  it('says whether an account exists, with its name, and lowercases the address', async () => {
    const member = await signUpMember(t.app, t.mail, { fullName: 'Ada Lovelace' });
    const found = await post('/api/auth/check-email', { email: member.email.toUpperCase() });
    expect(found.statusCode).toBe(200);
    expect(found.json<CheckEmailResponse>()).toEqual({ exists: true, user: { fullName: 'Ada Lovelace' } });
    const missing = await post('/api/auth/check-email', { email: uniqueEmail('nobody') });
    expect(missing.json<CheckEmailResponse>()).toEqual({ exists: false });
  });

  it('answers 400 with the spec message for a malformed address or body', async () => {
    const bad = await post('/api/auth/check-email', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid email address' });
    expect((await post('/api/auth/check-email', {})).statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/check-email', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Invalid JSON body' });
  });

  it('needs no session: an unknown bearer token does not make it 401', async () => {
    const res = await post('/api/auth/check-email', { email: uniqueEmail() }, nextClientAddress(), bearer('not-a-token'));
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 after 30 checks a minute from one address', async () => {
    expect(await hammer(31, (ip) => post('/api/auth/check-email', { email: uniqueEmail() }, ip))).toBe(429);
  });
});

describe('POST /api/auth/register', () => {
  it('creates an unverified account and returns a working token', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/register', { email, fullName: 'New Person', password: 'long enough', confirmPassword: 'long enough', isVerified: true });
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // isVerified from the client is ignored: verification is the server's to decide
    expect(body.user).toMatchObject({ email, fullName: 'New Person', isVerified: false, hasCompletedSignup: false, role: 'user' });
    expect(body.user).not.toHaveProperty('passwordHash');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json<{ user: { email: string } }>().user.email).toBe(email);
  });

  it('refuses an address that already has an account with "already exists"', async () => {
    const member = await signUpMember(t.app, t.mail);
    const res = await post('/api/auth/register', { email: member.email, fullName: 'Copy', password: 'long enough' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('already exists');
  });

  it('answers 400 for a short password, mismatched confirmation, missing name and bad email', async () => {
    const base = { email: uniqueEmail(), fullName: 'Somebody', password: 'long enough' };
    const short = await post('/api/auth/register', { ...base, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Password must be at least 8 characters' });
    const mismatch = await post('/api/auth/register', { ...base, confirmPassword: 'different!' });
    expect(mismatch.json()).toMatchObject({ message: "Passwords don't match", fieldErrors: { confirmPassword: ["Passwords don't match"] } });
    const noName = await post('/api/auth/register', { ...base, fullName: '   ' });
    expect(noName.json()).toMatchObject({ message: 'Full name is required' });
    expect((await post('/api/auth/register', { ...base, email: 'nope' })).statusCode).toBe(400);
  });

  it('needs no session: a bearer token is ignored', async () => {
    const res = await post('/api/auth/register', { email: uniqueEmail(), fullName: 'Tok En', password: 'long enough' }, nextClientAddress(), bearer('whatever'));
    expect(res.statusCode).toBe(201);
  });

  it('answers 429 after 10 sign-ups an hour from one address', async () => {
    const status = await hammer(11, (ip) => post('/api/auth/register', { email: uniqueEmail(), fullName: 'Flood', password: 'long enough' }, ip));
    expect(status).toBe(429);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password (any letter case in the email)', async () => {
    const member = await signUpMember(t.app, t.mail);
    const res = await post('/api/auth/login', { email: member.email.toUpperCase(), password: member.password });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.token).toBeTruthy();
    expect(body.user).toMatchObject({ email: member.email, isVerified: true });
  });

  it('answers 401 for a wrong password and for an unknown email, with the same message', async () => {
    const member = await signUpMember(t.app, t.mail);
    const wrong = await post('/api/auth/login', { email: member.email, password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('keeps admins out: they sign in at the admin area', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(t.database.db, email, 'admin password');
    const res = await post('/api/auth/login', { email, password: 'admin password' });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 without a password or with a malformed email', async () => {
    expect((await post('/api/auth/login', { email: uniqueEmail(), password: '' })).json()).toMatchObject({ message: 'Password is required' });
    expect((await post('/api/auth/login', { email: 'x', password: 'y' })).statusCode).toBe(400);
  });

  it('answers 429 after 20 attempts a minute from one address', async () => {
    expect(await hammer(21, (ip) => post('/api/auth/login', { email: uniqueEmail(), password: 'guess' }, ip))).toBe(429);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('returns the member of the token, and nothing private', async () => {
    const member = await signUpMember(t.app, t.mail, { fullName: 'Grace Hopper' });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.token) });
    expect(res.statusCode).toBe(200);
    const { user } = res.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({ fullName: 'Grace Hopper', email: member.email, isVerified: true });
    expect(Object.keys(user).sort()).toEqual(
      ['_id', 'bannerImage', 'bio', 'createdAt', 'email', 'fullName', 'hasCompletedSignup', 'isPublic', 'isVerified', 'profileImage', 'profilePicUploadedAt', 'role'].sort(),
    );
  });

  it('answers 401 without a token, with a malformed header, and with an unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer('a'.repeat(43)) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('logout revokes the token it was sent with, and only that one', async () => {
    const member = await signUpMember(t.app, t.mail);
    const second = (await post('/api/auth/login', { email: member.email, password: member.password })).json<AuthResponse>().token;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(member.token) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(member.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
  });

  it('logout answers 401 without a token and 400 for a malformed body', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    const member = await signUpMember(t.app, t.mail);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('a member token does not open the admin area', async () => {
    const member = await signUpMember(t.app, t.mail);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
  });
});

describe('the general limit on /api', () => {
  it('answers 429 to every endpoint past the per-address ceiling, /me and logout included', async () => {
    const small = await createTestApp({ rateLimitFactor: 0.01 });
    try {
      const member = await signUpMember(small.app, small.mail, { remoteAddress: '127.0.9.1' });
      const ip = '127.0.9.2';
      let last = 0;
      for (let i = 0; i < 8; i++) last = (await small.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: ip, headers: bearer(member.token) })).statusCode;
      expect(last).toBe(429);
      const out = await small.app.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress: ip, headers: bearer(member.token) });
      expect(out.statusCode).toBe(429);
      expect(out.json<{ message: string }>().message).toMatch(/^Too many attempts\. Please try again in /);
    } finally {
      await small.close();
    }
  });
});
