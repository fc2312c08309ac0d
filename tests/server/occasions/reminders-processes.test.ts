import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { notifications, occasions } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { sendOccasionReminders } from '../../../server/src/services/occasions/reminders';
import { follow, makeMember } from '../helpers/desires';
import { sameDatabaseTwice } from '../helpers/same-database';
import { testConfig, TestMailer } from '../helpers/test-app';

// Two processes on one database (on PostgreSQL at once; on PGlite one after the other, as a restart):
// each reminder still goes once to each follower.

const FOLLOWERS = 24;

async function appOn(database: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { database, mailer: new TestMailer() });
  await app.ready();
  return app;
}

const remindersPerFollower = async (db: DatabaseHandle['db']) => {
  const rows = await db.select({ recipientId: notifications.recipientId }).from(notifications).where(eq(notifications.type, 'occasion_reminder'));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.recipientId, (counts.get(row.recipientId) ?? 0) + 1);
  return [...counts.values()];
};

it('sends each reminder once to each follower when two processes sweep the same day', async () => {
  const { openings: [first, second], cleanUp } = await sameDatabaseTwice();
  const atOnce = Boolean(process.env.TEST_DATABASE_URL);
  try {
    const one = await appOn(await first.open());
    const db = one.database.db;
    const owner = await makeMember({ database: one.database }, 'Owner Of Days');
    for (let i = 0; i < FOLLOWERS; i++) await follow(db, await makeMember({ database: one.database }, `Follower ${i}`), owner);
    for (const title of ['birthday', 'name day']) await db.insert(occasions).values({ id: newId(), userId: owner.id, title, date: '2027-01-03', visibility: 'public' });

    if (atOnce) {
      const two = await appOn(await second.open());
      try {
        // Through the lease: one of the two sweeps, or both one after the other (the second then finds everything sent).
        const outcomes = await Promise.all([one.occasionSweep.runNow('2026-12-20'), two.occasionSweep.runNow('2026-12-20')]);
        const sent = outcomes.flatMap((outcome) => (outcome.ran ? outcome.done : []));
        expect(sent.reduce((a, b) => a + b, 0)).toBe(2 * FOLLOWERS);
        // Past the lease, both at once: the reminder rows alone keep it to once.
        const both = await Promise.all([sendOccasionReminders(db, one.live, '2026-12-31'), sendOccasionReminders(two.database.db, two.live, '2026-12-31')]);
        expect(both[0] + both[1]).toBe(2 * FOLLOWERS);
        const counts = await remindersPerFollower(db);
        expect(counts).toHaveLength(FOLLOWERS);
        expect(new Set(counts)).toEqual(new Set([4]));
      } finally {
        await second.done(two);
        await first.done(one);
      }
      return;
    }
    expect(await one.occasionSweep.runNow('2026-12-20')).toEqual({ ran: true, done: [2 * FOLLOWERS, 0] });
    await first.done(one);
    const two = await appOn(await second.open());
    try {
      expect(await two.occasionSweep.runNow('2026-12-20')).toEqual({ ran: true, done: [0, 0] });
      const counts = await remindersPerFollower(two.database.db);
      expect(counts).toHaveLength(FOLLOWERS);
      expect(new Set(counts)).toEqual(new Set([2]));
    } finally {
      await second.done(two);
    }
  } finally {
    await cleanUp();
  }
}, 60_000);
