import { writeFileSync } from 'node:fs';

/**
 * Time spent in each distinct statement on PGlite's thread, for profiling a load
 * (`STATEMENT_PROFILE=file`, written when the database closes): on the embedded database every
 * statement runs on its one thread (db/pglite-worker.ts), so a statement's total is time no other
 * statement had.
 */
export class StatementProfile {
  private readonly byText = new Map<string, { calls: number; ms: number }>();

  record(text: string, ms: number): void {
    const entry = this.byText.get(text);
    if (entry) {
      entry.calls += 1;
      entry.ms += ms;
    } else this.byText.set(text, { calls: 1, ms });
  }

  /** The statements, most time first. */
  rows(): { text: string; calls: number; ms: number }[] {
    return [...this.byText].map(([text, entry]) => ({ text, ...entry })).sort((a, b) => b.ms - a.ms);
  }

  write(file: string): void {
    writeFileSync(file, JSON.stringify(this.rows(), null, 1));
  }
}
