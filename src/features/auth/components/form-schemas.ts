import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { emailField, fullNameField, otpField, passwordField, requiredPasswordField } from '@contract/fields';
import { passwordLimits, uploadLimits } from '@contract/limits';
import { imageFileProblem, type ImageFileRule } from '@/lib/image-file';
import type { AuthVariant } from '../api/error-messages';

export const emailFormSchema = z.object({ email: emailField });

/** The full page only asks for a password; the dialog checks the minimum length. */
export const passwordFormSchema = (variant: AuthVariant) =>
  z.object({ password: variant === 'page' ? requiredPasswordField : passwordField(passwordLimits.min) });

// eslint-disable-next-line lingui/no-unlocalized-strings -- a validation message: shown through src/lib/known-messages.ts
const MISMATCH = { path: ['confirmPassword'], message: "Passwords don't match" };

export const signupFormSchema = z
  .object({ fullName: fullNameField, password: passwordField(passwordLimits.signupMin), confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, MISMATCH));

export const otpFormSchema = z.object({ otp: otpField });

export const resetFormSchema = (variant: AuthVariant) =>
  z
    .object({
      newPassword: passwordField(variant === 'page' ? passwordLimits.signupMin : passwordLimits.min),
      confirmPassword: z.string(),
    })
    .check(z.refine((v) => v.newPassword === v.confirmPassword, MISMATCH));

/** The signup photo rules of the page and of the dialog, worded in the language the app speaks now. */
const photoRules = (variant: AuthVariant): ImageFileRule & { hint: string } =>
  variant === 'page'
    ? {
        types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
        maxBytes: uploadLimits.largeImageMaxBytes,
        typeError: { title: t`Invalid File Type`, message: t`Please select a valid image file (JPG, PNG, or WebP)` },
        sizeError: { title: t`File Too Large`, message: t`File size must be less than 10MB` },
        hint: t`JPG, PNG or WebP, under 10MB`,
      }
    : {
        types: ['image/jpeg', 'image/jpg', 'image/png'],
        maxBytes: uploadLimits.signupDialogPhotoMaxBytes,
        typeError: { title: t`Invalid File Type`, message: t`Please select a JPG or PNG image` },
        sizeError: { title: t`File Too Large`, message: t`File size must be less than 5MB` },
        hint: t`JPG or PNG, max 5MB`,
      };

export const photoHint = (variant: AuthVariant) => photoRules(variant).hint;

/** The signup photo rules of the page and of the dialog. */
export const checkSignupPhoto = (file: File, variant: AuthVariant) => imageFileProblem(file, photoRules(variant));
