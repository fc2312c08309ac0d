import { plural, t } from '@lingui/core/macro';
import { ApiError, NetworkError } from '@/lib/api-client';
import { MissingTokenError } from './mutations';

// Each notice is worded when the failure happens, in the language the app speaks then. The server's
// own message, where one is shown, comes as the server wrote it.

/** A toast's title and description. */
export interface Notice {
  title: string;
  description?: string;
}

export type AuthVariant = 'page' | 'dialog';

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
const says = (error: unknown, fragment: string) => (serverMessage(error) ?? '').toLowerCase().includes(fragment.toLowerCase());
const tooMany = (error: unknown): Notice | null =>
  error instanceof ApiError && error.status === 429 ? { title: t`Too many attempts`, description: error.serverMessage } : null;
const connectionError = (): Notice => ({ title: t`Connection Error`, description: t`Please check your connection and try again.` });

export function checkEmailError(error: unknown): Notice {
  if (error instanceof NetworkError) {
    return { title: t`Connection Issue`, description: t`Unable to verify your email. Please check your connection and try again.` };
  }
  return tooMany(error) ?? { title: t`Failed to check email`, description: t`Failed to check email. Please try again.` };
}

export const wrongPassword = (variant: AuthVariant): string =>
  variant === 'dialog' ? t`That password doesn't seem right. Try again or reset it.` : t`The password you entered is incorrect. Please try again or reset your password.`;

/**
 * The server knows the password is right and still keeps the account out (403 with its reason: a
 * block, or an admin's account): the form says so inline. null for any other failure.
 */
export const accountRefusal = (error: unknown): string | null =>
  (error instanceof ApiError && error.status === 403 && error.serverMessage) || null;

/** A wrong password belongs under the password field; anything else is a toast. */
export function loginError(error: unknown, variant: AuthVariant): { fieldError?: string; notice: Notice } {
  if (error instanceof ApiError && error.status === 401) {
    return { fieldError: wrongPassword(variant), notice: { title: t`Login failed`, description: wrongPassword(variant) } };
  }
  if (error instanceof MissingTokenError) return { notice: { title: t`Login failed`, description: t`No token in response` } };
  if (error instanceof NetworkError) return { notice: connectionError() };
  const limited = tooMany(error);
  if (limited) return { notice: limited };
  return { notice: { title: t`Login failed`, description: serverMessage(error) } };
}

/** `accountExists`: the email already has an account, so the member is sent to sign in instead. */
export function registerError(error: unknown): Notice & { accountExists?: boolean } {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a phrase of the server's English message, matched
  if (says(error, 'already exists')) {
    return { title: t`Account already exists`, description: t`An account with this email already exists. Please sign in instead.`, accountExists: true };
  }
  if (error instanceof NetworkError) return connectionError();
  return tooMany(error) ?? { title: t`Failed to create account`, description: serverMessage(error) };
}

/** The account exists but the first code did not go out: the flow goes on with resend ready. */
export const codeNotSent = (): Notice => ({
  title: t`Account created`,
  description: t`We couldn't send your verification code. Please try resending it.`,
});

export function verifyError(error: unknown): { fieldError: string; notice: Notice } {
  if (error instanceof ApiError && error.status === 400) {
    const body = error.body as { attemptsLeft?: unknown } | undefined;
    const left = typeof body?.attemptsLeft === 'number' ? body.attemptsLeft : undefined;
    const message =
      error.serverMessage ??
      (left === undefined
        ? t`OTP verification failed`
        : plural(left, { one: 'OTP verification failed (# attempt left)', other: 'OTP verification failed (# attempts left)' }));
    return { fieldError: message, notice: { title: t`Verification Failed`, description: message } };
  }
  const limited = tooMany(error);
  if (limited) return { fieldError: limited.description ?? limited.title, notice: limited };
  const message = t`Verification error: Unable to verify code. Please try again.`;
  return { fieldError: message, notice: { title: t`Invalid code`, description: message } };
}

export function sendCodeError(error: unknown, isResend: boolean): Notice {
  const limited = tooMany(error);
  if (limited) return limited;
  return {
    title: isResend ? t`Failed to send code` : t`Failed to send OTP`,
    description: serverMessage(error) ?? t`Please check your connection and try again.`,
  };
}

export function forgotPasswordError(error: unknown): Notice {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a phrase of the server's English message, matched
  if ((error instanceof ApiError && error.status === 404) || says(error, 'No account found')) {
    return { title: t`No account found`, description: t`We couldn't find an account with this email. Please check the address or sign up.` };
  }
  return sendCodeError(error, false);
}

/** `expired`: the reset session or link is no longer valid, so the member asks for a new code. */
export function resetError(error: unknown, via: 'code' | 'link'): Notice & { expired?: boolean } {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a phrase of the server's English message, matched
  if (says(error, 'Invalid or expired')) {
    return via === 'code'
      ? { title: t`Session expired`, description: t`Your reset session has expired. Please verify your email again.`, expired: true }
      : { title: t`Link expired`, description: t`This reset link has expired or was already used. Please request a new one.`, expired: true };
  }
  return tooMany(error) ?? { title: t`Failed to reset password`, description: serverMessage(error) };
}

export function uploadError(error: unknown): Notice {
  if (error instanceof ApiError && error.status === 401) return { title: t`Upload failed`, description: t`Authentication token not found` };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a phrase of the server's English message, matched
  if (says(error, 'Invalid File Type')) return { title: t`Invalid File Type`, description: serverMessage(error) };
  if (error instanceof ApiError && error.status === 413) return { title: t`File Too Large`, description: serverMessage(error) };
  return { title: t`Upload failed`, description: t`Failed to upload image. Please try again.` };
}

export function completeSignupError(error: unknown): Notice {
  return { title: t`Signup Completion Failed`, description: serverMessage(error) ?? t`Please try again.` };
}
