import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What an import ("Your data", contract/import.ts) brought into a member's account, by where it came
 * from: a desire, category or image of an export by its id there, a CSV row by a hash of its title and
 * address. A second import of the same file finds its items here and adds nothing twice. `local_id`
 * names what the item became (a desire, category or upload id); it has no foreign key, since it names
 * rows of several tables, and the import checks that it still exists.
 */
export const importedItems = pgTable(
  'imported_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind', { enum: ['desire', 'category', 'image', 'csv_row'] }).notNull(),
    sourceId: text('source_id').notNull(),
    localId: text('local_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceKind, t.sourceId] })],
);
export type ImportedItemRow = typeof importedItems.$inferSelect;
