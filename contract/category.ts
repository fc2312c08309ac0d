import * as z from 'zod/mini';
import { desireSchema } from './desire';
import { idSchema } from './fields';
import { categoryLimits } from './limits';
import { extra, missingAsNull } from './extension';
import { textField } from './text';
import { userSummarySchema } from './user';

// Categories and their shares (the spec: chat, categories and admin 3 "Category", "Category share"; 5 "Chat and categories").

export const CATEGORY_VISIBILITIES = ['private', 'shared'] as const;
export const categoryVisibilitySchema = z.enum(CATEGORY_VISIBILITIES, { error: 'Visibility must be private or shared' });
export type CategoryVisibility = z.infer<typeof categoryVisibilitySchema>;

export const statusBreakdownSchema = z.object({
  desire: z.int().check(z.minimum(0)),
  in_progress: z.int().check(z.minimum(0)),
  fulfilled: z.int().check(z.minimum(0)),
});
export type StatusBreakdown = z.infer<typeof statusBreakdownSchema>;

/**
 * A category as its reader sees it. `desiresCount` and `statusBreakdown` count only the desires the
 * reader may see; `sharedBy` names the owner of a category shared with the reader (null otherwise).
 */
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: missingAsNull(z.string()),
  color: z._default(z.string(), '#6366f1'),
  icon: missingAsNull(z.string()),
  visibility: z._default(categoryVisibilitySchema, 'private'),
  /** The owner's id (the spec also allows the owner object: its id is kept). */
  userId: z.union([z.string(), z.pipe(z.object({ _id: z.string() }), z.transform((owner) => owner._id))]),
  owner: extra(userSummarySchema, null, 'The owner\'s name and picture, for the owner line of a category shared with the reader'),
  /** Promised by the list; a create or edit answer without it is the reader's own. */
  isOwned: z._default(z.boolean(), true),
  isDefault: z._default(z.boolean(), false),
  desiresCount: z._default(z.int().check(z.minimum(0)), 0),
  statusBreakdown: z._default(statusBreakdownSchema, () => ({ desire: 0, in_progress: 0, fulfilled: 0 })),
  /** "sharedBy (with fullName)": its id is not promised. */
  sharedBy: missingAsNull(z.object({ _id: z.optional(z.string()), fullName: z.string() })),
  createdAt: extra(z.string(), null),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);

export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const categoryNameInput = textField({
  required: 'Category name is required',
  min: [categoryLimits.nameMin, 'Category name is required'],
  max: [categoryLimits.nameMax, 'Category name must be less than 50 characters'],
});

const optionalText = (max: number, message: string, lines = false) => z.optional(z.nullable(textField({ lines, max: [max, message] })));

/** POST /api/categories and PUT /api/categories/{id}: the whole category each time. */
export const categoryBodySchema = z.object({
  name: categoryNameInput,
  description: optionalText(categoryLimits.descriptionMax, 'Description must be less than 200 characters', true),
  icon: optionalText(categoryLimits.iconMax, 'Icon must be less than 50 characters'),
  color: z._default(z.string({ error: 'Color must be a valid hex color' }).check(z.regex(COLOR_PATTERN, 'Color must be a valid hex color')), categoryLimits.defaultColor),
  visibility: z._default(categoryVisibilitySchema, 'private'),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

export const categoryIdParamsSchema = z.object({ id: idSchema });

/** Desires in one page of a category's list (the category screen and the shared page), and the most one page may ask for. */
export const CATEGORY_DESIRES_PAGE_SIZE = 20;
export const CATEGORY_DESIRES_LIMIT_MAX = 50;
/** The longest search a category's desires take. */
export const CATEGORY_SEARCH_MAX = 100;

/**
 * GET /api/categories/{id}/desires and the shared page's desires: newest first, a page at a time, over
 * every desire of the category the reader may see, optionally of one status and matching a search
 * (title or description). Page and limit are our server's; the spec names only the call.
 */
export const categoryDesiresQuerySchema = z.object({
  page: z._default(z.coerce.number({ error: 'Page must be a number' }).check(z.int('Page must be a whole number'), z.minimum(1, 'Page starts at 1'), z.maximum(10_000, 'Page must be at most 10000')), 1),
  limit: z._default(
    z.coerce.number({ error: 'Limit must be a number' }).check(z.int('Limit must be a whole number'), z.minimum(1, 'Limit must be at least 1'), z.maximum(CATEGORY_DESIRES_LIMIT_MAX, `Limit must be at most ${CATEGORY_DESIRES_LIMIT_MAX}`)),
    CATEGORY_DESIRES_PAGE_SIZE,
  ),
  status: z.optional(z.enum(['all', 'desire', 'desired', 'in_progress', 'fulfilled'], { error: 'Status must be all, desire, in_progress or fulfilled' })),
  q: z.optional(z.string().check(z.maxLength(CATEGORY_SEARCH_MAX, 'Search must be less than 100 characters'))),
});

export const categoryDesiresSchema = z.object({
  desires: z.array(desireSchema),
  /** The desires matching the status and search, all pages together. */
  total: extra(z.int(), (list) => (Array.isArray(list.desires) ? list.desires.length : 0)),
  hasMore: extra(z.boolean(), null, 'Whether a later page holds more; without it the answer is the whole list, searched and counted in the browser'),
  statusBreakdown: extra(
    statusBreakdownSchema,
    null,
    'The reader\'s visible desires of the whole category by status, whatever the page, search and status asked for: the counts above the list',
  ),
});
export type CategoryDesires = z.infer<typeof categoryDesiresSchema>;

/** The answer as the app reads it from any backend: ours, `{desires, total?}`, or a plain list (the spec gives no shape). */
export const categoryDesiresAnswerSchema = z.union([
  categoryDesiresSchema,
  z.pipe(
    z.array(desireSchema),
    z.transform((desires): CategoryDesires => ({ desires, total: desires.length, hasMore: null, statusBreakdown: null })),
  ),
]);

/** The public shared pages name the owner: `?user={ownerId}`. */
export const SHARE_LINK_INVALID = 'Invalid share link: the user parameter is missing';
export const sharedQuerySchema = z.object({ user: z.string({ error: SHARE_LINK_INVALID }).check(z.regex(/^[a-f0-9]{24}$/, SHARE_LINK_INVALID)) });
export const sharedDesiresQuerySchema = z.object({ ...sharedQuerySchema.shape, ...categoryDesiresQuerySchema.shape });

/** A member a category is shared with (the spec: chat, categories and admin 3 "Category share"). */
export const categoryShareSchema = z.object({
  categoryId: z.string(),
  sharedWithUserId: userSummarySchema,
  sharedByUserId: z.string(),
  canEdit: z._default(z.boolean(), false),
  createdAt: extra(z.string(), null),
});
export type CategoryShare = z.infer<typeof categoryShareSchema>;

export const categorySharesSchema = z.object({ shares: z.array(categoryShareSchema) });
export type CategoryShares = z.infer<typeof categorySharesSchema>;

/** PUT /api/categories/{id}/shares: the whole list of members it is shared with. */
export const categorySharesBodySchema = z.object({
  userIds: z.array(idSchema).check(z.maxLength(200, 'Share with at most 200 members')),
});

export const categoryMessageSchema = z.object({ message: extra(z.string(), '') });

/** Server messages (the spec: chat, categories and admin 4 and 8, and the share call). */
export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  duplicateName: 'A category with this name already exists',
  defaultNotEditable: 'Default categories cannot be edited',
  defaultNotDeletable: 'Default categories cannot be deleted',
  notOwner: 'Only the owner can change this category',
  deleted: 'Category deleted',
  notShareable: 'Only a shared category can be shared. Set its visibility to shared first.',
  notConnected: 'You can only share a category with your followers or members you follow.',
  withSelf: 'You cannot share a category with yourself.',
} as const;
