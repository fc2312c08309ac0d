import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../server/src/services/admins';
import { SIGN_IN_FAILURE_LIMITS, SignInThrottle } from '../../server/src/services/sign-in-throttle';
import { unauthorized } from '../../server/src/lib/http-error';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpMember, uniqueEmail } from './helpers/members';

// Behind a proxy (TRUST_PROXY=1) the address is the forwarded one: a guesser can claim many.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

let lastHost = 0;
/** A different forwarded client address each call (documentation range: a header, never a destination). */
const nextForwarded = () => `198.51.100.${(lastHost++ % 250) + 1}`;

const signIn = (door: 'member' | 'admin', email: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: door === 'member' ? '/api/auth/login' : '/api/admin/auth/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  });

describe('sign-in limits that stop guessing without locking the owner out', () => {
  it('a guesser at one address is stopped after 10 wrong passwords; the owner at theirs signs in', async () => {
    const member = await signUpMember(t.app, t.mail);
    const guesser = nextForwarded();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn('member', member.email, `guess ${i}`, guesser)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // even the right password is refused from the guesser's address meanwhile
    const blocked = await signIn('member', member.email, member.password, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(/^Too many attempts\. Please try again in (\d+ minutes|1 minute)\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);

    expect((await signIn('member', member.email, member.password, nextForwarded())).statusCode).toBe(200);
  });

  it('guessers spread over many addresses meet a per-account ceiling of 100 wrong passwords an hour', async () => {
    const member = await signUpMember(t.app, t.mail);
    // 9 guesses from each of 12 addresses: no address reaches its own limit
    let failures = 0;
    for (let address = 0; failures < SIGN_IN_FAILURE_LIMITS.account.max; address++) {
      const from = nextForwarded();
      for (let i = 0; i < 9 && failures < SIGN_IN_FAILURE_LIMITS.account.max; i++, failures++) {
        expect((await signIn('member', member.email, `spread guess ${failures}`, from)).statusCode).toBe(401);
      }
    }
    const after = await signIn('member', member.email, 'one more guess', nextForwarded());
    expect(after.statusCode).toBe(429);
    // another account is untouched
    const other = await signUpMember(t.app, t.mail);
    expect((await signIn('member', other.email, other.password, nextForwarded())).statusCode).toBe(200);
  }, 60_000);

  it('admin and member sign-in count wrong passwords together, so neither door is an uncounted oracle', async () => {
    const member = await signUpMember(t.app, t.mail);
    const guesser = nextForwarded();
    for (let i = 0; i < 5; i++) expect((await signIn('admin', member.email, `admin door ${i}`, guesser)).statusCode).toBe(401);
    // the member's right password at the admin door is a failure like any other
    expect((await signIn('admin', member.email, member.password, guesser)).statusCode).toBe(401);
    for (let i = 0; i < 4; i++) expect((await signIn('member', member.email, `member door ${i}`, guesser)).statusCode).toBe(401);
    expect((await signIn('member', member.email, member.password, guesser)).statusCode).toBe(429);
    expect((await signIn('admin', member.email, member.password, guesser)).statusCode).toBe(429);
  });

  it('a right password clears its address\'s count', async () => {
    const member = await signUpMember(t.app, t.mail);
    const from = nextForwarded();
    // 20 requests: the address's own ceiling on the member door allows 20 a minute
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await signIn('member', member.email, `typo ${round}-${i}`, from)).statusCode).toBe(401);
      expect((await signIn('member', member.email, member.password, from)).statusCode).toBe(200);
    }
  });

  it('an admin signs in at the admin door after a stranger\'s guesses from elsewhere', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(t.database.db, email, 'the admin password');
    const guesser = nextForwarded();
    for (let i = 0; i < 10; i++) await signIn(i % 2 ? 'admin' : 'member', email, `guess ${i}`, guesser);
    expect((await signIn('admin', email, 'the admin password', guesser)).statusCode).toBe(429);
    expect((await signIn('admin', email, 'the admin password', nextForwarded())).statusCode).toBe(200);
  });
});

describe('SignInThrottle', () => {
  const wrong = () => Promise.reject(unauthorized('Invalid email or password'));
  const isWrong = () => true;

  it('lets an address try again once its window has passed', async () => {
    let now = 0;
    const throttle = new SignInThrottle(1, () => now);
    for (let i = 0; i < 10; i++) await expect(throttle.attempt('a@example.com', '1', wrong, isWrong)).rejects.toMatchObject({ statusCode: 401 });
    await expect(throttle.attempt('a@example.com', '1', wrong, isWrong)).rejects.toMatchObject({ statusCode: 429 });
    now += SIGN_IN_FAILURE_LIMITS.accountAndAddress.windowMs;
    await expect(throttle.attempt('a@example.com', '1', async () => 'signed in', isWrong)).resolves.toBe('signed in');
  });

  it('counts only the failures it is told to count', async () => {
    const throttle = new SignInThrottle(1, () => 0);
    const otherFailure = () => Promise.reject(new Error('database down'));
    for (let i = 0; i < 20; i++) await expect(throttle.attempt('b@example.com', '1', otherFailure, () => false)).rejects.toThrow('database down');
    await expect(throttle.attempt('b@example.com', '1', async () => 'ok', isWrong)).resolves.toBe('ok');
  });
});
