import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { messages } from './chats';
import { notifications } from './notifications';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A browser that may be sent Web Push messages for a member: one row per device of each member (its
 * push service endpoint, unique per member: another member posting the same endpoint gets a row of
 * their own and never takes this one). The session that subscribed it goes with it: signing out stops
 * the device's pushes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), uniqueIndex('push_subscriptions_endpoint_user_idx').on(t.endpoint, t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Pushes waiting to leave: written in the transaction that writes the notice or message, so none is
 * lost or sent for something that did not happen, and taken by one process at a time (FOR UPDATE
 * SKIP LOCKED) until sent, refused for good, or out of attempts.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /**
     * The notice or chat message it tells of: asked again when it is sent (a block, a mute or an
     * operator's hide since keeps it back), and it goes with them when they go.
     */
    noticeId: text('notice_id').references(() => notifications.id, { onDelete: 'cascade' }),
    messageId: text('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_deliveries_due_idx').on(t.dueAt)],
);
