import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Desire, DesireStatus } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { categoryOwner, categoryServer, makeCategory, sharer } from '../msw/categories';
import { makeDesire } from '../msw/desires';
import { renderApp } from '../render-app';

// A category of 120 desires: every one is reachable (Load More), the counts are the whole category's,
// and the search and status are asked of the server over all of them. Against a backend that answers
// the whole list at once, the browser searches and counts what came back.

const statusOf = (n: number): DesireStatus => (['desire', 'in_progress', 'fulfilled'] as const)[n % 3]!;
/** #120 (the newest) first, as the server answers. */
const hundredTwenty = (owner = categoryOwner, name = 'Bucket'): Desire[] =>
  Array.from({ length: 120 }, (_, i) => 120 - i).map((n) => makeDesire({ title: `#${n}`, status: statusOf(n), userId: owner, categories: [name] }));

const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/** The cards of the list (not the lists inside a card). */
const cards = () => [...screen.getByRole('list', { name: 'Desires' }).children];
const searchFor = (url: string) => new URL(url).searchParams;

function serve(options: { wholeList?: boolean; shared?: boolean } = {}) {
  const owner = options.shared ? sharer : categoryOwner;
  const category = makeCategory({ name: 'Bucket', userId: owner._id, owner, isOwned: !options.shared, visibility: 'shared', desiresCount: 120 });
  const fake = categoryServer([category]);
  fake.state.desires[category._id] = hundredTwenty(owner);
  fake.state.wholeList = options.wholeList ?? false;
  server.use(handlers.me(member()), ...fake.handlers);
  return { category, fake };
}

describe('a category of 120 desires, from our server', () => {
  it('shows the first 20 with the counts of all 120, and Load More reads the next pages', async () => {
    const { category, fake } = serve();
    const { user } = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { name: '#120' })).toBeInTheDocument();
    expect([count('Total'), count('Desired'), count('In Progress'), count('Fulfilled')]).toEqual(['120', '40', '40', '40']);
    expect(cards()).toHaveLength(20);
    expect(screen.queryByRole('heading', { name: '#100' })).not.toBeInTheDocument();
    for (const shown of [40, 60]) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      await waitFor(() => expect(cards()).toHaveLength(shown));
    }
    expect(screen.getByRole('heading', { name: '#61' })).toBeInTheDocument();
    expect(fake.state.desireReads.map((url) => searchFor(url).get('page'))).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
    // Sixty cards take a while to render on a busy machine.
  }, 30_000);

  it('a search for "#5" is asked of the server once typing settles and finds #5 among the 120', async () => {
    const { category, fake } = serve();
    const { user } = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
    await screen.findByRole('heading', { name: '#120' });
    await user.type(screen.getByRole('searchbox', { name: 'Search desires' }), '#5');
    expect(await screen.findByRole('heading', { name: '#5' })).toBeInTheDocument();
    expect(cards().map((item) => item.querySelector('h2')?.textContent)).toEqual(['#59', '#58', '#57', '#56', '#55', '#54', '#53', '#52', '#51', '#50', '#5']);
    // One request for the settled text, none for "#" alone.
    const searches = fake.state.desireReads.map((url) => searchFor(url).get('q')).filter(Boolean);
    expect(searches).toEqual(['#5']);
    // The counts stay those of the whole category.
    expect(count('Total')).toBe('120');
    await user.clear(screen.getByRole('searchbox', { name: 'Search desires' }));
    expect(await screen.findByRole('heading', { name: '#120' })).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
  });

  it('the status filter is asked of the server and pages too', async () => {
    const { category, fake } = serve();
    const { user } = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
    await screen.findByRole('heading', { name: '#120' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'Fulfilled');
    await waitFor(() => expect(screen.queryByRole('heading', { name: '#120' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '#119' })).toBeInTheDocument();
    expect(fake.state.desireReads.some((url) => searchFor(url).get('status') === 'fulfilled')).toBe(true);
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(cards().every((item) => Number(item.querySelector('h2')?.textContent?.slice(1)) % 3 === 2)).toBe(true);
    expect(count('Total')).toBe('120');
  });

  it('a visitor of the share link reads "Shared category • 120 desires" with 20 shown', async () => {
    const { category } = serve({ shared: true });
    const { user } = renderApp(`/shared/categories/${category._id}?user=${sharer._id}`);
    expect(await screen.findByText('Shared category • 120 desires')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '#120' })).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(screen.getByText('Shared category • 120 desires')).toBeInTheDocument();
  });
});

describe('a backend that answers the whole list at once', () => {
  it('shows every desire, counts them in the browser, and searches there as one types', async () => {
    const { category, fake } = serve({ wholeList: true });
    const { user } = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { name: '#120' })).toBeInTheDocument();
    expect(cards()).toHaveLength(120);
    expect([count('Total'), count('Desired'), count('In Progress'), count('Fulfilled')]).toEqual(['120', '40', '40', '40']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search desires' }), '#5');
    expect(cards()).toHaveLength(11);
    expect(screen.getByRole('heading', { name: '#5' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'In Progress');
    expect(cards().map((item) => item.querySelector('h2')?.textContent)).toEqual(['#58', '#55', '#52']);
    // Nothing was asked of the server beyond the list itself.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.state.desireReads.every((url) => !searchFor(url).get('q') && !searchFor(url).get('status'))).toBe(true);
    expect(count('Total')).toBe('120');
    // 120 cards at once take a while to render on a busy machine.
  }, 30_000);
});
