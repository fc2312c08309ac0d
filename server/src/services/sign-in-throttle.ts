import { tooManyRequests } from '../lib/http-error';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export interface FailureLimit {
  max: number;
  windowMs: number;
}

/**
 * Wrong passwords counted per account. Per account and address: what stops one guesser, without
 * touching the owner at another address. Per device: a browser holding the account's device cookie
 * answers to this count alone, so that a stolen cookie is no unlimited oracle. Per account over all
 * addresses: the ceiling past which untrusted browsers are paced (SIGN_IN_PACE), never refused.
 */
export const SIGN_IN_FAILURE_LIMITS = {
  accountAndAddress: { max: 10, windowMs: 15 * MINUTE },
  device: { max: 10, windowMs: 15 * MINUTE },
  account: { max: 100, windowMs: 60 * MINUTE },
} as const satisfies Record<string, FailureLimit>;

/**
 * Past the account's ceiling, the attempts of browsers without its device cookie are answered one
 * at a time, one every `intervalMs` (360 an hour at most, however many addresses guess), each
 * waiting its turn. None waits longer than `maxWaitMs`: past that, a 429 says how many seconds to wait.
 */
export const SIGN_IN_PACE = { intervalMs: 10 * SECOND, maxWaitMs: 30 * SECOND } as const;

/** Keys kept at most; the oldest go first, so that spraying made-up emails cannot grow memory. */
const MAX_KEYS = 100_000;

/** Drops the oldest keys of a map kept in age order (re-inserted when touched). */
function trim(map: Map<string, unknown>): void {
  while (map.size > MAX_KEYS) map.delete(map.keys().next().value!);
}

function describeWait(ms: number): string {
  if (ms < MINUTE) return `${Math.max(1, Math.ceil(ms / SECOND))} seconds`;
  const minutes = Math.ceil(ms / MINUTE);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const tooManyAttempts = (waitMs: number) => tooManyRequests(`Too many attempts. Please try again in ${describeWait(waitMs)}.`, waitMs / SECOND);

interface Window {
  count: number;
  endsAt: number;
}

/** Counts failures per key in fixed windows. In process memory, like the other rate limits. */
class FailureCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: FailureLimit,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until `key` is under its limit again; 0 when it is now. */
  waitMs(key: string): number {
    const window = this.live(key);
    return window && window.count >= this.limit.max ? window.endsAt - this.now() : 0;
  }

  record(key: string): void {
    const window = this.live(key) ?? { count: 0, endsAt: this.now() + this.limit.windowMs };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    trim(this.windows);
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  private live(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}

/**
 * One turn every interval per account. Each address holds at most one waiting attempt per account,
 * so that one guesser cannot queue many; a turn further off than the longest wait is refused with
 * the seconds to wait instead of holding the request.
 */
class PacedLane {
  /** Per account, when its next turn comes. */
  private readonly nextTurn = new Map<string, number>();
  private readonly waiting = new Set<string>();

  constructor(
    private readonly pace: { intervalMs: number; maxWaitMs: number },
    private readonly now: () => number,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  async waitTurn(account: string, address: string): Promise<void> {
    const place = `${account}\n${address}`;
    const now = this.now();
    const turn = Math.max(now, this.nextTurn.get(account) ?? 0);
    const waitMs = turn - now;
    if (this.waiting.has(place) || waitMs > this.pace.maxWaitMs) {
      throw tooManyAttempts(Math.max(this.pace.intervalMs, waitMs - this.pace.maxWaitMs));
    }
    this.nextTurn.delete(account);
    this.nextTurn.set(account, turn + this.pace.intervalMs);
    trim(this.nextTurn);
    if (waitMs <= 0) return;
    this.waiting.add(place);
    try {
      await this.sleep(waitMs);
    } finally {
      this.waiting.delete(place);
    }
  }
}

/** Who is signing in: the account, the address, and the device id of the account's device cookie when the browser holds a valid one. */
export interface SignInAttempt {
  email: string;
  address: string;
  device?: string;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Member and admin sign-in share every count, so neither door is a second, uncounted way to test a
 * password. Only wrong passwords count; a right one clears its address's (or device's) count.
 */
export class SignInThrottle {
  private readonly byAccountAndAddress: FailureCounter;
  private readonly byDevice: FailureCounter;
  private readonly byAccount: FailureCounter;
  private readonly lane: PacedLane;

  /** `factor` multiplies every limit and speeds the pace alike (RATE_LIMIT_FACTOR). */
  constructor(factor = 1, now: () => number = Date.now, sleep: (ms: number) => Promise<void> = realSleep) {
    const scaled = (limit: FailureLimit) => ({ ...limit, max: Math.ceil(limit.max * factor) });
    this.byAccountAndAddress = new FailureCounter(scaled(SIGN_IN_FAILURE_LIMITS.accountAndAddress), now);
    this.byDevice = new FailureCounter(scaled(SIGN_IN_FAILURE_LIMITS.device), now);
    this.byAccount = new FailureCounter(scaled(SIGN_IN_FAILURE_LIMITS.account), now);
    this.lane = new PacedLane({ intervalMs: SIGN_IN_PACE.intervalMs / factor, maxWaitMs: SIGN_IN_PACE.maxWaitMs }, now, sleep);
  }

  /**
   * Runs one sign-in attempt. A browser with the account's device cookie answers to its device's
   * count only (until that count is full, when it is a stranger again). Any other is refused while
   * its address's count is full, and waits its turn while the account's is; `isWrongPassword` tells
   * which failures to count.
   */
  async attempt<T>(who: SignInAttempt, signIn: () => Promise<T>, isWrongPassword: (error: unknown) => boolean): Promise<T> {
    const device = who.device === undefined ? undefined : `${who.email}\n${who.device}`;
    if (device !== undefined && this.byDevice.waitMs(device) === 0) return this.counted(signIn, isWrongPassword, [this.byDevice, device]);

    const pair = `${who.email}\n${who.address}`;
    const waitMs = this.byAccountAndAddress.waitMs(pair);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    if (this.byAccount.waitMs(who.email) > 0) await this.lane.waitTurn(who.email, who.address);
    return this.counted(signIn, isWrongPassword, [this.byAccountAndAddress, pair], [this.byAccount, who.email]);
  }

  /** Signs in; a wrong password counts on every count given, a right one clears the first. */
  private async counted<T>(signIn: () => Promise<T>, isWrongPassword: (error: unknown) => boolean, ...counts: [FailureCounter, string][]): Promise<T> {
    try {
      const result = await signIn();
      const [cleared, key] = counts[0]!;
      cleared.forget(key);
      return result;
    } catch (error) {
      if (isWrongPassword(error)) for (const [counter, key] of counts) counter.record(key);
      throw error;
    }
  }
}
