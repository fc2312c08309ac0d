import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { desires } from './desires';
import { users } from './users';

/**
 * A member's links by name (contract/share-link.ts): one to a desire (type post) or to a category
 * (type folder). A deleted desire, category or account takes its links along.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['post', 'folder'] }).notNull(),
    desireId: text('desire_id').references(() => desires.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    urlSlug: text('url_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_url_slug_idx').on(t.urlSlug),
    // The member's list, newest first.
    index('share_links_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The cascades' look-ups.
    index('share_links_desire_idx').on(t.desireId),
    index('share_links_category_idx').on(t.categoryId),
    check(
      'share_links_target_check',
      sql`(${t.type} = 'post' and ${t.desireId} is not null and ${t.categoryId} is null) or (${t.type} = 'folder' and ${t.categoryId} is not null and ${t.desireId} is null)`,
    ),
  ],
);
export type ShareLinkRow = typeof shareLinks.$inferSelect;
