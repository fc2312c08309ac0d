import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@contract/live';
import type { Notification } from '@contract/notification';
import { dispatchLiveMessage } from '@/app/live/dispatch';
import { occasionQueries } from '@/features/occasions/api/queries';
import { people } from '../msw/desires';

const notice = (type: Notification['type']): Notification => ({
  _id: `n-${type}`,
  type,
  message: "Leo Okafor's birthday is in 3 days",
  isRead: false,
  createdAt: new Date().toISOString(),
  fromUserId: people.leo,
  desireId: null,
  relatedId: null,
});

function cached() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(occasionQueries.upcoming().queryKey, []);
  client.setQueryData(occasionQueries.mine().queryKey, []);
  return client;
}

const send = (client: QueryClient, event: LiveEvent) => dispatchLiveMessage(JSON.parse(JSON.stringify(event)), client, people.maya._id);
const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;

describe('an occasion reminder on the live channel', () => {
  it('marks the Upcoming list stale, and not the member’s own occasions', () => {
    const client = cached();
    send(client, { type: 'notification', data: notice('occasion_reminder') });
    expect(isStale(client, occasionQueries.upcoming().queryKey)).toBe(true);
    expect(isStale(client, occasionQueries.mine().queryKey)).toBe(false);
  });

  it('leaves the Upcoming list as it is for another notice', () => {
    const client = cached();
    send(client, { type: 'notification', data: notice('comment') });
    expect(client.getQueryState(occasionQueries.upcoming().queryKey)?.dataUpdatedAt).toBeGreaterThan(0);
    expect(isStale(client, occasionQueries.upcoming().queryKey)).toBe(false);
  });
});
