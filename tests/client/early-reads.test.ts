import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { startReads } from '@/app/early-reads';
import { authQueries } from '@/features/auth/api/queries';
import { desireQueries } from '@/features/desires/api/queries';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage-keys';
import { server } from './msw/server';
import { handlers, json, member } from './msw/handlers';
import { makeDesire, paged } from './msw/desires';

/** Every API request the reads send, as "path?query". */
function recordRequests() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

describe('the first reads, before the first render', () => {
  afterEach(() => server.events.removeAllListeners());

  it("on the home feed, a member's session check and then the feed's first page under the key the feed reads", async () => {
    window.localStorage.setItem(storageKeys.memberToken, 'tok');
    const page = paged([makeDesire({ title: 'Read early' })]);
    server.use(handlers.me(member()), http.get('/api/desires/public', () => json(page)));
    const asked = recordRequests();
    const client = createQueryClient();
    startReads(client, { pathname: '/feed', search: '?status=fulfilled' });

    await waitFor(() => expect(client.getQueryData(desireQueries.feed('public', { status: 'fulfilled', category: undefined, userId: undefined }).queryKey)?.pages[0]?.desires[0]?.title).toBe('Read early'));
    expect(client.getQueryData(authQueries.session().queryKey)?._id).toBe(member()._id);
    expect(asked).toEqual(['/api/auth/me', '/api/desires/public?page=1&limit=8&status=fulfilled']);
  });

  it('on /following, the following feed', async () => {
    window.localStorage.setItem(storageKeys.memberToken, 'tok');
    server.use(handlers.me(member()), http.get('/api/desires/following', () => json(paged([makeDesire({ title: 'Followed' })]))));
    const client = createQueryClient();
    startReads(client, { pathname: '/following', search: '' });
    await waitFor(() => expect(client.getQueryData(desireQueries.feed('following', { status: 'all' }).queryKey)?.pages[0]?.desires[0]?.title).toBe('Followed'));
  });

  it('a token the server refuses reads no feed', async () => {
    window.localStorage.setItem(storageKeys.memberToken, 'stale');
    server.use(handlers.me(null));
    const asked = recordRequests();
    const client = createQueryClient();
    startReads(client, { pathname: '/feed', search: '' });
    await waitFor(() => expect(client.getQueryData(authQueries.session().queryKey)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['/api/auth/me']);
  });

  it('elsewhere only the session check, and a visitor sends nothing', async () => {
    window.localStorage.setItem(storageKeys.memberToken, 'tok');
    server.use(handlers.me(member()));
    const asked = recordRequests();
    startReads(createQueryClient(), { pathname: '/notifications', search: '' });
    await waitFor(() => expect(asked).toEqual(['/api/auth/me']));

    window.localStorage.removeItem(storageKeys.memberToken);
    const client = createQueryClient();
    startReads(client, { pathname: '/feed', search: '' });
    await waitFor(() => expect(client.getQueryData(authQueries.session().queryKey)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['/api/auth/me']);
  });
});
