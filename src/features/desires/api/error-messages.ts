import { t } from '@lingui/core/macro';
import { ApiError, NetworkError } from '@/lib/api-client';

export interface Notice {
  title: string;
  description?: string;
}

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
/** Whether the server's message holds `fragment` (the server's English words, matched, never shown). */
const includes = (error: unknown, fragment: string) => (serverMessage(error) ?? '').toLowerCase().includes(fragment.toLowerCase());

/** Create, edit and URL import failures, in the spec's words for each server message it names (in the reader's language). */
export function desireSaveError(error: unknown, mode: 'create' | 'edit' | 'import'): Notice {
  const title = mode === 'create' ? t`Error creating desire` : t`Error`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the server's words, matched
  if (includes(error, 'Database is temporarily at capacity')) {
    return {
      title,
      description:
        mode === 'import'
          ? t`Database is temporarily at capacity. Please try again in a few moments.`
          : t`Database is temporarily at capacity. The system is automatically cleaning up space. Please try again in a few moments.`,
    };
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the server's words, matched
  if (includes(error, 'storage limit')) {
    return { title, description: t`Database storage limit reached. The system is cleaning up space automatically. Please try again shortly.` };
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the server's words, matched
  if (includes(error, 'payload too large') || (error instanceof ApiError && error.status === 413)) {
    return { title, description: t`Content is too large. Please use a smaller image or shorter description.` };
  }
  if (mode === 'create' && includes(error, 'validation')) {
    return { title, description: t`Please check all required fields are filled correctly.` };
  }
  if (error instanceof NetworkError) return { title: t`Connection Error`, description: t`Please check your connection and try again.` };
  return { title, description: serverMessage(error) ?? t`Something went wrong. Please try again.` };
}

/** What a failed offer to fulfil says, and whether the dialog closes. */
export function fulfilError(error: unknown, signedIn: boolean): Notice & { close: boolean } {
  if (!signedIn || (error instanceof ApiError && error.status === 401)) {
    return { title: t`Authentication Error`, description: t`Please log in again to fulfill this desire.`, close: false };
  }
  if (error instanceof ApiError && error.status === 403) {
    return { title: t`Authentication Error`, description: t`Your session has expired. Please log in again.`, close: false };
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the server's words, matched
  if (error instanceof ApiError && error.status === 400 && includes(error, 'own desire')) {
    return { title: t`Cannot Fulfill`, description: t`You cannot fulfill your own desire.`, close: true };
  }
  if (error instanceof NetworkError) return { title: t`Connection Error`, description: t`Please check your connection and try again.`, close: false };
  return { title: t`Failed to start fulfillment`, description: serverMessage(error) ?? t`Failed to fulfill desire. Please try again.`, close: false };
}

/** What an offer says when the member had already offered. */
export const alreadyFulfilling = (): Notice => ({ title: t`Already Fulfilling`, description: t`You have already offered to fulfill this desire.` });
