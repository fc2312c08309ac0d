import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import type { DatabaseHandle } from '../../server/src/db/client';
import { DEVICE_COOKIE } from '../../server/src/services/device-cookies';
import { serverSecret } from '../../server/src/services/server-secrets';
import { SIGN_IN_FAILURE_LIMITS } from '../../server/src/services/sign-in-throttle';
import { ensureAdmin } from '../../server/src/services/admins';
import { createTestApp, testConfig, TestMailer, type TestApp } from './helpers/test-app';
import { sameDatabaseTwice } from './helpers/same-database';
import { signUpMember, uniqueEmail } from './helpers/members';

// The device cookie: a browser that signed in to an account before is not slowed by strangers' guesses.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

let lastHost = 0;
const nextForwarded = () => `2001:db8:d::${(++lastHost).toString(16)}`;

type Door = 'member' | 'admin';
const signIn = (door: Door, email: string, password: string, from: string, device?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: door === 'member' ? '/api/auth/login' : '/api/admin/auth/login',
    headers: { 'x-forwarded-for': from, ...(device === undefined ? {} : { cookie: `${DEVICE_COOKIE}=${device}` }) },
    payload: { email, password },
  });

type Answer = Awaited<ReturnType<typeof signIn>>;
const deviceCookieOf = (res: Answer) => res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

/** Signs in from a fresh address and returns the device cookie the browser keeps. */
async function trustedBrowser(door: Door, email: string, password: string, device?: string, app = t.app): Promise<string> {
  const res = await signIn(door, email, password, nextForwarded(), device, app);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = deviceCookieOf(res);
  if (!cookie) throw new Error('no device cookie');
  return cookie.value;
}

/**
 * What strangers do to an account: lock the `shared` address with 10 wrong passwords (at the member
 * door, whose count the admin door shares, so the admin door's own flood limit is left alone), then
 * fill the account's ceiling from 9 more addresses. Untrusted browsers there are refused; elsewhere, paced.
 */
async function attack(door: Door, email: string, shared: string) {
  for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.accountAndAddress.max; i++) expect((await signIn('member', email, `shared guess ${i}`, shared)).statusCode).toBe(401);
  for (let a = 0; a < 9; a++) {
    const from = nextForwarded();
    for (let i = 0; i < 10; i++) expect((await signIn(door, email, `spread guess ${a}-${i}`, from)).statusCode).toBe(401);
  }
}

/** An app on a database handle of its own, closing only itself. */
async function appOn(database: DatabaseHandle) {
  const mail = new TestMailer();
  const app = await buildApp(testConfig({ trustProxy: true }), { database, mailer: mail });
  await app.ready();
  return { app, mail, database };
}

describe('the device cookie', () => {
  it('is set by a sign-in at either door: HttpOnly, SameSite=Strict, on /api, kept a year, Secure over https', async () => {
    const member = await signUpMember(t.app, t.mail);
    const res = await signIn('member', member.email, member.password, nextForwarded());
    expect(deviceCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: 365 * 24 * 60 * 60 });
    expect(deviceCookieOf(res)?.secure).toBeFalsy();
    const overHttps = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': nextForwarded(), 'x-forwarded-proto': 'https' },
      payload: { email: member.email, password: member.password },
    });
    expect(deviceCookieOf(overHttps)?.secure).toBe(true);

    const admin = uniqueEmail('admin');
    await ensureAdmin(t.database.db, admin, 'the admin password');
    expect(deviceCookieOf(await signIn('admin', admin, 'the admin password', nextForwarded()))).toMatchObject({ httpOnly: true, path: '/api' });
    // a failure sets nothing
    expect(deviceCookieOf(await signIn('member', member.email, 'wrong password', nextForwarded()))).toBeUndefined();
  });

  for (const door of ['member', 'admin'] as const) {
    it(`lets its browser in at once past every stranger's count, even at an address they locked (${door} door)`, async () => {
      const owner = door === 'member' ? await signUpMember(t.app, t.mail) : { email: uniqueEmail('admin'), password: 'the admin password' };
      if (door === 'admin') await ensureAdmin(t.database.db, owner.email, owner.password);
      const device = await trustedBrowser(door, owner.email, owner.password);
      const shared = nextForwarded();
      await attack(door, owner.email, shared);

      expect((await signIn(door, owner.email, owner.password, shared)).statusCode).toBe(429);
      const started = Date.now();
      const res = await signIn(door, owner.email, owner.password, shared, device);
      expect(res.statusCode, res.body).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
    }, 60_000);
  }

  it('is no unlimited oracle when stolen: after its own 10 wrong passwords it is a stranger again', async () => {
    const member = await signUpMember(t.app, t.mail);
    const device = await trustedBrowser('member', member.email, member.password);
    const shared = nextForwarded();
    for (let i = 0; i < 10; i++) expect((await signIn('member', member.email, `guess ${i}`, shared)).statusCode).toBe(401);
    // the thief spreads the device's tries over addresses of their own
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.device.max; i++) expect((await signIn('member', member.email, `thief ${i}`, nextForwarded(), device)).statusCode).toBe(401);
    expect((await signIn('member', member.email, member.password, shared, device)).statusCode).toBe(429);
  });

  it('trusts only what the server signed, and only for its own account', async () => {
    const member = await signUpMember(t.app, t.mail);
    const other = await signUpMember(t.app, t.mail);
    const othersDevice = await trustedBrowser('member', other.email, other.password);
    const device = await trustedBrowser('member', member.email, member.password);
    const shared = nextForwarded();
    for (let i = 0; i < 10; i++) await signIn('member', member.email, `guess ${i}`, shared);

    const [login, nonce, signature] = device.split('.');
    const forged = [
      othersDevice,
      `${login}.${nonce}.${'A'.repeat(signature!.length)}`,
      `${Buffer.from(member.email).toString('base64url')}.${nonce}.${signature}x`,
      `${Buffer.from(other.email).toString('base64url')}.${nonce}.${signature}`,
      'garbage',
      '~~~',
      '.'.repeat(50),
      'x'.repeat(5000),
    ];
    for (const cookie of forged) expect((await signIn('member', member.email, member.password, shared, cookie)).statusCode).toBe(429);
  });

  it('remembers several accounts in one browser', async () => {
    const first = await signUpMember(t.app, t.mail);
    const second = await signUpMember(t.app, t.mail);
    const afterFirst = await trustedBrowser('member', first.email, first.password);
    const both = await trustedBrowser('member', second.email, second.password, afterFirst);
    for (const member of [first, second]) {
      const shared = nextForwarded();
      for (let i = 0; i < 10; i++) await signIn('member', member.email, `guess ${i}`, shared);
      expect((await signIn('member', member.email, member.password, shared, both)).statusCode).toBe(200);
    }
  });

  it('is signed with a key kept in the database: another process on it, or a restart, trusts it too', async () => {
    const { openings: [first, second], cleanUp } = await sameDatabaseTwice();
    try {
      const one = await appOn(await first.open());
      const member = await signUpMember(one.app, one.mail);
      const device = await trustedBrowser('member', member.email, member.password, undefined, one.app);
      await first.done(one.app);

      const two = await appOn(await second.open());
      const shared = nextForwarded();
      for (let i = 0; i < 10; i++) await signIn('member', member.email, `guess ${i}`, shared, undefined, two.app);
      expect((await signIn('member', member.email, member.password, shared, undefined, two.app)).statusCode).toBe(429);
      expect((await signIn('member', member.email, member.password, shared, device, two.app)).statusCode).toBe(200);
      await second.done(two.app);
    } finally {
      await cleanUp();
    }
  });

  it('is given to the browser that resets the password: it proved it reads the mailbox', async () => {
    const member = await signUpMember(t.app, t.mail);
    const shared = nextForwarded();
    for (let i = 0; i < 10; i++) await signIn('member', member.email, `guess ${i}`, shared);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { 'x-forwarded-for': shared }, payload: { email: member.email } })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'x-forwarded-for': shared },
      payload: { email: member.email, resetToken: t.mail.lastResetToken(member.email), newPassword: 'a brand new password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const device = deviceCookieOf(reset)?.value;
    expect(device).toBeDefined();
    expect((await signIn('member', member.email, 'a brand new password', shared, device)).statusCode).toBe(200);
  });

  it('has one key however many processes start at once', async () => {
    const keys = await Promise.all(Array.from({ length: 4 }, () => serverSecret(t.database.db, 'a secret started together')));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    expect(keys[0]).toHaveLength(32);
  });
});
