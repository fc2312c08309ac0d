import type { QueryClient } from '@tanstack/react-query';
import { liveEventSchema } from '@contract/live';
import { whileReading } from '@/lib/shape-report';
import { tolerant } from '@/lib/tolerant-schema';
import { handleLiveEvent, refreshLiveLists } from './event-table';

/**
 * A message from the live channel, checked against the contract and handed to its feature. One the
 * app cannot read means something changed that it cannot apply: the live lists are read again.
 * Read as answers are: another backend's events may lack our extras.
 */
export function dispatchLiveMessage(message: unknown, client: QueryClient, viewerId: string) {
  const parsed = whileReading('/ws', () => tolerant(liveEventSchema).safeParse(message));
  if (!parsed.success) {
    refreshLiveLists(client);
    return;
  }
  handleLiveEvent(parsed.data, { client, viewerId });
}

export { refreshLiveLists };
