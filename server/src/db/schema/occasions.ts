import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member's dated occasion (a birthday, a wedding): an extra of the contract (contract/occasion.ts). */
export const occasions = pgTable(
  'occasions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The day as the member gave it. */
    date: date('date', { mode: 'string' }).notNull(),
    yearly: boolean('yearly').notNull().default(false),
    visibility: text('visibility', { enum: ['public', 'followers', 'private'] }).notNull().default('followers'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('occasions_user_idx').on(t.userId, t.date)],
);
export type OccasionRow = typeof occasions.$inferSelect;

/**
 * The reminders sent: one row per follower, occasion, day it falls and days before. The sweep inserts
 * the row in the notice's own transaction and skips a conflict, so a reminder goes once whatever
 * restarts or how many processes sweep.
 */
export const occasionReminders = pgTable(
  'occasion_reminders',
  {
    occasionId: text('occasion_id')
      .notNull()
      .references(() => occasions.id, { onDelete: 'cascade' }),
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fallsOn: date('falls_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.occasionId, t.followerId, t.fallsOn, t.daysBefore] }), index('occasion_reminders_follower_idx').on(t.followerId)],
);

/**
 * Which sweep of the occasions job ran last, and the lease of the process running one: a process
 * takes the row when its lease is over, so that one process sweeps at a time.
 */
export const occasionSweeps = pgTable('occasion_sweeps', {
  name: text('name').primaryKey(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
