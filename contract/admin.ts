import * as z from 'zod/mini';
import { desireStatusAnswerSchema, visibilitySchema } from './desire';
import { extra } from './extension';
import { idSchema } from './fields';
import { pageSizes } from './limits';
import { roleSchema, userSchema } from './user';

export { ADMIN_MESSAGES } from './admin-messages';

// The admin area's calls (the spec: chat, categories and admin 3 "Admin stats", "Admin user list"; 7 "Admin").

/** GET /api/admin/stats: totals and what was added since the server's local midnight. */
export const adminStatsSchema = z.object({
  totalUsers: z.int(),
  newUsersToday: z.int(),
  totalDesires: z.int(),
  newDesiresToday: z.int(),
  totalComments: z.int(),
  newCommentsToday: z.int(),
  openReports: extra(z.int(), null, 'How many reports wait in the moderation queue (GET /api/admin/reports)'),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/fulfillments/stats: fulfilments that were completed, in all and today. */
export const fulfillmentStatsSchema = z.object({ totalFulfillments: z.int(), newFulfillmentsToday: z.int() });
export type FulfillmentStats = z.infer<typeof fulfillmentStatsSchema>;

/** A user as the admin area sees it: never a password hash; `isBlocked` while an admin has blocked them. */
export const adminUserSchema = z.object({
  ...userSchema.shape,
  // The admin document's User has no signup step: a backend may leave it out.
  hasCompletedSignup: z.optional(z.boolean()),
  createdAt: z.string(),
  isBlocked: extra(z.boolean(), null, 'Whether an admin blocked the account: the Blocked badge and Block/Unblock (PATCH /api/admin/users/{id}/block)'),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users/recent: the spec promises _id, fullName, email, role and isVerified. */
export const adminRecentUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  isVerified: z.boolean(),
  profileImage: extra(z.nullable(z.string()), null, 'The avatar of the dashboard\'s Recent Users'),
});
export type AdminRecentUser = z.infer<typeof adminRecentUserSchema>;

export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), total: z.int() });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const ADMIN_PAGE_SIZE_MESSAGE = 'Limit must be 10, 20, 50 or 100';

/** GET /api/admin/users?page&limit&search: page from 1, one of the four page sizes, an optional search. */
export const adminUsersQuerySchema = z.object({
  page: z._default(z.coerce.number({ error: 'Page must be a number' }).check(z.int('Page must be a whole number'), z.minimum(1, 'Page must be 1 or more'), z.maximum(100_000, 'Page is too large')), 1),
  limit: z._default(
    z.coerce.number({ error: ADMIN_PAGE_SIZE_MESSAGE }).check(z.refine((n) => (pageSizes.adminUsers as readonly number[]).includes(n), ADMIN_PAGE_SIZE_MESSAGE)),
    pageSizes.adminUsersDefault,
  ),
  search: z.optional(z.string().check(z.maxLength(100, 'Search must be less than 100 characters'))),
});

export const adminUserParamsSchema = z.object({ id: idSchema });

/** GET /api/admin/desires/recent: every visibility, with the owner's name. */
export const adminRecentDesireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** "an object with fullName or a plain id": the object's id is not promised. */
  userId: z.union([z.object({ _id: z.optional(z.string()), fullName: z.string() }), z.string()]),
  status: desireStatusAnswerSchema,
  visibility: visibilitySchema,
  createdAt: extra(z.string(), null),
});
export type AdminRecentDesire = z.infer<typeof adminRecentDesireSchema>;

/** PATCH /api/admin/users/{id}/role: only the two roles. */
export const adminRoleBodySchema = z.strictObject({ role: roleSchema });
export type AdminRoleBody = z.infer<typeof adminRoleBodySchema>;

/** PATCH /api/admin/users/{id}/block: true blocks, false unblocks. */
export const adminBlockBodySchema = z.strictObject({ blocked: z.boolean() });
export type AdminBlockBody = z.infer<typeof adminBlockBodySchema>;

/** GET /api/admin/users/{id}/stats: every desire of theirs whatever its visibility, and their follows. */
export const adminUserStatsSchema = z.object({ desires: z.int(), fulfilled: z.int(), followers: z.int(), following: z.int() });
export type AdminUserStats = z.infer<typeof adminUserStatsSchema>;

/** GET /api/admin/users/{id}/desires: their newest desires (5), every visibility, and how many they have. */
export const adminUserDesiresSchema = z.object({ total: z.int(), desires: z.array(adminRecentDesireSchema) });
export type AdminUserDesires = z.infer<typeof adminUserDesiresSchema>;
