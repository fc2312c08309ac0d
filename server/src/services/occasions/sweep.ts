import { sql } from 'drizzle-orm';
import { todayOf } from '@contract/occasion';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { occasionSweeps } from '../../db/schema';
import type { LivePublisher } from '../../live/publisher';
import { revealDueSurprises } from '../gifting/reveal';
import { sendOccasionReminders } from './reminders';

/*
 * The occasions' sweep (docs/decisions/gifting.md "Occasions and reminders on the server"): the day's
 * work about dated things, run every so often by whichever process takes the lease on the
 * occasion_sweeps row. Its tasks each do their part for `today` (a UTC day) and say how much they did;
 * each is safe to run again the same day (what it did is recorded), so a sweep cut short by a crash is
 * simply done again by the next one.
 */

/** One piece of the sweep's work for `today`: how many things it did. */
export type SweepTask = (db: Database, live: LivePublisher, today: string) => Promise<number>;

/** What a sweep runs, in this order: the reminders, then the surprises whose occasion has passed. */
export const sweepTasks: SweepTask[] = [sendOccasionReminders, revealDueSurprises];

export const SWEEP_NAME = 'occasions';

/** How long a process holds the sweep: after that (a crash) another may take it. */
export const SWEEP_LEASE_MS = 5 * 60_000;

/**
 * Takes the sweep's lease unless another process holds one that has not ended: one statement, so that
 * of two processes asking at once exactly one gets it. Answers the lease's end as the database wrote it
 * (to the microsecond, which names this holder's lease), or null when another holds it.
 */
export async function takeSweepLease(db: Database, leaseMs = SWEEP_LEASE_MS): Promise<string | null> {
  const result = await db.execute(sql`
    insert into ${occasionSweeps} (name, leased_until, updated_at) values (${SWEEP_NAME}, now() + ${leaseMs} * interval '1 millisecond', now())
    on conflict (name) do update set leased_until = excluded.leased_until, updated_at = now()
      where ${occasionSweeps.leasedUntil} is null or ${occasionSweeps.leasedUntil} < now()
    returning leased_until::text as held`);
  return rowsOf<{ held: string }>(result)[0]?.held ?? null;
}

/**
 * Gives the lease back once the sweep is done, and notes when it ran. `held`: the lease taken, so that
 * a sweep that outlived its lease does not end the one another process has taken since; without it,
 * whatever lease there is.
 */
export async function releaseSweepLease(db: Database, held?: string): Promise<void> {
  const ours = held === undefined ? sql`` : sql` and ${occasionSweeps.leasedUntil} = ${held}::timestamptz`;
  await db.execute(sql`update ${occasionSweeps} set leased_until = null, last_run_at = now(), updated_at = now() where name = ${SWEEP_NAME}${ours}`);
}

export type SweepOutcome = { ran: false } | { ran: true; done: number[] };

/**
 * One sweep: with the lease, each task in turn for `today`; without it (another process sweeps), nothing.
 * A task that fails leaves the others to run, and the error is thrown once all have had their turn.
 */
export async function runSweep(db: Database, live: LivePublisher, tasks: readonly SweepTask[] = sweepTasks, today = todayOf()): Promise<SweepOutcome> {
  const held = await takeSweepLease(db);
  if (held === null) return { ran: false };
  const done: number[] = [];
  const failures: unknown[] = [];
  try {
    for (const task of tasks) {
      try {
        done.push(await task(db, live, today));
      } catch (error) {
        failures.push(error);
        done.push(0);
      }
    }
  } finally {
    await releaseSweepLease(db, held);
  }
  if (failures.length > 0) throw failures[0];
  return { ran: true, done };
}
