import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Category } from '@contract/category';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { categoryServer, makeCategory, sharer } from '../msw/categories';
import { makeDesire, people } from '../msw/desires';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';

/** Leo's "Camping", shared by link, with what the reader may see of it. */
function leoShares(desires: Desire[], overrides: Partial<Category> = {}) {
  const category = makeCategory({ name: 'Camping', description: 'Nights outside', icon: '⛺', userId: sharer._id, owner: sharer, isOwned: false, visibility: 'shared', ...overrides });
  const fake = categoryServer([category]);
  fake.state.desires[category._id] = desires;
  server.use(...fake.handlers);
  return category;
}

const link = (category: Category, ownerId: string = sharer._id) => `/shared/categories/${category._id}?user=${ownerId}`;
const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const camping = (overrides: Partial<Desire>) => makeDesire({ userId: people.leo, categories: ['Camping'], ...overrides });

describe('a shared category link that leads nowhere', () => {
  it('an empty user parameter is an invalid link', async () => {
    const category = leoShares([]);
    renderApp(`/shared/categories/${category._id}?user=`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Share Link' })).toBeInTheDocument();
    expect(screen.getByText('This share link appears to be invalid or incomplete.')).toBeInTheDocument();
    expect(screen.queryByText('Camping')).not.toBeInTheDocument();
  });

  it('a private category is "Category Not Found"; Close takes a visitor to sign in', async () => {
    const category = leoShares([camping({ title: 'Secret lake' })], { visibility: 'private' });
    renderApp(link(category));
    expect(await screen.findByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This category might be private or no longer available for sharing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('heading', { name: 'Secret lake' })).not.toBeInTheDocument();
  });

  it('a link naming the wrong owner is "Category Not Found"; Close takes a member to the feed', async () => {
    server.use(handlers.me(member()));
    const category = leoShares([]);
    renderApp(link(category, people.maya._id), { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/feed');
  });
});

describe('a shared category opened by a visitor', () => {
  it('shows the category, "Shared category • n desires", the counts and the cards, read-only', async () => {
    const category = leoShares([
      camping({ title: 'Sleep under the stars', status: 'fulfilled' }),
      camping({ title: 'Climb a volcano', status: 'in_progress', description: 'Etna at dawn' }),
      camping({ title: 'Canoe down the Dordogne' }),
    ]);
    const { user } = renderApp(link(category));
    expect(await screen.findByRole('heading', { level: 1, name: 'Camping' })).toBeInTheDocument();
    expect(screen.getByText('Nights outside')).toBeInTheDocument();
    expect(await screen.findByText('Shared category • 3 desires')).toBeInTheDocument();
    expect([count('Total'), count('Desired'), count('In Progress'), count('Fulfilled')]).toEqual(['3', '1', '1', '1']);

    const note = screen.getByText(/Read-only view - Log in to interact with desires/);
    expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    for (const home of screen.getAllByRole('link', { name: 'Go to Wishwell home' })) expect(home).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Create your desires' })).toHaveAttribute('href', '/auth');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search desires' }), 'etna');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sleep under the stars' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Climb a volcano' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search desires' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'Fulfilled');
    expect(await screen.findByRole('heading', { name: 'Sleep under the stars' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Climb a volcano' })).not.toBeInTheDocument());
    expect(count('Total')).toBe('3');
    expect(screen.getByText('Shared category • 3 desires')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search desires' }), 'volcano');
    expect(await screen.findByRole('heading', { name: 'No desires match your filters' })).toBeInTheDocument();
  });

  it('a visitor who offers to fulfil a desire is asked to sign in first', async () => {
    const category = leoShares([camping({ title: 'Sleep under the stars' })]);
    const { user } = renderApp(link(category));
    const card = (await screen.findByRole('heading', { name: 'Sleep under the stars' })).closest('article')!;
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Fulfill Desire' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('counts one desire as the spec writes it, and an empty one says so', async () => {
    const one = leoShares([camping({ title: 'Sleep under the stars' })]);
    const { unmount } = renderApp(link(one));
    expect(await screen.findByText('Shared category • 1 desires')).toBeInTheDocument();
    unmount();
    const none = leoShares([]);
    renderApp(link(none));
    expect(await screen.findByText('Shared category • 0 desires')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No desires yet' })).toBeInTheDocument();
  });

  it('fits a 320 px phone: the header wraps rather than widening the page', async () => {
    setViewportWidth(320);
    const category = leoShares([camping({ title: 'Sleep under the stars' })], { name: 'Camping-trips-in-the-mountains-and-by-the-sea-forever' });
    renderApp(link(category));
    const heading = await screen.findByRole('heading', { level: 1, name: /Camping-trips/ });
    expect(heading).toHaveClass('wrap-anywhere');
    expect(heading.parentElement).toHaveClass('min-w-0');
  });
});

describe('a shared category opened by a member', () => {
  it('is inside the app, without the visitor note, the footer or the log-in prompt', async () => {
    server.use(handlers.me(member()));
    const category = leoShares([camping({ title: 'Sleep under the stars' }), camping({ title: 'Climb a volcano' })]);
    renderApp(link(category), { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Camping' })).toBeInTheDocument();
    expect(await screen.findByText('Shared category • 2 desires')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Climb a volcano' })).toBeInTheDocument();
    expect(screen.queryByText(/Read-only view/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your desires' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0));
  });
});
