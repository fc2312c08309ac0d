import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member's settings; a member without a row has the defaults (public, and every switch on). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultVisibility: text('default_visibility', { enum: ['public', 'followers', 'private'] }).notNull().default('public'),
  showMyActivity: boolean('show_my_activity').notNull().default(true),
  notifyFollowers: boolean('notify_followers').notNull().default(true),
  notifyReactions: boolean('notify_reactions').notNull().default(true),
  notifyComments: boolean('notify_comments').notNull().default(true),
  /** Extras of the contract: notices of offers to fulfil; push and mail for chat messages. */
  notifyFulfillments: boolean('notify_fulfillments').notNull().default(true),
  notifyMessages: boolean('notify_messages').notNull().default(true),
  /** An extra of the contract: the language chosen for the app, mail and push; 'auto' follows the browser's. */
  language: text('language', { enum: ['auto', 'en', 'es', 'de', 'ar'] }).notNull().default('auto'),
  /**
   * The language of the browser the member last signed in or verified a code with (Accept-Language,
   * negotiated): what 'auto' speaks in mail and push. Null until known; never sent anywhere.
   */
  browserLanguage: text('browser_language', { enum: ['en', 'es', 'de', 'ar'] }),
  /** An extra of the contract: new desires start as surprises (contract/gifting.ts). */
  surpriseByDefault: boolean('surprise_by_default').notNull().default(false),
  /** An extra of the contract: a mail of what stayed unread, at most once a day. */
  emailDigest: boolean('email_digest').notNull().default(true),
  /** When digests were last switched on again after being off: the unsubscribe links of earlier mails stop working then. */
  emailDigestOnAt: timestamp('email_digest_on_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserSettingsRow = typeof userSettings.$inferSelect;
