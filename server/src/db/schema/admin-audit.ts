import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin action (role, block, delete), every admin sign-in and failed try, and the start-up
 * step that makes the configured admin: who did what to whom, from where and when. Append-only (a
 * trigger refuses UPDATE, DELETE and TRUNCATE). No foreign keys, so that a row outlives both
 * accounts and deleting an account never has to touch it; the emails are copied for the same reason.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    /** The admin who acted; null for a failed sign-in and for the start-up step. */
    adminId: text('admin_id'),
    /** Their email; for a sign-in, the email given at the admin door. Null for the start-up step. */
    adminEmail: text('admin_email'),
    action: text('action', { enum: ['role', 'block', 'unblock', 'delete', 'sign_in', 'sign_in_failed', 'admin_bootstrap', 'report_dismiss', 'report_hide', 'report_block'] }).notNull(),
    /** The account acted on; null for sign-ins. */
    targetId: text('target_id'),
    targetEmail: text('target_email'),
    /** The address a sign-in came from. */
    address: text('address'),
    /** What changed, e.g. { from: 'user', to: 'admin' }. Never a password. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetId, t.createdAt), index('admin_audit_created_idx').on(t.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
