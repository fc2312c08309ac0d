import * as z from 'zod/mini';
import { idSchema, imageRefField } from './fields';
import { desireLimits, pageSizes, REACTION_EMOJIS } from './limits';
import { extra, missingAsEmpty, missingAsNull } from './extension';
import { desireGiftingFields, priceSchema } from './gifting';
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

export const commentSchema = z.object({
  _id: z.string(),
  userId: userSummarySchema,
  postId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Only its author is sent a comment an operator hid, with why; null otherwise. */
  hiddenReason: extra(z.nullable(z.string()), undefined, 'Why an operator hid this comment; sent to its author only (everyone else no longer gets it)'),
  isOptimistic: z.optional(z.boolean()),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * An offer to fulfil. `userId` is null when the offer is anonymous and the reader is not the one
 * who made it, or when its maker has deleted their account (then `anonymous` is false and the name
 * is unknown); the message is only for the owner and the fulfiller.
 */
export const fulfillmentSchema = z.object({
  _id: extra(z.string(), (offer) => `${String(offer.createdAt)}-${offer.anonymous ? 'anonymous' : ((offer.userId as { _id?: string } | null)?._id ?? 'unknown')}`),
  /** The spec also allows a bare id: the name is then unknown, as for an anonymous offer. */
  userId: z.union([z.nullable(userSummarySchema), z.pipe(z.string(), z.transform(() => null))]),
  anonymous: z._default(z.boolean(), false),
  message: z.nullish(z.string()),
  fulfilledAt: missingAsNull(z.string()),
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
  categories: missingAsEmpty(z.string()),
  visibility: z._default(visibilitySchema, 'public'),
  /** The members a custom desire is shared with; only its owner is told who they are. */
  sharedWith: missingAsEmpty(z.union([userSummarySchema, z.string()])),
  status: desireStatusAnswerSchema,
  sourceUrl: z.nullish(z.string()),
  eventName: z.nullish(z.string()),
  fulfillmentType: extra(z.nullable(fulfillmentTypeSchema), null),
  fulfillments: missingAsEmpty(fulfillmentSchema),
  reactions: missingAsEmpty(reactionSchema),
  reactionsCount: extra(z.int(), (desire) => (Array.isArray(desire.reactions) ? desire.reactions.length : 0)),
  commentsCount: extra(z.int(), (desire) => (Array.isArray(desire.comments) ? desire.comments.length : 0)),
  comments: z.optional(z.array(commentSchema)),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The reader saved it (their bookmark); false for visitors. Missing: the backend offers no saving. */
  isSaved: extra(z.boolean(), null, 'Whether the reader saved this desire (always false for visitors)'),
  /** Why an operator hid it: sent to its owner only (nobody else can read it); null otherwise. */
  hiddenReason: extra(z.nullable(z.string()), undefined, 'Why an operator hid this desire; only its owner reads a hidden desire, and only they get the reason'),
  /** Surprise, price, occasion, pledges and reveal: extras (contract/gifting.ts). */
  ...desireGiftingFields,
  /** Client-only: a copy shown before the server answered; its id starts with "temp-". */
  isOptimistic: z.optional(z.boolean()),
});
export type Desire = z.infer<typeof desireSchema>;

export const pagedDesiresSchema = z.object({ desires: z.array(desireSchema), total: z.int(), hasMore: z.boolean() });
export type PagedDesires = z.infer<typeof pagedDesiresSchema>;

export const desireListSchema = z.object({ desires: z.array(desireSchema), total: z.int() });
export type DesireList = z.infer<typeof desireListSchema>;

const wholeList = (desires: Desire[], total?: number) => ({ desires, total: total ?? desires.length });

/** A list of desires where the spec gives no shape: ours is {desires, total}; {desires} or a plain list read too. */
export const desireListAnswerSchema = z.union([
  z.pipe(z.object({ desires: z.array(desireSchema), total: z.optional(z.int()) }), z.transform((list): DesireList => wholeList(list.desires, list.total))),
  z.pipe(z.array(desireSchema), z.transform((desires): DesireList => wholeList(desires))),
]);

/** GET /api/desires/my: ours is a page; the spec's "array or {desires}" reads as one whole page. */
export const myDesiresAnswerSchema = z.union([
  pagedDesiresSchema,
  z.pipe(desireListAnswerSchema, z.transform((list): PagedDesires => ({ ...list, hasMore: false }))),
]);

export const trendingDesireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: extra(desireStatusAnswerSchema, undefined),
  coverImage: extra(z.nullish(z.string()), null),
  userId: extra(z.union([userSummarySchema, z.string()]), null, 'The author, for the trending card\'s byline'),
  reactionsCount: z.int(),
  commentsCount: z.int(),
  createdAt: extra(z.string(), null),
});
export type TrendingDesire = z.infer<typeof trendingDesireSchema>;
export const trendingListSchema = z.array(trendingDesireSchema);

/** POST and DELETE /api/desires/{id}/react: the spec names no answer; without ours the app refetches. */
export const reactionResultSchema = z.object({
  action: extra(z.enum(['added', 'updated', 'removed']), null),
  reaction: extra(z.nullable(reactionSchema), null),
  reactions: extra(z.array(reactionSchema), null),
  reactionsCount: extra(z.int(), null),
});
export type ReactionResult = z.infer<typeof reactionResultSchema>;

export const commentListSchema = z.array(commentSchema);

export const startFulfillmentResultSchema = z.object({
  message: extra(z.string(), ''),
  alreadyFulfilled: z.optional(z.boolean()),
  desire: extra(desireSchema, null, 'The desire after the offer; without it the app refetches'),
});
export type StartFulfillmentResult = z.infer<typeof startFulfillmentResultSchema>;

export const desireResultSchema = z.object({ message: extra(z.string(), ''), desire: extra(desireSchema, null, 'The desire after the change; without it the app refetches') });

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
  /** Extras (contract/gifting.ts); a backend without them ignores them. */
  surprise: z.optional(z.boolean()),
  price: z.optional(z.nullable(priceSchema)),
  occasionId: z.optional(z.nullable(idSchema)),
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
export const statsSchema = z.object({ total: z.int(), desired: extra(z.int(), null), inProgress: extra(z.int(), null), fulfilled: extra(z.int(), null) });
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
