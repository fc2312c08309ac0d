import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged } from '../msw/desires';
import { renderApp } from '../render-app';

function signedIn(...extra: Parameters<typeof server.use>) {
  // A test's own handlers first: MSW answers with the first that matches.
  server.use(...extra, handlers.me(member()), ...feedHandlers([]));
}

describe('the feed', () => {
  it('reads the status chip back from the address and asks the server for it', async () => {
    const asked: (string | null)[] = [];
    signedIn(
      http.get('/api/desires/public', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status'));
        return json(paged([makeDesire({ status: 'fulfilled', title: 'A fulfilled one' })]));
      }),
    );
    const { user, location } = renderApp('/feed?status=fulfilled', { memberToken: 'tok' });
    expect(await screen.findByText('A fulfilled one')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fulfilled' })).toBeChecked();
    expect(asked).toContain('fulfilled');

    await user.click(screen.getByRole('radio', { name: 'In Progress' }));
    await waitFor(() => expect(location()).toBe('/feed?status=in_progress'));
    await waitFor(() => expect(asked).toContain('in_progress'));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/feed'));
  });

  it('Load More appends the next page while the server says there is more', async () => {
    const first = Array.from({ length: 8 }, (_, i) => makeDesire({ title: `First page ${i + 1}` }));
    const second = [makeDesire({ title: 'Second page 1' }), makeDesire({ title: 'Second page 2' })];
    const pages: string[] = [];
    signedIn(
      http.get('/api/desires/public', ({ request }) => {
        const url = new URL(request.url);
        pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('limit')}`);
        return json(url.searchParams.get('page') === '2' ? paged(second, 10, false) : paged(first, 10, true));
      }),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    expect(await screen.findByText('First page 8')).toBeInTheDocument();
    expect(screen.queryByText('Second page 1')).not.toBeInTheDocument();
    // The warm-up read shows first; Load More follows the feed's own first page.
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Second page 2')).toBeInTheDocument();
    expect(screen.getByText('First page 1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(pages).toEqual(expect.arrayContaining(['1/8', '2/8']));
  });

  it('a failed next page reads "HTTP {status}: {statusText}" and can be tried again', async () => {
    signedIn(
      http.get('/api/desires/public', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })
          : json(paged([makeDesire({ title: 'Only one' })], 20, true)),
      ),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('HTTP 503: Service Unavailable', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('long descriptions open with More and close with Less', async () => {
    const long = `${'A long story about this wish. '.repeat(8)}The end.`;
    const pages: string[] = [];
    signedIn(
      http.get('/api/desires/public', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('limit') ?? '');
        return json(paged([makeDesire({ description: long }), makeDesire({ description: 'Short.' })]));
      }),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await waitFor(() => expect(pages).toContain('8'));
    const more = await screen.findByRole('button', { name: 'More' });
    expect(screen.getAllByRole('button', { name: 'More' })).toHaveLength(1);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(long)).toHaveClass('line-clamp-3');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(long)).not.toHaveClass('line-clamp-3');
  });

  it('shows both empty states in the spec’s words', async () => {
    signedIn();
    const view = renderApp('/feed', { memberToken: 'tok' });
    expect(await screen.findByText('No public desires yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to share your desire with the community!')).toBeInTheDocument();
    view.unmount();
    renderApp('/following', { memberToken: 'tok' });
    expect(await screen.findByText("You're not following anyone yet")).toBeInTheDocument();
    expect(screen.getByText('Find people to learn from. Follow users to see their progress and achievements in your feed.')).toBeInTheDocument();
  });

  it('filters by category and author: "Showing X of Y desires" and Clear All Filters', async () => {
    const asked: URLSearchParams[] = [];
    signedIn(
      http.get('/api/desires/public', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return json(params.get('category') ? paged([makeDesire({ title: 'In a place', categories: ['Place'] })], 1) : paged([makeDesire(), makeDesire()], 2));
      }),
      http.get('/api/users/search', () => json([{ _id: '6650a1b2c3d4e5f60123beef', fullName: 'Leo Okafor', email: 'leo@example.com', profileImage: null, bio: null }])),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Place' }));
    expect(await screen.findByText('In a place')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 desires')).toBeInTheDocument();
    expect(asked.at(-1)?.get('category')).toBe('Place');

    await user.type(within(panel).getByRole('combobox', { name: 'Filter by author' }), 'Le');
    await user.click(await screen.findByRole('option', { name: /Leo Okafor/ }));
    await waitFor(() => expect(asked.at(-1)?.get('userId')).toBe('6650a1b2c3d4e5f60123beef'));
    expect(within(panel).getByText('Leo Okafor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(screen.queryByText(/Showing \d+ of/)).not.toBeInTheDocument());
    expect(screen.queryByText('In a place')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('on a phone the filters are a bottom sheet that changes nothing until Apply Filters', async () => {
    const { setViewportWidth } = await import('../setup');
    setViewportWidth(375);
    const asked: (string | null)[] = [];
    signedIn(
      http.get('/api/desires/public', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('category'));
        return json(paged([makeDesire()]));
      }),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'Goal' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(asked.every((c) => c === null)).toBe(true);

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(again).getByRole('button', { name: 'Goal' }));
    await user.click(within(again).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(asked).toContain('Goal'));
  });
});

describe('/post/{id}', () => {
  it('a visitor reads it: "View only", "Login required to react", and the login prompt', async () => {
    const desire = makeDesire({ title: 'Visible to all' });
    server.use(http.get(`/api/desires/${desire._id}`, () => json(desire)), http.get(`/api/desires/${desire._id}/comments`, () => json([])), ...feedHandlers([]));
    const { user } = renderApp(`/post/${desire._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Visible to all' })).toBeInTheDocument();
    expect(screen.getByText('View only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login required to react' }));
    expect(await screen.findByText('Please log in to react to this desire')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign in to Wishwell' })).toBeInTheDocument();
  });

  it('a missing or hidden desire shows "Desire Not Found" with the way back', async () => {
    server.use(http.get('/api/desires/:id', () => HttpResponse.json({ message: 'Desire not found' }, { status: 404 })), ...feedHandlers([]));
    renderApp('/post/6650a1b2c3d4e5f60123ffff');
    expect(await screen.findByRole('heading', { name: 'Desire Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This desire might have been deleted or made private.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Feed' })).toHaveAttribute('href', '/feed');
  });
});
