import * as z from 'zod/mini';
import { bioStoredField, fullNameField, idSchema, imageRefField, isoDateSchema } from './fields';
import { searchLimits, userLimits } from './limits';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in member as the session check and the profile calls return it. */
export const userSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  profileImage: z.nullish(z.string()),
  bannerImage: z.nullish(z.string()),
  bio: z.nullish(z.string()),
  role: roleSchema,
  isVerified: z.boolean(),
  hasCompletedSignup: z.boolean(),
  profilePicUploadedAt: z.nullish(z.string()),
  createdAt: z.optional(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });

/** Another member as lists and cards embed them. */
export const userSummarySchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  profileImage: z.nullish(z.string()),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;

/** GET /api/users/search: a member found by name or email. */
export const userSearchResultSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  profileImage: z.nullish(z.string()),
  bio: z.nullish(z.string()),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export const userSearchListSchema = z.array(userSearchResultSchema);

const SEARCH_TOO_SHORT = `Type at least ${searchLimits.minQueryLength} characters`;
export const userSearchQuerySchema = z.object({
  q: z.string({ error: SEARCH_TOO_SHORT }).check(z.trim(), z.minLength(searchLimits.minQueryLength, SEARCH_TOO_SHORT), z.maxLength(100, 'Search text is too long')),
});

export const userIdParamsSchema = z.object({ id: idSchema });

export const updateProfileBodySchema = z.partial(
  z.strictObject({
    fullName: fullNameField,
    bio: z.nullable(bioStoredField),
    profileImage: z.nullable(imageRefField(userLimits.profileImageDataUrlMax)),
    bannerImage: z.nullable(imageRefField(userLimits.bannerImageDataUrlMax)),
    profilePicUploadedAt: z.nullable(isoDateSchema),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const completeSignupBodySchema = z.strictObject({
  hasCompletedSignup: z.literal(true),
  profilePicUploadedAt: z.optional(z.nullable(isoDateSchema)),
});
export type CompleteSignupBody = z.infer<typeof completeSignupBodySchema>;
