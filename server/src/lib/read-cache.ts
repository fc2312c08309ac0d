/**
 * Answers of hot reads, kept for a moment and shared: while one load of a key is under way, every
 * other reader of that key waits for it instead of running the same query again. An entry names
 * the things it was read from (its tags: a desire, a member's notifications); `invalidate(tags)`
 * drops only the entries that name one of them, so that a reaction on one desire does not throw
 * away every member's session and feed. `clear()` drops everything. A load still under way when
 * its tags are invalidated (or everything is cleared) may have read what was there before the
 * write: its callers get their answer, but it is not kept. Only what does not depend on the reader
 * goes in; the reader's view is made from it afterwards.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Counts invalidations; each tag remembers the last one that named it. */
  private sequence = 0;
  private readonly invalidatedAt = new Map<string, { sequence: number; at: number }>();
  private clearedAt = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  /** Reads answered from the cache, and reads that went to the database, since the start (for /metrics). */
  hits = 0;
  misses = 0;

  get size(): number {
    return this.entries.size;
  }

  /** `tagsOf` names what the loaded value was read from, once it is there. */
  get<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => readonly string[]): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.hits++;
      return hit.value as Promise<T>;
    }
    this.misses++;
    if (hit) this.remove(key, hit);
    const value = load();
    const entry: Entry = { expires: now + this.options.ttlMs, value, startedAt: this.sequence, tags: [] };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        const tags = tagsOf ? [...tagsOf(loaded)] : [];
        if (entry.startedAt < this.clearedAt || tags.some((tag) => (this.invalidatedAt.get(tag)?.sequence ?? -1) >= entry.startedAt)) {
          this.remove(key, entry);
          return;
        }
        entry.tags = tags;
        for (const tag of tags) {
          let keys = this.byTag.get(tag);
          if (!keys) this.byTag.set(tag, (keys = new Set()));
          keys.add(key);
        }
      },
      // A failed load is not remembered.
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
      },
    );
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size > this.options.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest);
    }
    return value;
  }

  /**
   * Several keys at once, in their order: those kept are answered from the cache, the others by one
   * load of them all (`loadMissing` answers a value per key; a key it leaves out is kept as null), each
   * then kept as if read alone, under the same guard against a write during the load.
   */
  getMany<T>(keys: readonly string[], loadMissing: (missing: string[]) => Promise<Map<string, T>>, tagsOf?: (value: T | null, key: string) => readonly string[]): Promise<(T | null)[]> {
    // The missing keys are those whose `get` asks for a load, gathered as it asks: listed beforehand, a
    // key whose time ran out between the list and its `get` was loaded from a batch without it, and
    // kept as null (a desire that exists answered 404 for the rest of its time to live).
    const missing: string[] = [];
    let startBatch!: (loaded: Promise<Map<string, T>>) => void; // assigned by the Promise constructor, at once
    const batch = new Promise<Map<string, T>>((resolve) => (startBatch = resolve));
    const answers = keys.map((key) =>
      this.get<T | null>(
        key,
        () => {
          missing.push(key);
          return batch.then((loaded) => loaded.get(key) ?? null);
        },
        tagsOf ? (value) => tagsOf(value, key) : undefined,
      ),
    );
    if (missing.length > 0) {
      try {
        startBatch(loadMissing(missing));
      } catch (error) {
        startBatch(Promise.reject(error));
      }
    }
    return Promise.all(answers);
  }

  /** Drops the entries read from any of `tags`; loads under way that turn out to be read from one are not kept. */
  invalidate(tags: Iterable<string>): void {
    const sequence = this.sequence++;
    const at = this.now();
    for (const tag of tags) {
      this.invalidatedAt.set(tag, { sequence, at });
      for (const key of this.byTag.get(tag) ?? []) {
        const entry = this.entries.get(key);
        if (entry) this.remove(key, entry);
      }
    }
    this.forgetOldInvalidations(at);
  }

  clear(): void {
    this.clearedAt = ++this.sequence;
    this.entries.clear();
    this.byTag.clear();
    this.invalidatedAt.clear();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /**
   * An invalidation matters only to loads that started before it and are still under way; a load
   * that runs longer than the time to live is not kept anyway (`clear` on the slow side would be
   * needed otherwise), so older marks can go. Checked rarely: the map only grows with writes.
   */
  private forgetOldInvalidations(now: number): void {
    if (this.invalidatedAt.size < 10_000) return;
    for (const [tag, mark] of this.invalidatedAt) if (mark.at < now - this.options.ttlMs) this.invalidatedAt.delete(tag);
    // A load older than every mark kept must not be trusted now: entries that started before are dropped.
    this.clearedAt = Math.max(this.clearedAt, this.oldestMarkSequence());
  }

  private oldestMarkSequence(): number {
    let oldest = this.sequence;
    for (const mark of this.invalidatedAt.values()) oldest = Math.min(oldest, mark.sequence);
    return oldest;
  }
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** The invalidation count when the load began. */
  startedAt: number;
  tags: readonly string[];
}

/** What cached reads are tagged with, and writes name. */
export const cacheTags = {
  desire: (id: string) => `desire:${id}`,
  notifications: (memberId: string) => `notifications:${memberId}`,
  /** What is read for one member alone: their sessions (with the saved desires they carry). */
  member: (memberId: string) => `member:${memberId}`,
  /** What depends on whom a member follows: their Following tab's pages. */
  following: (memberId: string) => `following:${memberId}`,
};

/** Reactions and comments move desires in every ranking by popularity: those entries carry this tag. */
export const POPULARITY_TAG = 'popularity';
