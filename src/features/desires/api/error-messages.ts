import { ApiError, NetworkError } from '@/lib/api-client';

export interface Notice {
  title: string;
  description?: string;
}

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
const includes = (error: unknown, fragment: string) => (serverMessage(error) ?? '').toLowerCase().includes(fragment.toLowerCase());

/** Create, edit and URL import failures, in the spec's words for each server message it names. */
export function desireSaveError(error: unknown, mode: 'create' | 'edit' | 'import'): Notice {
  const title = mode === 'create' ? 'Error creating desire' : 'Error';
  if (includes(error, 'Database is temporarily at capacity')) {
    return {
      title,
      description:
        mode === 'import'
          ? 'Database is temporarily at capacity. Please try again in a few moments.'
          : 'Database is temporarily at capacity. The system is automatically cleaning up space. Please try again in a few moments.',
    };
  }
  if (includes(error, 'storage limit')) {
    return { title, description: 'Database storage limit reached. The system is cleaning up space automatically. Please try again shortly.' };
  }
  if (includes(error, 'payload too large') || (error instanceof ApiError && error.status === 413)) {
    return { title, description: 'Content is too large. Please use a smaller image or shorter description.' };
  }
  if (mode === 'create' && includes(error, 'validation')) {
    return { title, description: 'Please check all required fields are filled correctly.' };
  }
  if (error instanceof NetworkError) return { title: 'Connection Error', description: 'Please check your connection and try again.' };
  return { title, description: serverMessage(error) ?? 'Something went wrong. Please try again.' };
}

/** What a failed offer to fulfil says, and whether the dialog closes. */
export function fulfilError(error: unknown, signedIn: boolean): Notice & { close: boolean } {
  if (!signedIn || (error instanceof ApiError && error.status === 401)) {
    return { title: 'Authentication Error', description: 'Please log in again to fulfill this desire.', close: false };
  }
  if (error instanceof ApiError && error.status === 403) {
    return { title: 'Authentication Error', description: 'Your session has expired. Please log in again.', close: false };
  }
  if (error instanceof ApiError && error.status === 400 && includes(error, 'own desire')) {
    return { title: 'Cannot Fulfill', description: 'You cannot fulfill your own desire.', close: true };
  }
  if (error instanceof NetworkError) return { title: 'Connection Error', description: 'Please check your connection and try again.', close: false };
  return { title: 'Failed to start fulfillment', description: serverMessage(error) ?? 'Failed to fulfill desire. Please try again.', close: false };
}

export const ALREADY_FULFILLING: Notice = { title: 'Already Fulfilling', description: 'You have already offered to fulfill this desire.' };
