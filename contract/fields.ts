import * as z from 'zod/mini';
import { otpLimits, passwordLimits, userLimits } from './limits';
import { textField } from './text';

// Field-level rules shared by the app's forms and the server's request validation.
// Messages are the spec's words where it has them. zod/mini keeps the app's bundle small.

export const idSchema = z.string().check(z.regex(/^[a-f0-9]{24}$/, 'Invalid id'));

export const isoDateSchema = z.iso.datetime({ offset: true, error: 'Invalid date' });

const EMAIL_MESSAGE = 'Please enter a valid email address';

export const emailField = z.pipe(
  z.string({ error: EMAIL_MESSAGE }).check(z.trim(), z.toLowerCase(), z.maxLength(userLimits.emailMax, EMAIL_MESSAGE)),
  z.email({ error: EMAIL_MESSAGE }),
);

const PASSWORD_TOO_SHORT = {
  [passwordLimits.min]: 'Password must be at least 6 characters',
  [passwordLimits.signupMin]: 'Password must be at least 8 characters',
} as const;

/** A new password: 6 characters (dialog sign-in and reset, settings, admin) or 8 (signing up, page reset). */
// @__NO_SIDE_EFFECTS__
export function passwordField(min: typeof passwordLimits.min | typeof passwordLimits.signupMin = passwordLimits.min) {
  return z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(min, PASSWORD_TOO_SHORT[min]),
      z.maxLength(passwordLimits.max, `Password must be at most ${passwordLimits.max} characters`),
    );
}

/** Sign-in only checks presence: the length rules belong to choosing a password. */
export const requiredPasswordField = z
  .string({ error: 'Password is required' })
  .check(z.minLength(1, 'Password is required'), z.maxLength(passwordLimits.max, `Password must be at most ${passwordLimits.max} characters`));

export const fullNameField = textField({
  required: 'Full name is required',
  min: [userLimits.fullNameMin, `Full name must be at least ${userLimits.fullNameMin} characters`],
  max: [userLimits.fullNameMax, `Full name must be at most ${userLimits.fullNameMax} characters`],
});

export const displayNameField = textField({
  required: 'Display name must be at least 2 characters',
  min: [userLimits.displayNameMin, 'Display name must be at least 2 characters'],
  max: [userLimits.displayNameMax, 'Display name must be less than 40 characters'],
});

export const bioEditField = textField({ lines: true, max: [userLimits.bioEditMax, 'Bio must be less than 200 characters'] });

export const bioStoredField = textField({ lines: true, max: [userLimits.bioStoredMax, `Bio must be at most ${userLimits.bioStoredMax} characters`] });

const otpPattern = new RegExp(`^\\d{${otpLimits.length}}$`);

/** The code as the forms ask for it. */
export const otpField = z.string({ error: 'Please enter the 6-digit code' }).check(z.trim(), z.regex(otpPattern, 'Please enter the 6-digit code'));

/** The code as the server checks it, in the words of the account rules. */
export const otpRequestField = z.string({ error: 'OTP must be exactly 6 digits' }).check(z.trim(), z.regex(otpPattern, 'OTP must be exactly 6 digits'));

/**
 * An image reference as members send it: one of our upload paths, an http(s) address,
 * or a data URL (stored as an upload by the server). The cap is the data-URL cap of the field.
 */
// @__NO_SIDE_EFFECTS__
export function imageRefField(maxChars: number) {
  return z
    .string()
    .check(
      z.maxLength(maxChars, 'Image is too large'),
      z.refine(
        (v) => v === '' || v.startsWith('/uploads/') || /^https?:\/\//i.test(v) || /^data:image\/[a-z+.-]+;base64,/i.test(v),
        'Invalid image',
      ),
    );
}
