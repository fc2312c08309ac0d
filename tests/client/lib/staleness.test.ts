import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { categoryQueries } from '@/features/categories/api/queries';
import { chatQueries } from '@/features/chat/api/queries';
import { desireQueries } from '@/features/desires/api/queries';
import { notificationQueries } from '@/features/notifications/api/queries';
import { occasionQueries } from '@/features/occasions/api/queries';
import { profileQueries } from '@/features/profile/api/queries';
import { invalidateAfter, staleAfter, type Change } from '@/lib/staleness';

// One cached query under each root the table names, and one under a root it never names, each keyed
// by the features' own factories, as the screens cache them.
const cached: Record<string, QueryKey> = {
  'a desire page': desireQueries.detail('d1').queryKey,
  'a desire list': desireQueries.my().queryKey,
  'the categories': categoryQueries.list().queryKey,
  'the notices': notificationQueries.list().queryKey,
  "a member's profile": profileQueries.member('m1').queryKey,
  'the chats': chatQueries.list().queryKey,
  'the Upcoming list': occasionQueries.upcoming().queryKey,
  "the member's occasions": occasionQueries.mine().queryKey,
  "another member's occasions": occasionQueries.member('m1').queryKey,
};

function clientWithEverything() {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, { cached: true });
  return client;
}

const staleNow = (client: QueryClient) =>
  Object.entries(cached)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

const expected: Record<Change, string[]> = {
  'a desire saved': ['a desire list', 'a desire page', 'the categories', 'the Upcoming list'],
  'a desire deleted': ['a desire list', 'a desire page', 'the categories', 'the Upcoming list'],
  'a desire status changed': ['a desire list', 'a desire page', 'the categories', 'the Upcoming list'],
  'a fulfilment offered': ['the categories'],
  'a category renamed': ['a desire list', 'a desire page'],
  'a category deleted': ['a desire list', 'a desire page'],
  'an occasion deleted': ['a desire list', 'a desire page'],
  'a member followed or unfollowed': ['a desire list', "another member's occasions", 'the Upcoming list'],
  'a member blocked or muted': ['a desire list', 'a desire page', "another member's occasions", 'the notices', 'the Upcoming list'],
  "a member's name or picture changed": ['a desire list', 'a desire page', 'the Upcoming list'],
  'a data file imported': ['a desire list', 'a desire page', "a member's profile", "another member's occasions", 'the categories', 'the Upcoming list'],
  'the live channel came back': ['a desire list', 'a desire page', "a member's profile", "another member's occasions", 'the notices', 'the Upcoming list'],
};

describe('what a change makes stale', () => {
  it('names every change in the table', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(staleAfter).sort());
  });

  it.each(Object.keys(staleAfter) as Change[])('%s: exactly its roots are read again', async (change) => {
    const client = clientWithEverything();
    await invalidateAfter(client, change);
    expect(staleNow(client)).toEqual([...expected[change]].sort());
  });
});
