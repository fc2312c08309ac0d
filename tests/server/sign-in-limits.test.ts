import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../server/src/services/admins';
import { SIGN_IN_FAILURE_LIMITS } from '../../server/src/services/sign-in-throttle';
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
const nextForwarded = () => `2001:db8::${(++lastHost).toString(16)}`;

type Door = 'member' | 'admin';
const signIn = (door: Door, email: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: door === 'member' ? '/api/auth/login' : '/api/admin/auth/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  });

/** `perAddress` wrong passwords from each of `addresses` fresh addresses, every one answered 401. */
async function spreadGuesses(door: Door, email: string, addresses: number, perAddress: number) {
  for (let a = 0; a < addresses; a++) {
    const from = nextForwarded();
    for (let i = 0; i < perAddress; i++) expect((await signIn(door, email, `spread guess ${a}-${i}`, from)).statusCode).toBe(401);
  }
}

async function anAdmin(password = 'the admin password') {
  const email = uniqueEmail('admin');
  await ensureAdmin(t.database.db, email, password);
  return { email, password };
}

describe('a guesser at one address', () => {
  it('is stopped after 10 wrong passwords; the owner at theirs signs in', async () => {
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

  it('is stopped at the admin door too', async () => {
    const admin = await anAdmin();
    const guesser = nextForwarded();
    for (let i = 0; i < 10; i++) await signIn('admin', admin.email, `guess ${i}`, guesser);
    expect((await signIn('admin', admin.email, admin.password, guesser)).statusCode).toBe(429);
  });
});

describe('strangers at many addresses never lock the owner out', () => {
  for (const door of ['member', 'admin'] as const) {
    it(`10 wrong passwords from each of 10 addresses, then the owner's right one from a fresh address: signed in (${door} door)`, async () => {
      const owner = door === 'member' ? await signUpMember(t.app, t.mail) : await anAdmin();
      await spreadGuesses(door, owner.email, 10, 10);
      const res = await signIn(door, owner.email, owner.password, nextForwarded());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toHaveProperty('token');
    }, 60_000);
  }

  it('past the ceiling, guesses are answered one at a time while the owner waits a turn and gets in', async () => {
    const member = await signUpMember(t.app, t.mail);
    await spreadGuesses('member', member.email, 10, SIGN_IN_FAILURE_LIMITS.account.max / 10);
    const started = Date.now();
    const [guess, owner] = await Promise.all([
      signIn('member', member.email, 'one more guess', nextForwarded()).then((res) => ({ res, ms: Date.now() - started })),
      // sent just after the guess, so it takes the next turn
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => signIn('member', member.email, member.password, nextForwarded())).then((res) => ({ res, ms: Date.now() - started })),
    ]);
    expect(guess.res.statusCode).toBe(401);
    expect(owner.res.statusCode, owner.res.body).toBe(200);
    // the owner's turn came a pace after the guess's: a short wait, not an hour's refusal
    expect(owner.ms - guess.ms).toBeGreaterThan(8_000);
    expect(owner.ms).toBeLessThan(20_000);
    // another account is untouched
    const other = await signUpMember(t.app, t.mail);
    const start = Date.now();
    expect((await signIn('member', other.email, other.password, nextForwarded())).statusCode).toBe(200);
    expect(Date.now() - start).toBeLessThan(5_000);
  }, 60_000);
});

describe('both doors count together', () => {
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

  it("a right password clears its address's count", async () => {
    const member = await signUpMember(t.app, t.mail);
    const from = nextForwarded();
    // 20 requests: the address's own ceiling on the member door allows 20 a minute
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await signIn('member', member.email, `typo ${round}-${i}`, from)).statusCode).toBe(401);
      expect((await signIn('member', member.email, member.password, from)).statusCode).toBe(200);
    }
  });
});
