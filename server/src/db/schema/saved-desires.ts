import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { desires } from './desires';
import { users } from './users';

/** A member's bookmarks: private to them; a deleted desire or account takes its rows along. */
export const savedDesires = pgTable(
  'saved_desires',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desireId: text('desire_id')
      .notNull()
      .references(() => desires.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The Saved screen: newest save first. The primary key answers "is this one saved".
  (t) => [primaryKey({ columns: [t.userId, t.desireId] }), index('saved_desires_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.desireId), index('saved_desires_desire_idx').on(t.desireId)],
);
