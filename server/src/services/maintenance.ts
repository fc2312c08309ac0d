/**
 * PGlite has no autovacuum: without it the visibility map is never set, so index-only scans (a deep
 * feed page) fetch every heap row, and the planner's statistics never follow the data. This decides
 * when the embedded database is due for what PostgreSQL's autovacuum would do, from the writes the
 * server has answered (PGlite keeps no table statistics to go by).
 */
export type MaintenanceStep = 'vacuum' | 'vacuum analyze';

export interface MaintenanceRules {
  /** Statistics are refreshed after this many writes. */
  analyzeAfterWrites: number;
  /** ...or this long after the last refresh, when anything was written since. */
  analyzeAfterMs: number;
}

export class MaintenancePlan {
  private writesSinceVacuum = 0;
  private writesSinceAnalyze = 0;
  private lastAnalyze: number;

  constructor(
    private readonly rules: MaintenanceRules,
    now: number,
  ) {
    this.lastAnalyze = now;
  }

  noteWrite(): void {
    this.writesSinceVacuum++;
    this.writesSinceAnalyze++;
  }

  /** What to run at a regular check, if anything; the counters start again from here. */
  take(now: number): MaintenanceStep | null {
    const analyze =
      this.writesSinceAnalyze >= this.rules.analyzeAfterWrites ||
      (this.writesSinceAnalyze > 0 && now - this.lastAnalyze >= this.rules.analyzeAfterMs);
    const step: MaintenanceStep | null = analyze ? 'vacuum analyze' : this.writesSinceVacuum > 0 ? 'vacuum' : null;
    if (step) this.writesSinceVacuum = 0;
    if (analyze) {
      this.writesSinceAnalyze = 0;
      this.lastAnalyze = now;
    }
    return step;
  }
}
