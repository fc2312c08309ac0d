import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's report of a desire, a comment or a member, one open per reporter and target. The target is
 * named by type and id without a foreign key, so that the report (and the moderation record) outlives
 * a deleted desire or comment; the target's owner is copied at report time for the queue's grouping.
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['desire', 'comment', 'user'] }).notNull(),
    targetId: text('target_id').notNull(),
    /** The member the target belongs to (for a member, the member). */
    targetOwnerId: text('target_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['spam', 'harassment', 'inappropriate', 'other'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    /** What the operator did: dismiss, hide or block; null while open. */
    action: text('action', { enum: ['dismiss', 'hide', 'block'] }),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A deleted account's reports go with it (the foreign key's cascade looks them up here).
    index('reports_reporter_idx').on(t.reporterId),
    // One open report per reporter and target; once resolved, the reporter may report it again.
    uniqueIndex('reports_reporter_target_open_idx').on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    // The queue groups by target within a status; the open count reads the partial index.
    index('reports_status_target_idx').on(t.status, t.targetType, t.targetId),
    index('reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('reports_target_owner_idx').on(t.targetOwnerId),
  ],
);
export type ReportRow = typeof reports.$inferSelect;
