import { t } from '@lingui/core/macro';
import { CHAT_MESSAGES } from '@contract/chat';
import { ApiError } from '@/lib/api-client';

/** The spec's words for a send that failed (the spec: chat, categories and admin 8), for any failure without a reason to give. */
export const sendFailed = () => t`Failed to send message. Please try again.`;

/**
 * The toast for a message that was not sent: "Error" with the spec's sentence, or, when the server
 * refused it for a reason that trying again at once will not change (sending too quickly: 429; a
 * block or a member out of reach: 403), with the server's own words, so that the member knows why.
 */
export function sendFailure(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError && (error.status === 429 || error.status === 403)) {
    const reason = error.serverMessage?.trim() || (error.status === 429 ? CHAT_MESSAGES.tooFast : '');
    if (reason) return { title: t`Error`, description: reason };
  }
  return { title: t`Error`, description: sendFailed() };
}

/**
 * What a refused send reveals: 'other' (the other member blocked the reader), 'me' (the reader blocked
 * them, in another tab), 'away' (an operator blocked the other's account), or null for any other failure.
 */
export function blockFromRefusal(error: unknown): 'me' | 'other' | 'away' | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (error.serverMessage === CHAT_MESSAGES.blockedByOther) return 'other';
  if (error.serverMessage === CHAT_MESSAGES.blockedByMe) return 'me';
  if (error.serverMessage === CHAT_MESSAGES.otherUnavailable) return 'away';
  return null;
}
