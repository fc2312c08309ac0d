import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { error, handlers, json, member } from '../msw/handlers';
import { categoryServer, makeCategory, sharer } from '../msw/categories';
import { makeDesire, people } from '../msw/desires';
import { renderApp } from '../render-app';

const leoCategory = () => makeCategory({ name: 'Camping', description: 'Nights outside', userId: sharer._id, owner: sharer, isOwned: false, visibility: 'shared' });

function sharedCategoryServer(desires: Desire[]) {
  const category = leoCategory();
  const fake = categoryServer([category]);
  fake.state.desires[category._id] = desires;
  server.use(...fake.handlers);
  return category;
}

describe('the shared category page', () => {
  it('without the user parameter says "Invalid Share Link"', async () => {
    renderApp('/shared/categories/6650a1b2c3d4e5f6012300aa');
    expect(await screen.findByRole('heading', { name: 'Invalid Share Link' })).toBeInTheDocument();
    expect(screen.getByText('This share link appears to be invalid or incomplete.')).toBeInTheDocument();
  });

  it('a category that is not shared, or not that owner\'s, says "Category Not Found" and nothing of it', async () => {
    const category = sharedCategoryServer([]);
    renderApp(`/shared/categories/${category._id}?user=${people.maya._id}`);
    expect(await screen.findByRole('heading', { name: 'Category Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This category might be private or no longer available for sharing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByText('Camping')).not.toBeInTheDocument();
  });

  it('a visitor reads it: the count line, the read-only note, the desires, the footer and the button home', async () => {
    const category = sharedCategoryServer([makeDesire({ title: 'Sleep under the stars', categories: ['Camping'] }), makeDesire({ title: 'Climb a volcano', categories: ['Camping'] })]);
    renderApp(`/shared/categories/${category._id}?user=${sharer._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Camping' })).toBeInTheDocument();
    expect(await screen.findByText('Shared category • 2 desires')).toBeInTheDocument();
    expect(screen.getByText(/Read-only view - Log in to interact with desires/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sleep under the stars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your desires' })).toHaveAttribute('href', '/auth');
    // One in the header for narrow screens, one floating for wide ones (CSS shows one of them).
    expect(screen.getAllByRole('link', { name: 'Go to Wishwell home' })).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search desires' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toBeInTheDocument();
  });

  it('a member reads it without the visitor note or footer, inside the app', async () => {
    server.use(handlers.me(member()));
    const category = sharedCategoryServer([makeDesire({ title: 'Sleep under the stars', categories: ['Camping'] })]);
    renderApp(`/shared/categories/${category._id}?user=${sharer._id}`, { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Sleep under the stars' })).toBeInTheDocument();
    expect(screen.queryByText(/Read-only view/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your desires' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
  });
});

describe('the shared desire page', () => {
  const answer = (desire: Desire | null) =>
    server.use(
      http.get('/api/desires/:id/comments', () => json([])),
      http.get('/api/shared/desires/:id', ({ request }) => (desire && new URL(request.url).searchParams.get('user') === people.leo._id ? json(desire) : error(404, 'Desire not found'))),
    );

  it('a visitor sees it read-only, with the log-in line', async () => {
    const desire = makeDesire({ title: 'A canoe of my own' });
    answer(desire);
    renderApp(`/shared/desires/${desire._id}/${people.leo._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Desire' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'A canoe of my own' })).toBeInTheDocument();
    expect(screen.getByText('View only - log in to interact')).toBeInTheDocument();
    const note = screen.getByText(/Please log in to comment, react, and offer help with this desire\./);
    expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  });

  it('a member is told they can interact', async () => {
    server.use(handlers.me(member()));
    const desire = makeDesire({ title: 'A canoe of my own' });
    answer(desire);
    renderApp(`/shared/desires/${desire._id}/${people.leo._id}`, { memberToken: 'tok' });
    expect(await screen.findByText('You can interact with this desire')).toBeInTheDocument();
    expect(screen.queryByText(/Please log in/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Fulfill Desire' })).toBeInTheDocument();
  });

  it('a hidden, missing or wrongly owned desire says "Desire Not Found"', async () => {
    const desire = makeDesire({ title: 'A canoe of my own' });
    answer(desire);
    renderApp(`/shared/desires/${desire._id}/${people.maya._id}`);
    expect(await screen.findByRole('heading', { name: 'Desire Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This desire might be private or no longer available for sharing.')).toBeInTheDocument();
  });

  it('an owner known only by id shows as "Unknown User"', async () => {
    const desire = makeDesire({ title: 'A canoe of my own', userId: people.leo._id });
    answer(desire);
    renderApp(`/shared/desires/${desire._id}/${people.leo._id}`);
    expect(await screen.findByText('Unknown User')).toBeInTheDocument();
  });
});
