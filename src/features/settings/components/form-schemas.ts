import * as z from 'zod/mini';
import { passwordField } from '@contract/fields';
import { passwordLimits } from '@contract/limits';

/** Change password (the spec: member core 5): each at least 6; the confirmation must match the new one. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: passwordField(passwordLimits.min),
    newPassword: passwordField(passwordLimits.min),
    confirmPassword: passwordField(passwordLimits.min),
  })
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a validation message: shown through src/lib/known-messages.ts
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: "Passwords don't match" }));

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
