import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail that was not sent over SMTP: kept so that a developer (and the end-to-end tests) can read it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
