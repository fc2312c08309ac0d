import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin action (role, block, delete): who did what to whom and when. No foreign keys, so that a
 * row outlives both accounts; the emails are copied for the same reason.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ['role', 'block', 'unblock', 'delete'] }).notNull(),
    targetId: text('target_id').notNull(),
    targetEmail: text('target_email').notNull(),
    /** What changed, e.g. { from: 'user', to: 'admin' }. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetId, t.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
