import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server makes for itself at first start (the device cookies' signing key, say), kept
 * here so that every process on this database uses the same one and a restart keeps it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
