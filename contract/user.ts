import * as z from 'zod/mini';
import { bioStoredField, fullNameField, idSchema, imageRefField, isoDateSchema, passwordField } from './fields';
import { passwordLimits, searchLimits, userLimits } from './limits';
import { extra, missingAsNull } from './extension';
import { textField } from './text';

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
  /** The Edit Profile switch: false shows the profile's details to the member's followers only. */
  isPublic: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });

/** PATCH /api/users/complete-signup: the spec says "-> user", so the bare user reads too. */
export const userAnswerSchema = z.union([userResponseSchema, z.pipe(userSchema, z.transform((user) => ({ user })))]);

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
  q: textField({ required: SEARCH_TOO_SHORT, min: [searchLimits.minQueryLength, SEARCH_TOO_SHORT], max: [100, 'Search text is too long'] }),
});

export const userIdParamsSchema = z.object({ id: idSchema });

export const updateProfileBodySchema = z.partial(
  z.strictObject({
    fullName: fullNameField,
    bio: z.nullable(bioStoredField),
    profileImage: z.nullable(imageRefField(userLimits.profileImageDataUrlMax)),
    bannerImage: z.nullable(imageRefField(userLimits.bannerImageDataUrlMax)),
    profilePicUploadedAt: z.nullable(isoDateSchema),
    isPublic: z.boolean(),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const completeSignupBodySchema = z.strictObject({
  hasCompletedSignup: z.literal(true),
  profilePicUploadedAt: z.optional(z.nullable(isoDateSchema)),
});
export type CompleteSignupBody = z.infer<typeof completeSignupBodySchema>;

/**
 * GET /api/users/{id} -> {user}: another member (or oneself) as a profile shows them. No email.
 * `canSeeDetails` is false when the profile is private and the reader neither is the member nor
 * follows them: then bio and banner come as null, and the member's desires and follow lists are not
 * listed to the reader.
 */
export const memberProfileSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  profileImage: missingAsNull(z.string()),
  bannerImage: missingAsNull(z.string()),
  bio: missingAsNull(z.string()),
  role: z._default(roleSchema, 'user'),
  isPublic: extra(z.boolean(), true),
  /** Named by the admin document's User, not the member core document's: a backend may leave it out. */
  createdAt: missingAsNull(z.string()),
  canSeeDetails: extra(z.boolean(), true, 'false: a private profile the reader may not see in full; its desires and follow lists are not listed'),
  /** Blocking and muting (contract/member-safety.ts): null from a backend that does not offer them. */
  blockedByMe: extra(z.boolean(), null, 'The reader blocked this member'),
  mutedByMe: extra(z.boolean(), null, 'The reader muted this member'),
  blocksYou: extra(z.boolean(), null, 'This member blocked the reader: no details, and no actions but report and block'),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberProfileResponseSchema = z.object({ user: memberProfileSchema });
export type MemberProfileResponse = z.infer<typeof memberProfileResponseSchema>;

/** What the app reads: the spec gives GET /api/users/{id} no shape, so the bare member reads too. */
export const memberProfileAnswerSchema = z.union([memberProfileResponseSchema, z.pipe(memberProfileSchema, z.transform((user) => ({ user })))]);

/** A row of the followers, following and suggested lists. */
export const memberListItemSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  profileImage: missingAsNull(z.string()),
  bio: missingAsNull(z.string()),
  /** Only in the member's own followers and following lists: the new-chat search looks in it. */
  email: z.optional(z.string()),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;
export const memberListSchema = z.array(memberListItemSchema);

/** GET /api/follow/status/{id}. */
export const followStatusSchema = z.object({ isFollowing: z.boolean() });
export type FollowStatus = z.infer<typeof followStatusSchema>;

/** POST and DELETE /api/follow/{id}: idempotent; the answer says where things stand. */
export const followResultSchema = z.object({
  message: extra(z.string(), ''),
  isFollowing: extra(z.boolean(), null, 'Where the follow stands after the call'),
  followers: extra(z.int(), null, 'The member\'s follower count after the call'),
});
export type FollowResult = z.infer<typeof followResultSchema>;

/** PUT /api/user/change-password. Each at least 6; the confirmation is checked by the form only. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().check(z.minLength(1, 'Current password is required')),
  newPassword: passwordField(passwordLimits.min),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
