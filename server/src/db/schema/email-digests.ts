import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each member's email digest: whether one waits (set by the first unread notice or message since the
 * last digest, in that write's transaction), what the last one covered, and when the next may go. The
 * worker of any process takes a row that is due with a lease, as the push queue does.
 */
export const emailDigests = pgTable(
  'email_digests',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Null: nothing waits. Else the worker looks at the row once this is DIGEST_DELAY_MS old: the time
     * the first unread thing came, or an instant the worker set to look again later (its lease, a
     * retry's backoff, the end of the interval) less the delay.
     */
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    /** Notices and messages up to this instant were in a digest already. */
    coveredUntil: timestamp('covered_until', { withTimezone: true }),
    /** The last digest plus the interval: none goes before. */
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('email_digests_pending_idx').on(t.pendingSince).where(sql`${t.pendingSince} is not null`)],
);
