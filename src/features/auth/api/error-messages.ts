import { ApiError, NetworkError } from '@/lib/api-client';
import { MissingTokenError } from './mutations';

/** A toast's title and description. */
export interface Notice {
  title: string;
  description?: string;
}

export type AuthVariant = 'page' | 'dialog';

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
const says = (error: unknown, fragment: string) => (serverMessage(error) ?? '').toLowerCase().includes(fragment.toLowerCase());
const tooMany = (error: unknown): Notice | null =>
  error instanceof ApiError && error.status === 429 ? { title: 'Too many attempts', description: error.serverMessage } : null;

export function checkEmailError(error: unknown): Notice {
  if (error instanceof NetworkError) {
    return { title: 'Connection Issue', description: 'Unable to verify your email. Please check your connection and try again.' };
  }
  return tooMany(error) ?? { title: 'Failed to check email', description: 'Failed to check email. Please try again.' };
}

export const WRONG_PASSWORD: Record<AuthVariant, string> = {
  dialog: "That password doesn't seem right. Try again or reset it.",
  page: 'The password you entered is incorrect. Please try again or reset your password.',
};

/**
 * The server knows the password is right and still keeps the account out (403 with its reason: a
 * block, or an admin's account): the form says so inline. null for any other failure.
 */
export const accountRefusal = (error: unknown): string | null =>
  (error instanceof ApiError && error.status === 403 && error.serverMessage) || null;

/** A wrong password belongs under the password field; anything else is a toast. */
export function loginError(error: unknown, variant: AuthVariant): { fieldError?: string; notice: Notice } {
  if (error instanceof ApiError && error.status === 401) {
    return { fieldError: WRONG_PASSWORD[variant], notice: { title: 'Login failed', description: WRONG_PASSWORD[variant] } };
  }
  if (error instanceof MissingTokenError) return { notice: { title: 'Login failed', description: 'No token in response' } };
  if (error instanceof NetworkError) return { notice: { title: 'Connection Error', description: 'Please check your connection and try again.' } };
  const limited = tooMany(error);
  if (limited) return { notice: limited };
  return { notice: { title: 'Login failed', description: serverMessage(error) } };
}

export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

export function registerError(error: unknown): Notice {
  if (says(error, 'already exists')) return { title: 'Account already exists', description: ACCOUNT_EXISTS };
  if (error instanceof NetworkError) return { title: 'Connection Error', description: 'Please check your connection and try again.' };
  return tooMany(error) ?? { title: 'Failed to create account', description: serverMessage(error) };
}

/** The account exists but the first code did not go out: the flow goes on with resend ready. */
export const CODE_NOT_SENT: Notice = {
  title: 'Account created',
  description: "We couldn't send your verification code. Please try resending it.",
};

export function verifyError(error: unknown): { fieldError: string; notice: Notice } {
  if (error instanceof ApiError && error.status === 400) {
    const body = error.body as { attemptsLeft?: unknown } | undefined;
    const left = typeof body?.attemptsLeft === 'number' ? body.attemptsLeft : undefined;
    const message = error.serverMessage ?? (left === undefined ? 'OTP verification failed' : `OTP verification failed (${left} attempts left)`);
    return { fieldError: message, notice: { title: 'Verification Failed', description: message } };
  }
  const limited = tooMany(error);
  if (limited) return { fieldError: limited.description ?? limited.title, notice: limited };
  const message = 'Verification error: Unable to verify code. Please try again.';
  return { fieldError: message, notice: { title: 'Invalid code', description: message } };
}

export function sendCodeError(error: unknown, isResend: boolean): Notice {
  const limited = tooMany(error);
  if (limited) return limited;
  return {
    title: isResend ? 'Failed to send code' : 'Failed to send OTP',
    description: serverMessage(error) ?? 'Please check your connection and try again.',
  };
}

export const NO_ACCOUNT = "We couldn't find an account with this email. Please check the address or sign up.";

export function forgotPasswordError(error: unknown): Notice {
  if ((error instanceof ApiError && error.status === 404) || says(error, 'No account found')) {
    return { title: 'No account found', description: NO_ACCOUNT };
  }
  return sendCodeError(error, false);
}

export const RESET_EXPIRED = {
  code: 'Your reset session has expired. Please verify your email again.',
  link: 'This reset link has expired or was already used. Please request a new one.',
} as const;

export function resetError(error: unknown, via: 'code' | 'link'): Notice {
  if (says(error, 'Invalid or expired')) {
    return { title: via === 'code' ? 'Session expired' : 'Link expired', description: RESET_EXPIRED[via] };
  }
  return tooMany(error) ?? { title: 'Failed to reset password', description: serverMessage(error) };
}

export function uploadError(error: unknown): Notice {
  if (error instanceof ApiError && error.status === 401) return { title: 'Upload failed', description: 'Authentication token not found' };
  if (says(error, 'Invalid File Type')) return { title: 'Invalid File Type', description: serverMessage(error) };
  if (error instanceof ApiError && error.status === 413) return { title: 'File Too Large', description: serverMessage(error) };
  return { title: 'Upload failed', description: 'Failed to upload image. Please try again.' };
}

export function completeSignupError(error: unknown): Notice {
  return { title: 'Signup Completion Failed', description: serverMessage(error) ?? 'Please try again.' };
}
