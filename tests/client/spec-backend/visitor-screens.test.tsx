import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { desireId, expectSettledWithoutErrors, FIRST_LOAD, memberId, walkWithSpecBackend } from './walk';

const walk = walkWithSpecBackend('visitor screens');

/** Maya's "Travel 2025", made shared in the store if the seed left it private. */
function sharedTravel(): string {
  const maya = memberId(walk.backend, 'maya@example.com');
  const category = walk.backend.store.categories.find((c) => c.userId === maya && c.name === 'Travel 2025');
  if (!category) throw new Error('no seeded category "Travel 2025"');
  category.visibility = 'shared';
  return category._id;
}

describe('visitor screens against the spec backend', { timeout: 40_000 }, () => {
  it('/auth: the email step', async () => {
    const { queryClient } = renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome to Wishwell' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/auth');
  });

  it('/auth-modal: the dialog at its email step', async () => {
    const { queryClient } = renderApp('/auth-modal');
    expect(await screen.findByRole('dialog', { name: /Welcome to Wishwell|Sign in to Wishwell/ }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/auth-modal');
  });

  it('/feed: a visitor is sent to /auth', async () => {
    const { location } = renderApp('/feed');
    expect(await screen.findByRole('heading', { name: 'Welcome to Wishwell' }, FIRST_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/auth');
  });

  it('/shared/categories/{id}?user={owner}: the shared category and its public desires', async () => {
    const maya = memberId(walk.backend, 'maya@example.com');
    const { queryClient } = renderApp(`/shared/categories/${sharedTravel()}?user=${maya}`);
    expect(await screen.findByRole('heading', { name: 'Travel 2025' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Learn to make fresh pasta in Bologna')).toBeInTheDocument();
    expect(screen.getByText(/Read-only view/)).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/shared/categories/{id}');
  });

  it('/shared/desires/{id}/{owner}: the shared desire, read-only, with its comment', async () => {
    const maya = memberId(walk.backend, 'maya@example.com');
    const pasta = desireId(walk.backend, 'Learn to make fresh pasta in Bologna');
    const { queryClient } = renderApp(`/shared/desires/${pasta}/${maya}`);
    expect(await screen.findByRole('heading', { name: 'Shared Desire' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Learn to make fresh pasta in Bologna' })).toBeInTheDocument();
    expect(await screen.findByText('View only - log in to interact')).toBeInTheDocument();
    const comments = await screen.findByRole('region', { name: 'Comments' }, FIRST_LOAD);
    expect(await within(comments).findByText('Take me with you!')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/shared/desires/{id}/{owner}');
  });

  it('/post/{id}: the desire, view only, with its comment', async () => {
    const { queryClient } = renderApp(`/post/${desireId(walk.backend, 'A long weekend in Lisbon')}`);
    expect(await screen.findByRole('heading', { name: 'A long weekend in Lisbon' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Go to Time Out Market for lunch.')).toBeInTheDocument();
    expect(screen.getByText(/View only/)).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/post/{id} (visitor)');
  });
});
