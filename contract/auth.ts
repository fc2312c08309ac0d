import * as z from 'zod/mini';
import { bioStoredField, emailField, fullNameField, imageRefField, otpRequestField, passwordField, requiredPasswordField } from './fields';
import { passwordLimits, userLimits } from './limits';
import { extra } from './extension';
import { userSchema } from './user';

export { adminLoginBodySchema, adminMeResponseSchema, type AdminLoginBody, type AdminMe } from './admin-auth';

export const otpTypeSchema = z.enum(['signup', 'login', 'password_reset']);
export type OtpType = z.infer<typeof otpTypeSchema>;

/** The kinds of code the app asks the server to send. */
export const sendableOtpTypeSchema = z.enum(['signup', 'password_reset']);
export type SendableOtpType = z.infer<typeof sendableOtpTypeSchema>;

export const loginBodySchema = z.object({ email: emailField, password: requiredPasswordField });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z
  .object({
    email: emailField,
    fullName: fullNameField,
    password: passwordField(passwordLimits.signupMin),
    confirmPassword: z.optional(z.string().check(z.maxLength(passwordLimits.max))),
    bio: z.optional(bioStoredField),
    profileImage: z.nullish(imageRefField(userLimits.profileImageDataUrlMax)),
    // the dialog sends isVerified: false; verification is the server's to decide, so it is ignored
    isVerified: z.optional(z.boolean()),
  })
  .check(
    z.refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
      path: ['confirmPassword'],
      message: "Passwords don't match",
    }),
  );
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The spec promises `{token, ...}`; without `user` the app reads GET /api/auth/me. */
export const authResponseSchema = z.object({ token: z.string().check(z.minLength(1)), user: extra(userSchema, null, 'The signed-in member, saving a call to /api/auth/me') });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const checkEmailBodySchema = z.object({ email: emailField });
export const checkEmailResponseSchema = z.object({
  exists: z.boolean(),
  user: z.optional(z.object({ fullName: z.string() })),
});
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

export const sendOtpBodySchema = z.object({ email: emailField, type: sendableOtpTypeSchema });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

export const verifyOtpBodySchema = z.object({ email: emailField, otp: otpRequestField, type: otpTypeSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const verifyOtpResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  attemptsLeft: z.optional(z.int().check(z.minimum(0))),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField });

export const resetPasswordBodySchema = z.object({
  email: emailField,
  resetToken: z.string().check(z.minLength(1, 'Reset token is required'), z.maxLength(200)),
  newPassword: passwordField(passwordLimits.min),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordOtpBodySchema = z.object({
  email: emailField,
  newPassword: passwordField(passwordLimits.min),
});
export type ResetPasswordOtpBody = z.infer<typeof resetPasswordOtpBodySchema>;
