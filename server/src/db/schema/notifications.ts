import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NoticeParts } from '@contract/notification';
import { desires } from './desires';
import { users } from './users';

/** A notice's parts: the contract's type, as the app reads them too (contract/notification.ts). */
export type { NoticeParts };

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The spec's five, and the extras of contract/notification.ts (EXTRA_NOTIFICATION_TYPES). */
    type: text('type', { enum: ['follow', 'like', 'comment', 'reaction', 'fulfillment', 'report', 'pledge', 'reveal', 'occasion_reminder'] }).notNull(),
    message: text('message').notNull(),
    /** Null for notices written before parts were kept: their English `message` is all there is. */
    parts: jsonb('parts').$type<NoticeParts>(),
    isRead: boolean('is_read').notNull().default(false),
    /** Null for an anonymous fulfiller: their identity never leaves the server. */
    fromUserId: text('from_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Who acted, anonymous or not; never sent anywhere. It lets a notice go with its maker when their
     * account is deleted, the anonymous ones included.
     */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    desireId: text('desire_id').references(() => desires.id, { onDelete: 'cascade' }),
    /** The reaction, comment or desire the notice is about; for an occasion_reminder, the occasion. */
    relatedId: text('related_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS FIRST matches the list's plain ORDER BY created_at DESC, id DESC, so the index serves it.
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.isRead} = false`),
    // The cascades of a deleted desire or account find their notices by these.
    index('notifications_desire_idx').on(t.desireId),
    index('notifications_actor_idx').on(t.actorId),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
