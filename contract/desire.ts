import * as z from 'zod/mini';
import { idSchema, imageRefField } from './fields';
import { desireLimits, pageSizes, REACTION_EMOJIS } from './limits';
import { textField } from './text';
import { userSummarySchema } from './user';

// --- values -------------------------------------------------------------------------------------

export const DESIRE_STATUSES = ['desire', 'in_progress', 'fulfilled'] as const;
export const desireStatusSchema = z.enum(DESIRE_STATUSES);
export type DesireStatus = z.infer<typeof desireStatusSchema>;

/** What other backends may send: "desired" means desire, and a missing status counts as desire. */
export const desireStatusAnswerSchema = z.optional(z.enum([...DESIRE_STATUSES, 'desired']));

export const VISIBILITIES = ['public', 'followers', 'private', 'custom'] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;

export const fulfillmentTypeSchema = z.enum(['tangible', 'intangible']);
export type FulfillmentType = z.infer<typeof fulfillmentTypeSchema>;

export const reactionEmojiSchema = z.enum(REACTION_EMOJIS, { error: 'Reaction emoji required' });
export type ReactionEmoji = z.infer<typeof reactionEmojiSchema>;

// --- entities as the server answers them --------------------------------------------------------

export const reactionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  postId: z.string(),
  emoji: z.string(),
  createdAt: z.string(),
});
export type Reaction = z.infer<typeof reactionSchema>;
export const reactionListSchema = z.array(reactionSchema);

export const commentSchema = z.object({
  _id: z.string(),
  userId: userSummarySchema,
  postId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  isOptimistic: z.optional(z.boolean()),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * An offer to fulfil. `userId` is null when the offer is anonymous and the reader is not the one
 * who made it; the message is only for the owner and the fulfiller.
 */
export const fulfillmentSchema = z.object({
  _id: z.string(),
  userId: z.nullable(userSummarySchema),
  anonymous: z.boolean(),
  message: z.nullish(z.string()),
  fulfilledAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Fulfillment = z.infer<typeof fulfillmentSchema>;

export const desireSchema = z.object({
  _id: z.string(),
  /** The author, embedded (or only their id, from other backends). */
  userId: z.union([userSummarySchema, z.string()]),
  title: z.string(),
  description: z.nullish(z.string()),
  estimatedCost: z.nullish(z.string()),
  coverImage: z.nullish(z.string()),
  categories: z.array(z.string()),
  visibility: visibilitySchema,
  /** The members a custom desire is shared with; only its owner is told who they are. */
  sharedWith: z.array(z.union([userSummarySchema, z.string()])),
  status: desireStatusAnswerSchema,
  sourceUrl: z.nullish(z.string()),
  eventName: z.nullish(z.string()),
  fulfillmentType: z.nullish(fulfillmentTypeSchema),
  fulfillments: z.array(fulfillmentSchema),
  reactions: z.array(reactionSchema),
  reactionsCount: z.int(),
  commentsCount: z.int(),
  comments: z.optional(z.array(commentSchema)),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Client-only: a copy shown before the server answered; its id starts with "temp-". */
  isOptimistic: z.optional(z.boolean()),
});
export type Desire = z.infer<typeof desireSchema>;

export const pagedDesiresSchema = z.object({ desires: z.array(desireSchema), total: z.int(), hasMore: z.boolean() });
export type PagedDesires = z.infer<typeof pagedDesiresSchema>;

export const desireListSchema = z.object({ desires: z.array(desireSchema), total: z.int() });
export type DesireList = z.infer<typeof desireListSchema>;

export const trendingDesireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: desireStatusAnswerSchema,
  coverImage: z.nullish(z.string()),
  userId: z.union([userSummarySchema, z.string()]),
  reactionsCount: z.int(),
  commentsCount: z.int(),
  createdAt: z.string(),
});
export type TrendingDesire = z.infer<typeof trendingDesireSchema>;
export const trendingListSchema = z.array(trendingDesireSchema);

export const reactionResultSchema = z.object({
  action: z.enum(['added', 'updated', 'removed']),
  reaction: z.nullable(reactionSchema),
  reactions: z.array(reactionSchema),
  reactionsCount: z.int(),
});
export type ReactionResult = z.infer<typeof reactionResultSchema>;

export const commentListSchema = z.array(commentSchema);

export const startFulfillmentResultSchema = z.object({
  message: z.string(),
  alreadyFulfilled: z.optional(z.boolean()),
  desire: desireSchema,
});
export type StartFulfillmentResult = z.infer<typeof startFulfillmentResultSchema>;

export const desireResultSchema = z.object({ message: z.string(), desire: desireSchema });

// --- requests -----------------------------------------------------------------------------------

const upTo = (max: number, what: string, lines = false) => textField({ lines, max: [max, `${what} must be ${max} characters or less`] });

export const descriptionField = upTo(desireLimits.descriptionMax, 'Description', true);
export const estimatedCostField = upTo(desireLimits.estimatedCostMax, 'Estimated cost');
export const eventNameField = upTo(desireLimits.eventNameMax, 'Event name');
export const fulfilMessageField = upTo(desireLimits.fulfilMessageMax, 'Message', true);

export const titleField = textField({
  required: 'Title is required',
  min: [desireLimits.titleMin, `Title must be at least ${desireLimits.titleMin} characters`],
  max: [desireLimits.titleMax, `Title must be ${desireLimits.titleMax} characters or less`],
});

export const categoryNameField = textField({ required: 'Category cannot be empty', max: [50, 'Category must be 50 characters or less'] });

export const sourceUrlField = z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' });

/** Create and edit. The same body replaces what it names; absent fields stay as they are on edit. */
export const desireBodySchema = z.object({
  title: titleField,
  description: z.optional(z.nullable(descriptionField)),
  estimatedCost: z.optional(z.nullable(estimatedCostField)),
  eventName: z.optional(z.nullable(eventNameField)),
  coverImage: z.optional(z.nullable(imageRefField(desireLimits.coverImageDataUrlMax))),
  categories: z.optional(z.array(categoryNameField).check(z.maxLength(20, 'At most 20 categories'))),
  visibility: z.optional(visibilitySchema),
  sharedWith: z.optional(z.array(idSchema).check(z.maxLength(200, 'Share with at most 200 members'))),
  sourceUrl: z.optional(z.nullable(z.union([z.literal(''), sourceUrlField]))),
});
export type DesireBody = z.input<typeof desireBodySchema>;

export const desireIdParamsSchema = z.object({ id: idSchema });

export const startFulfillmentBodySchema = z.object({
  anonymous: z._default(z.boolean(), false),
  message: z.optional(fulfilMessageField),
});
export type StartFulfillmentBody = z.input<typeof startFulfillmentBodySchema>;

export const statusBodySchema = z.object({
  status: z.enum([...DESIRE_STATUSES, 'desired'], { error: 'Invalid status' }),
  fulfillmentType: z.optional(fulfillmentTypeSchema),
});
export type StatusBody = z.input<typeof statusBodySchema>;

export const reactBodySchema = z.object({ emoji: reactionEmojiSchema });

export const commentTextField = textField({
  lines: true,
  required: 'Comment cannot be empty',
  max: [desireLimits.commentMax, `Comment must be ${desireLimits.commentMax} characters or less`],
});

export const commentBodySchema = z.object({ text: commentTextField });

const pageField = z._default(z.coerce.number().check(z.int(), z.minimum(1, 'Page starts at 1'), z.maximum(10_000)), 1);
const limitField = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), fallback);

export const FEED_STATUS_FILTERS = ['all', 'desire', 'in_progress', 'fulfilled'] as const;
export const feedStatusFilterSchema = z.enum(FEED_STATUS_FILTERS);
export type FeedStatusFilter = z.infer<typeof feedStatusFilterSchema>;

const feedFilters = {
  status: z.optional(z.enum([...FEED_STATUS_FILTERS, 'desired'])),
  category: z.optional(categoryNameField),
  userId: z.optional(idSchema),
  sort: z.optional(z.enum(['newest', 'popular'])),
};

export const publicFeedQuerySchema = z.object({ page: pageField, limit: limitField(pageSizes.publicFeed), ...feedFilters });
export const followingFeedQuerySchema = z.object({ page: pageField, limit: limitField(pageSizes.followingFeed), ...feedFilters });
export const myDesiresQuerySchema = z.object({ page: pageField, limit: limitField(50), status: feedFilters.status, category: feedFilters.category });
/** GET /api/desires/user/{id}: a profile's desires (the answer also carries hasMore). */
export const userDesiresQuerySchema = z.object({ page: pageField, limit: limitField(50), status: feedFilters.status });
export type FeedQuery = z.input<typeof publicFeedQuerySchema>;

export const TRENDING_PERIODS = ['all', 'week', 'month', 'year'] as const;
export const trendingPeriodSchema = z.enum(TRENDING_PERIODS);
export type TrendingPeriod = z.infer<typeof trendingPeriodSchema>;
export const trendingQuerySchema = z.object({ limit: limitField(pageSizes.trending), timeFilter: z._default(trendingPeriodSchema, 'all') });

// --- counts ---------------------------------------------------------------------------------------

/** GET /api/stats: desires everyone can see. */
export const statsSchema = z.object({ total: z.int(), desired: z.int(), inProgress: z.int(), fulfilled: z.int() });
export type Stats = z.infer<typeof statsSchema>;

/** GET /api/stats/user/{id}: follow counts and the member's desires the reader can see, by status. */
export const userStatsSchema = z.object({
  followers: z.int(),
  following: z.int(),
  desired: z.int(),
  inProgress: z.int(),
  achieved: z.int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
