/**
 * Answers of hot reads, kept for a moment and shared: while one load of a key is under way, every
 * other reader of that key waits for it instead of running the same query again. `clear()` drops
 * everything, loads in flight included (their callers still get their answer; nobody else does).
 * Only what does not depend on the reader goes in; the reader's view is made from it afterwards.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get size(): number {
    return this.entries.size;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = load();
    const entry = { expires: now + this.options.ttlMs, value };
    this.entries.set(key, entry);
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
