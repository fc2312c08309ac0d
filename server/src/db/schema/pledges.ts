import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { desires } from './desires';
import { users } from './users';

/** A giver's part of a priced desire: one per giver and desire (contract/gifting.ts). */
export const pledges = pgTable(
  'pledges',
  {
    desireId: text('desire_id')
      .notNull()
      .references(() => desires.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.desireId, t.userId] }), index('pledges_user_idx').on(t.userId)],
);
export type PledgeRow = typeof pledges.$inferSelect;
