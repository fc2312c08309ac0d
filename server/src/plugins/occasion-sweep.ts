import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { runSweep, sweepTasks, type SweepOutcome, type SweepTask } from '../services/occasions/sweep';

declare module 'fastify' {
  interface FastifyInstance {
    occasionSweep: { runNow: (today?: string) => Promise<SweepOutcome> };
  }
}

export interface OccasionSweepPluginOptions {
  db: Database;
  /** How often this process asks for the sweep (OCCASION_SWEEP_MS); 0: never by itself. */
  everyMs: number;
  tasks?: readonly SweepTask[];
}

/** The first sweep after the start, so that a restart does not wait a whole interval. */
const FIRST_AFTER_MS = 10_000;

/**
 * The occasions' sweep (services/occasions/sweep.ts): every `everyMs` this process asks for the lease,
 * and sweeps when it gets it. `runNow` sweeps at once, for a given day if told (the tests' clock).
 */
export const occasionSweepPlugin = fp<OccasionSweepPluginOptions>(async (app, { db, everyMs, tasks = sweepTasks }) => {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let closing = false;
  const runNow = (today?: string): Promise<SweepOutcome> => {
    const sweep = running.then(() => runSweep(db, app.live, tasks, today));
    running = sweep.catch(() => undefined);
    return sweep;
  };
  const tick = (delay: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      runNow()
        .catch((error: unknown) => app.log.warn({ err: error }, 'the occasions sweep failed; the next one does its work again'))
        .finally(() => tick(everyMs));
    }, delay);
    timer.unref();
  };
  app.decorate('occasionSweep', { runNow });
  if (everyMs > 0) app.addHook('onReady', async () => tick(Math.min(FIRST_AFTER_MS, everyMs)));
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await running;
  });
});
