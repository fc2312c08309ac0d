import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { FIRST_SCREEN_CARDS } from '@/features/desires/components/desire-pages';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage-keys';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged } from '../msw/desires';

/** The feed signed in, with the cards on the page counted at every commit React makes. */
function renderFeedCountingCards() {
  window.localStorage.setItem(storageKeys.memberToken, 'tok');
  const commits: number[] = [];
  render(
    <Profiler id="app" onRender={() => commits.push(document.querySelectorAll('article').length)}>
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/feed']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProvider>
    </Profiler>,
  );
  return { commits, user: userEvent.setup() };
}

describe("the feed's first screen", () => {
  it('commits the cards of the first screen, then the rest of the page, with Load More only once all are there', async () => {
    const desires = Array.from({ length: 8 }, (_, i) => makeDesire({ title: `Card ${i + 1}` }));
    server.use(
      http.get('/api/desires/public', () => json(paged(desires, 20, true))),
      handlers.me(member()),
      ...feedHandlers([]),
    );
    const { commits, user } = renderFeedCountingCards();
    expect(await screen.findByText('Card 8')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load More' })).toBeInTheDocument();

    // Cards appeared first in a commit of their own holding the first screen's, and all eight in a later one.
    const withCards = commits.filter((count) => count > 0);
    expect(withCards[0]).toBe(FIRST_SCREEN_CARDS);
    expect(withCards.at(-1)).toBe(8);
    // The page's titles in the server's order.
    expect(screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent)).toEqual(desires.map((d) => d.title));

    // A page added later comes in whole, after those already shown.
    server.use(http.get('/api/desires/public', ({ request }) => json(new URL(request.url).searchParams.get('page') === '2' ? paged([makeDesire({ title: 'Card 9' })], 20, false) : paged(desires, 20, true))));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Card 9')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });

  it("fetches the first card's picture at once and first; the others when laid out near the screen", async () => {
    const desires = [makeDesire({ title: 'Pictured 1', coverImage: '/uploads/one.webp' }), makeDesire({ title: 'Pictured 2', coverImage: '/uploads/two.webp' })];
    server.use(handlers.me(member()), ...feedHandlers(desires));
    renderFeedCountingCards();
    await screen.findByRole('heading', { name: 'Pictured 2', level: 2 });
    const [first, second] = screen.getAllByRole('article').map((card) => card.querySelector('img[src^="/uploads/"][alt=""]')!);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('a page no longer than the first screen comes whole in one commit', async () => {
    const desires = Array.from({ length: FIRST_SCREEN_CARDS - 1 }, (_, i) => makeDesire({ title: `Short ${i + 1}` }));
    server.use(handlers.me(member()), ...feedHandlers(desires));
    const { commits } = renderFeedCountingCards();
    expect(await screen.findByRole('heading', { name: `Short ${FIRST_SCREEN_CARDS - 1}`, level: 2 })).toBeInTheDocument();
    expect(commits.filter((count) => count > 0)[0]).toBe(FIRST_SCREEN_CARDS - 1);
  });
});
