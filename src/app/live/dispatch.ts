import type { QueryClient } from '@tanstack/react-query';
import { liveEventSchema } from '@contract/live';
import { handleLiveEvent, refreshLiveLists } from './event-table';

/**
 * A message from the live channel, checked against the contract and handed to its feature. One the
 * app cannot read means something changed that it cannot apply: the live lists are read again.
 */
export function dispatchLiveMessage(message: unknown, client: QueryClient, viewerId: string) {
  const parsed = liveEventSchema.safeParse(message);
  if (!parsed.success) {
    refreshLiveLists(client);
    return;
  }
  handleLiveEvent(parsed.data, { client, viewerId });
}

export { refreshLiveLists };
