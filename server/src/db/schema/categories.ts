import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's categories. A desire belongs to a category of its owner when its `categories` array
 * holds the category's name, whatever the case; `name_key` (the lowercased name) keeps names unique
 * per owner regardless of case.
 */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    description: text('description'),
    color: text('color').notNull().default('#6366f1'),
    icon: text('icon'),
    visibility: text('visibility', { enum: ['private', 'shared'] }).notNull().default('private'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_user_name_idx').on(t.userId, t.nameKey)],
);
export type CategoryRow = typeof categories.$inferSelect;

/** The members a category is shared with ("Shared with Me" on their side). */
export const categoryShares = pgTable(
  'category_shares',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    sharedWithUserId: text('shared_with_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedByUserId: text('shared_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canEdit: boolean('can_edit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.sharedWithUserId] }), index('category_shares_user_idx').on(t.sharedWithUserId)],
);
export type CategoryShareRow = typeof categoryShares.$inferSelect;
