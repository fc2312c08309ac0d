import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { MaintenancePlan, type MaintenanceStep } from '../services/maintenance';

export interface MaintenanceOptions {
  database: DatabaseHandle;
  /** The first check, a moment after start so that it does not hold up the first requests. */
  firstAfterMs: number;
  everyMs: number;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs MaintenancePlan's steps on the embedded database. A vacuum of pages that have not changed is
 * quick; a statistics refresh at 100,000 desires holds the database for about half a second, which
 * is why it waits for enough writes. PostgreSQL does all this itself: nothing runs there.
 */
export const pgliteMaintenancePlugin = fp<MaintenanceOptions>(async (app, { database, firstAfterMs, everyMs }) => {
  if (database.kind !== 'pglite') return;
  const plan = new MaintenancePlan({ analyzeAfterWrites: 1_000, analyzeAfterMs: 24 * 60 * 60 * 1000 }, Date.now());
  app.addHook('onResponse', async (request) => {
    if (!READS.has(request.method)) plan.noteWrite();
  });

  const { db } = database;
  let running: Promise<void> | null = null;
  const run = (decide: () => Promise<MaintenanceStep | null>) => {
    if (running) return;
    const started = Date.now();
    running = decide()
      .then(async (step) => {
        if (!step) return;
        await db.execute(sql.raw(step));
        app.log.debug({ step, ms: Date.now() - started }, 'database maintenance');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'database maintenance failed'))
      .finally(() => (running = null));
  };
  // After start, the visibility map is brought up to date (cheap when it is), and statistics are
  // gathered if the database has none yet (a new or restored one).
  const first = async (): Promise<MaintenanceStep> => {
    const [row] = await db.select({ analyzed: sql<boolean>`exists (select 1 from pg_stats where schemaname = 'public')` }).from(sql`(select 1) as one`);
    return row?.analyzed ? 'vacuum' : 'vacuum analyze';
  };
  let timer = setTimeout(function tick(decide: () => Promise<MaintenanceStep | null> = first) {
    run(decide);
    timer = setTimeout(tick, everyMs, async () => plan.take(Date.now())).unref();
  }, firstAfterMs).unref();
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
});
