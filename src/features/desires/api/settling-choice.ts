/** Taps closer together than this collapse into one request for the state they end on. */
export const SETTLE_MS = 350;

interface Entry<T, C> {
  /** What the server holds. */
  confirmed: T;
  /** What the member ended up choosing. */
  wanted: T;
  timer?: ReturnType<typeof setTimeout>;
  sending: boolean;
  /** The latest choice's context (who chose, where to patch, whom to tell of a failure). */
  context: C;
}

export interface SettlingChoiceOptions<T, R, C> {
  send: (key: string, wanted: T) => Promise<R>;
  /** What the server holds once `send` answered `result` for `wanted`. */
  confirmedBy: (result: R, wanted: T) => T;
  /** The final state has reached the server. */
  settled: (key: string, result: R, context: C) => void;
  /** The request for `wanted` failed: roll the screen back to `confirmed`, visibly. */
  failed: (key: string, confirmed: T, wanted: T, error: unknown, context: C) => void;
}

/**
 * A member's choice per item (a reaction, a bookmark) that the screen shows at once while rapid
 * changes collapse into one request for the state they end on: nothing is sent when they end where
 * they began, a change made while a request is on its way is sent after it, and a failure rolls
 * back to what the server holds.
 */
export class SettlingChoice<T, R, C> {
  private readonly entries = new Map<string, Entry<T, C>>();

  constructor(private readonly options: SettlingChoiceOptions<T, R, C>) {}

  /** The member's choice while it is on its way, or undefined when none is. */
  pending(key: string): T | undefined {
    return this.entries.get(key)?.wanted;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The member chose `wanted` where the screen showed `shown` (the server's state when nothing is pending). */
  choose(key: string, shown: T, wanted: T, context: C): void {
    const entry = this.entries.get(key) ?? { confirmed: shown, wanted, sending: false, context };
    entry.wanted = wanted;
    entry.context = context;
    this.entries.set(key, entry);
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => void this.flush(key), SETTLE_MS);
  }

  private async flush(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry || entry.sending) return;
    const wanted = entry.wanted;
    if (wanted === entry.confirmed) {
      this.entries.delete(key);
      return;
    }
    entry.sending = true;
    try {
      const result = await this.options.send(key, wanted);
      entry.confirmed = this.options.confirmedBy(result, wanted);
      entry.sending = false;
      if (entry.wanted !== wanted) {
        // The member changed their mind while this was on its way: send the new final state.
        void this.flush(key);
        return;
      }
      this.entries.delete(key);
      this.options.settled(key, result, entry.context);
    } catch (error) {
      clearTimeout(entry.timer);
      this.entries.delete(key);
      this.options.failed(key, entry.confirmed, wanted, error, entry.context);
    }
  }
}
