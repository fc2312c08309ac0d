import { describe, expect, it } from 'vitest';
import { unauthorized } from '../../server/src/lib/http-error';
import { SIGN_IN_FAILURE_LIMITS, SIGN_IN_PACE, SignInThrottle } from '../../server/src/services/sign-in-throttle';

// The throttle alone, on a clock the test moves: windows, the pace past the account's ceiling, devices.

const wrong = () => Promise.reject(unauthorized('Invalid email or password'));
const right = async () => 'signed in';
const isWrong = () => true;
const ACCOUNT = 'owner@example.com';

/** A throttle whose waits are recorded and end at once, and whose clock moves only when told. */
function throttleOnTestClock() {
  const clock = { now: 0 };
  const waits: number[] = [];
  const throttle = new SignInThrottle(
    1,
    () => clock.now,
    async (ms) => {
      waits.push(ms);
    },
  );
  return { throttle, clock, waits };
}

/** Wrong passwords from as many addresses as it takes to fill the account's ceiling, none reaching its own limit. */
async function fillAccountCeiling(throttle: SignInThrottle, alreadyCounted = 0) {
  const perAddress = SIGN_IN_FAILURE_LIMITS.accountAndAddress.max - 1;
  for (let n = alreadyCounted; n < SIGN_IN_FAILURE_LIMITS.account.max; n++) {
    await expect(throttle.attempt({ email: ACCOUNT, address: `guesser-${Math.floor(n / perAddress)}` }, wrong, isWrong)).rejects.toMatchObject({ statusCode: 401 });
  }
}

describe('SignInThrottle', () => {
  it('lets an address try again once its window has passed', async () => {
    const { throttle, clock } = throttleOnTestClock();
    const who = { email: 'a@example.com', address: '1' };
    for (let i = 0; i < 10; i++) await expect(throttle.attempt(who, wrong, isWrong)).rejects.toMatchObject({ statusCode: 401 });
    await expect(throttle.attempt(who, wrong, isWrong)).rejects.toMatchObject({ statusCode: 429 });
    clock.now += SIGN_IN_FAILURE_LIMITS.accountAndAddress.windowMs;
    await expect(throttle.attempt(who, right, isWrong)).resolves.toBe('signed in');
  });

  it('counts only the failures it is told to count', async () => {
    const { throttle } = throttleOnTestClock();
    const otherFailure = () => Promise.reject(new Error('database down'));
    const who = { email: 'b@example.com', address: '1' };
    for (let i = 0; i < 20; i++) await expect(throttle.attempt(who, otherFailure, () => false)).rejects.toThrow('database down');
    await expect(throttle.attempt(who, right, isWrong)).resolves.toBe('signed in');
  });

  it('answers nobody at once past the account ceiling: one turn per interval, the owner included, and refuses none with the right password', async () => {
    const { throttle, clock, waits } = throttleOnTestClock();
    await fillAccountCeiling(throttle);
    expect(waits).toEqual([]);
    const { intervalMs } = SIGN_IN_PACE;
    // four strangers arriving together: the first now, the others a turn apart
    for (let i = 0; i < 4; i++) await expect(throttle.attempt({ email: ACCOUNT, address: `late-${i}` }, wrong, isWrong)).rejects.toMatchObject({ statusCode: 401 });
    expect(waits).toEqual([intervalMs, 2 * intervalMs, 3 * intervalMs]);
    // the next turn is further off than anyone is held: a short refusal that says when
    const refused = throttle.attempt({ email: ACCOUNT, address: 'late-5' }, right, isWrong);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, message: `Too many attempts. Please try again in ${intervalMs / 1000} seconds.` });
    // once the queue has drained, the owner at a fresh address waits at most one turn, then is in
    clock.now += 4 * intervalMs;
    await expect(throttle.attempt({ email: ACCOUNT, address: 'owner' }, right, isWrong)).resolves.toBe('signed in');
    await expect(throttle.attempt({ email: ACCOUNT, address: 'owner, again' }, right, isWrong)).resolves.toBe('signed in');
    expect(waits.at(-1)).toBe(intervalMs);
    // another account is not paced
    await expect(throttle.attempt({ email: 'other@example.com', address: 'late-0' }, right, isWrong)).resolves.toBe('signed in');
    expect(waits).toHaveLength(4);
  });

  it('holds one waiting attempt per address: a second from the same address is refused, not queued', async () => {
    const clock = { now: 0 };
    let release = () => {};
    const throttle = new SignInThrottle(1, () => clock.now, () => new Promise<void>((resolve) => (release = resolve)));
    await fillAccountCeiling(throttle);
    await expect(throttle.attempt({ email: ACCOUNT, address: 'busy' }, wrong, isWrong)).rejects.toMatchObject({ statusCode: 401 });
    const held = throttle.attempt({ email: ACCOUNT, address: 'busy' }, right, isWrong);
    await expect(throttle.attempt({ email: ACCOUNT, address: 'busy' }, right, isWrong)).rejects.toMatchObject({ statusCode: 429 });
    release();
    await expect(held).resolves.toBe('signed in');
  });

  it("trusts a browser with the account's device cookie past every stranger's count, until its own count is full", async () => {
    const { throttle, waits } = throttleOnTestClock();
    // a stranger shares the owner's address and has locked it, and others have filled the account's ceiling
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.accountAndAddress.max; i++) await expect(throttle.attempt({ email: ACCOUNT, address: 'shared' }, wrong, isWrong)).rejects.toMatchObject({ statusCode: 401 });
    await fillAccountCeiling(throttle, SIGN_IN_FAILURE_LIMITS.accountAndAddress.max);
    await expect(throttle.attempt({ email: ACCOUNT, address: 'shared' }, right, isWrong)).rejects.toMatchObject({ statusCode: 429 });
    // the owner's browser there: no wait, no refusal
    const owner = { email: ACCOUNT, address: 'shared', device: 'owner-device' };
    await expect(throttle.attempt(owner, right, isWrong)).resolves.toBe('signed in');
    expect(waits).toEqual([]);
    // a stolen cookie gets the device's own count, then is a stranger like any other
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.device.max; i++) await expect(throttle.attempt(owner, wrong, isWrong)).rejects.toMatchObject({ statusCode: 401 });
    await expect(throttle.attempt(owner, right, isWrong)).rejects.toMatchObject({ statusCode: 429 });
    // the device id counts for its account only
    await expect(throttle.attempt({ email: 'other@example.com', address: 'shared', device: 'owner-device' }, right, isWrong)).resolves.toBe('signed in');
  });
});
