import { tooManyRequests } from '../lib/http-error';

const MINUTE = 60_000;

export interface FailureLimit {
  max: number;
  windowMs: number;
}

/**
 * Wrong passwords allowed before sign-in stops answering. Per account and address: what stops one
 * guesser, without touching the owner at another address. Per account over all addresses: a
 * ceiling for guessers spread over many addresses, well above what a person mistypes (OWASP ASVS
 * asks for at most 100 failed tries an hour per account).
 */
export const SIGN_IN_FAILURE_LIMITS = {
  accountAndAddress: { max: 10, windowMs: 15 * MINUTE },
  account: { max: 100, windowMs: 60 * MINUTE },
} as const satisfies Record<string, FailureLimit>;

/** Keys kept at most; the oldest go first, so that spraying made-up emails cannot grow memory. */
const MAX_KEYS = 100_000;

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

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitMs(key: string): number {
    const window = this.live(key);
    return window && window.count >= this.limit.max ? window.endsAt - this.now() : 0;
  }

  record(key: string): void {
    const window = this.live(key) ?? { count: 0, endsAt: this.now() + this.limit.windowMs };
    window.count += 1;
    this.windows.delete(key); // re-inserted last: the map's order is its age
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
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

function describeWait(ms: number): string {
  if (ms < MINUTE) return `${Math.max(1, Math.ceil(ms / 1000))} seconds`;
  const minutes = Math.ceil(ms / MINUTE);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Member and admin sign-in share one count per account, so neither door is a second, uncounted
 * way to test a password. Only wrong passwords count; a right one clears its address's count.
 */
export class SignInThrottle {
  private readonly byAccountAndAddress: FailureCounter;
  private readonly byAccount: FailureCounter;

  constructor(factor = 1, now: () => number = Date.now) {
    const scaled = (limit: FailureLimit) => ({ ...limit, max: Math.ceil(limit.max * factor) });
    this.byAccountAndAddress = new FailureCounter(scaled(SIGN_IN_FAILURE_LIMITS.accountAndAddress), now);
    this.byAccount = new FailureCounter(scaled(SIGN_IN_FAILURE_LIMITS.account), now);
  }

  /**
   * Runs one sign-in attempt for `email` from `address`: refused with 429 (and the seconds to wait)
   * while either count is full; `isWrongPassword` tells which failures to count.
   */
  async attempt<T>(email: string, address: string, signIn: () => Promise<T>, isWrongPassword: (error: unknown) => boolean): Promise<T> {
    const pair = `${email}\n${address}`;
    const waitMs = Math.max(this.byAccountAndAddress.waitMs(pair), this.byAccount.waitMs(email));
    if (waitMs > 0) {
      throw tooManyRequests(`Too many attempts. Please try again in ${describeWait(waitMs)}.`, waitMs / 1000);
    }
    try {
      const result = await signIn();
      this.byAccountAndAddress.forget(pair);
      return result;
    } catch (error) {
      if (isWrongPassword(error)) {
        this.byAccountAndAddress.record(pair);
        this.byAccount.record(email);
      }
      throw error;
    }
  }
}
