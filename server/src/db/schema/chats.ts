import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

// Chat instants are kept to the millisecond, like a JavaScript Date, so that every one of them makes
// the round trip through the app and back (a `before` cursor, a read mark) without changing.

/** A one-to-one chat: one per unordered pair, the lower id first (the unique index holds it). */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    userLow: text('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: text('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The newest message's createdAt (the chat's creation until then): messages take later instants. */
    lastActivity: timestamp('last_activity', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_pair_idx').on(t.userLow, t.userHigh),
    // An account deletion's cascade finds the chats where the member is the higher id by this.
    index('chats_user_high_idx').on(t.userHigh),
    check('chats_pair_order', sql`${t.userLow} < ${t.userHigh}`),
  ],
);
export type ChatRow = typeof chats.$inferSelect;

/** Each participant's own view of a chat: read mark, deletion mark and switches. */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The createdAt of the newest message when the member last opened the chat: up to it all is read. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true, precision: 3 }),
    /** When that mark last moved (the readAt of the messages it covers). */
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    /** Set when the member deleted the chat: nothing up to it is theirs to see any more. */
    clearedAt: timestamp('cleared_at', { withTimezone: true, precision: 3 }),
    /** Deleted by the member and no message since: not in their list. */
    hidden: boolean('hidden').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);
export type ChatMemberRow = typeof chatMembers.$inferSelect;

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    messageType: text('message_type', { enum: ['text', 'image', 'file'] })
      .notNull()
      .default('text'),
    attachmentUrl: text('attachment_url'),
    replyToId: text('reply_to_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Every read of a thread walks this: pages by keyset, the last message, unread counts from a mark.
    index('messages_chat_created_idx').on(t.chatId, t.createdAt, t.id),
    index('messages_sender_idx').on(t.senderId),
  ],
);
export type MessageRow = typeof messages.$inferSelect;
