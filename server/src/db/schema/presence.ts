import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Live sockets whose app is open and visible, in any process: while a member has one, the live
 * channel tells them and no push is queued for them. A row lasts until its socket reports itself
 * hidden or closes, or, if its process went away, until `visible_until` passes.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    socketId: text('socket_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibleUntil: timestamp('visible_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_presence_user_idx').on(t.userId, t.visibleUntil)],
);
