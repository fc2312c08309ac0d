/**
 * Desire records asked for by many requests at about the same time, read together: the ids wait
 * while a read of records is under way, then go in one statement. A records statement costs about
 * a millisecond on PGlite whatever it holds, and each further desire a tenth of that, so eight
 * single desires opened at once cost what two used to. When nothing is under way the ids go at once
 * (after the current turn of the event loop's microtasks, so that the ids of one page go together).
 * Only reads that may see any committed state use it (the read cache's loads): a statement always
 * starts after the ids joined it, so it never answers from before a write that answered first.
 */
export class RecordBatches<T> {
  private readonly waiting = new Map<string, { resolve: (record: T | null) => void; reject: (error: unknown) => void }[]>();
  private underWay = 0;
  private sendScheduled = false;

  constructor(
    /** Reads the records of these ids (those that exist), in any order. */
    private readonly read: (ids: string[]) => Promise<T[]>,
    private readonly idOf: (record: T) => string,
    /** Reads under way at once: the rest wait and go together when one ends. */
    private readonly maxUnderWay = 1,
    /** Ids in one statement at most (a Public page holds up to 50). */
    private readonly maxIds = 100,
  ) {}

  /** The record of each id, null where the desire does not exist. */
  load(ids: readonly string[]): Promise<(T | null)[]> {
    return Promise.all(
      ids.map(
        (id) =>
          new Promise<T | null>((resolve, reject) => {
            let callers = this.waiting.get(id);
            if (!callers) this.waiting.set(id, (callers = []));
            callers.push({ resolve, reject });
            this.scheduleSend();
          }),
      ),
    );
  }

  private scheduleSend(): void {
    if (this.sendScheduled || this.underWay >= this.maxUnderWay || this.waiting.size === 0) return;
    this.sendScheduled = true;
    queueMicrotask(() => {
      this.sendScheduled = false;
      this.send();
    });
  }

  private send(): void {
    while (this.underWay < this.maxUnderWay && this.waiting.size > 0) {
      const batch = new Map<string, { resolve: (record: T | null) => void; reject: (error: unknown) => void }[]>();
      for (const [id, callers] of this.waiting) {
        if (batch.size === this.maxIds) break;
        batch.set(id, callers);
      }
      for (const id of batch.keys()) this.waiting.delete(id);
      this.underWay++;
      this.read([...batch.keys()])
        .then(
          (records) => {
            const byId = new Map(records.map((record) => [this.idOf(record), record]));
            for (const [id, callers] of batch) for (const caller of callers) caller.resolve(byId.get(id) ?? null);
          },
          (error: unknown) => {
            for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
          },
        )
        .finally(() => {
          this.underWay--;
          this.scheduleSend();
        });
    }
  }
}
