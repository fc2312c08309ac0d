import { t } from '@lingui/core/macro';
import { ApiError } from '@/lib/api-client';

/**
 * The toast when a chat cannot be started (the spec: member core 8): the server refusing (not connected,
 * blocked, oneself, unknown member: a 4xx) is "Unable to start...", with its reason; no answer or
 * the server failing is "Failed to start...".
 */
export function startChatFailure(error: unknown): { title: string; description?: string } {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { title: t`Unable to start conversation. Please try again.`, description: error.serverMessage };
  }
  return { title: t`Failed to start conversation. Please try again.` };
}
