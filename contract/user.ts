import * as z from 'zod/mini';
import { bioStoredField, fullNameField, idSchema, imageRefField, isoDateSchema } from './fields';
import { userLimits } from './limits';

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
export type UserResponse = z.infer<typeof userResponseSchema>;

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
