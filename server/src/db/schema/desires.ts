import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { occasions } from './occasions';
import { users } from './users';

export const desires = pgTable(
  'desires',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    estimatedCost: text('estimated_cost'),
    coverImage: text('cover_image'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    visibility: text('visibility', { enum: ['public', 'followers', 'private', 'custom'] }).notNull().default('public'),
    status: text('status', { enum: ['desire', 'in_progress', 'fulfilled'] }).notNull().default('desire'),
    sourceUrl: text('source_url'),
    eventName: text('event_name'),
    fulfillmentType: text('fulfillment_type', { enum: ['tangible', 'intangible'] }),
    /** Kept in step with the reactions and comments tables, so lists and trending need no counting. */
    reactionsCount: integer('reactions_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /**
     * Set when an operator hid the desire after a report: then nobody but its owner can read it, and
     * the owner is told why. Migration 0012 counts a hidden desire apart in desire_counts.
     */
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Gifting, extras of the contract (docs/decisions/gifting.md). A surprise's offers and pledges are
     * hidden from its owner until revealed_at is set (the owner's Reveal, or the sweep on reveal_on).
     */
    surprise: boolean('surprise').notNull().default(false),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    /** The day the sweep reveals an unrevealed surprise: the day after its occasion falls. */
    revealOn: date('reveal_on', { mode: 'string' }),
    /** The price givers share, in cents of price_currency; both null without a price. */
    priceCents: integer('price_cents'),
    priceCurrency: text('price_currency'),
    /** Kept in step with the pledges table, in the pledge's own statement, so the sum never passes the price. */
    pledgedCents: integer('pledged_cents').notNull().default(0),
    pledgeCount: integer('pledge_count').notNull().default(0),
    occasionId: text('occasion_id').references(() => occasions.id, { onDelete: 'set null' }),
  },
  (t) => [
    // NULLS FIRST is what a plain ORDER BY ... DESC means: without it PostgreSQL cannot walk these
    // indexes for the queries' order (NOT NULL does not count) and sorts the whole table instead.
    // The feeds: newest first within a visibility, optionally within a status (the status chips).
    index('desires_visibility_created_idx').on(t.visibility, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('desires_visibility_status_created_idx').on(t.visibility, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A member's desires (profile, my desires, the following feed) newest first.
    // Migrations 0004, 0011 and 0012 add INCLUDE (visibility, status, reactions_count, comments_count, categories, hidden_reason), which drizzle cannot say.
    index('desires_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A member's desires of one status newest first (the feeds' status filter walks it per owner).
    // Migration 0021 adds INCLUDE (visibility, reactions_count, comments_count, hidden_reason), which drizzle cannot say.
    index('desires_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('desires_categories_idx').using('gin', t.categories),
    // The sweep's surprises to reveal, and an occasion's desires.
    index('desires_reveal_on_idx').on(t.revealOn).where(sql`${t.surprise} and ${t.revealedAt} is null and ${t.revealOn} is not null`),
    index('desires_occasion_idx').on(t.occasionId).where(sql`${t.occasionId} is not null`),
    // Trending and the popular sort: reactions plus comments, newest first on ties.
    index('desires_trending_idx').on(
      t.visibility,
      sql`(${t.reactionsCount} + ${t.commentsCount}) desc`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
export type DesireRow = typeof desires.$inferSelect;

/** The members a custom desire is shared with. */
export const desireShares = pgTable(
  'desire_shares',
  {
    desireId: text('desire_id')
      .notNull()
      .references(() => desires.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.desireId, t.userId] }), index('desire_shares_user_idx').on(t.userId)],
);

export const fulfillments = pgTable(
  'fulfillments',
  {
    id: text('id').primaryKey(),
    desireId: text('desire_id')
      .notNull()
      .references(() => desires.id, { onDelete: 'cascade' }),
    /** Null once the fulfiller deleted their account: a completed fulfilment stays, its maker unknown. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    anonymous: boolean('anonymous').notNull().default(false),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [index('fulfillments_desire_idx').on(t.desireId, t.createdAt), index('fulfillments_user_idx').on(t.userId)],
);
export type FulfillmentRow = typeof fulfillments.$inferSelect;

/** One per member per desire. */
export const reactions = pgTable(
  'reactions',
  {
    id: text('id').primaryKey(),
    desireId: text('desire_id')
      .notNull()
      .references(() => desires.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reactions_desire_user_idx').on(t.desireId, t.userId), index('reactions_user_idx').on(t.userId)],
);
export type ReactionRow = typeof reactions.$inferSelect;

export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    desireId: text('desire_id')
      .notNull()
      .references(() => desires.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Set when an operator hid the comment after a report: only its author still reads it. */
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_desire_created_idx').on(t.desireId, t.createdAt), index('comments_user_idx').on(t.userId)],
);
export type CommentRow = typeof comments.$inferSelect;

/**
 * How many desires there are per visibility and status, kept by triggers on desires (see the end of
 * migration 0001): the public feed's total and GET /api/stats read it instead of counting 100,000 rows.
 */
export const desireCounts = pgTable(
  'desire_counts',
  {
    visibility: text('visibility').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.visibility, t.status] })],
);

/**
 * The same counts per owner, kept by the same kind of triggers (migration 0004): the Following feed's
 * total is a sum over the followed members' rows instead of a count of all their desires.
 */
export const desireOwnerCounts = pgTable(
  'desire_owner_counts',
  {
    userId: text('user_id').notNull(),
    visibility: text('visibility').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.visibility, t.status] })],
);

/**
 * The same counts per owner and category (a desire in two categories counts in both), kept by
 * triggers (migration 0020): a feed filtered by a category takes its total from here instead of
 * counting the matching desires of the whole table or of every followed member.
 */
export const desireOwnerCategoryCounts = pgTable(
  'desire_owner_category_counts',
  {
    userId: text('user_id').notNull(),
    category: text('category').notNull(),
    visibility: text('visibility').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category, t.visibility, t.status] })],
);

/** The same counts per category over all owners (migration 0020): the Public tab's total with a category filter. */
export const desireCategoryCounts = pgTable(
  'desire_category_counts',
  {
    category: text('category').notNull(),
    visibility: text('visibility').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.visibility, t.status] })],
);
