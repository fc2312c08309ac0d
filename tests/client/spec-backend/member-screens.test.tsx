import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_PASSWORD } from '../../../mock-backend';
import { renderApp } from '../render-app';
import { desireId, expectSettledWithoutErrors, FIRST_LOAD, memberId, memberToken, walkWithSpecBackend } from './walk';

const walk = walkWithSpecBackend('member screens');

/** Maya, signed in, on this address. */
function asMaya(path: string) {
  return renderApp(path, { memberToken: memberToken(walk.backend, 'maya@example.com') });
}

describe('member screens against the spec backend', { timeout: 40_000 }, () => {
  it('/feed: the Public tab lists public desires with their authors', async () => {
    const { queryClient } = asMaya('/feed');
    expect(await screen.findByRole('heading', { name: 'Home Feed' }, FIRST_LOAD)).toBeInTheDocument();
    const lisbon = await screen.findByRole('heading', { name: 'A long weekend in Lisbon' });
    expect(within(lisbon.closest('article')!).getByText('Leo Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Run a half marathon' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Public' }).every((tab) => tab.getAttribute('aria-current') === 'page')).toBe(true);
    await expectSettledWithoutErrors(queryClient, '/feed');
  });

  it("/following: the Following tab lists the desires of those Maya follows", async () => {
    const { queryClient } = asMaya('/following');
    expect(await screen.findByRole('heading', { name: 'Following', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Following' }).every((tab) => tab.getAttribute('aria-current') === 'page')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Tickets to the jazz festival' })).toBeInTheDocument();
    // Cards past the first screen's come in the render right after (DesirePages).
    expect(await screen.findByRole('heading', { name: 'Read fifty books this year' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Learn to play the cello' })).not.toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/following');
  });

  it('/post/{id}: the desire with its comment', async () => {
    const { queryClient } = asMaya(`/post/${desireId(walk.backend, 'Learn to make fresh pasta in Bologna')}`);
    expect(await screen.findByRole('heading', { name: 'Learn to make fresh pasta in Bologna' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Take me with you!')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/post/{id}');
  });

  it('/profile: her own profile with her desires', async () => {
    const { queryClient } = asMaya('/profile');
    expect(await screen.findByRole('heading', { name: 'Maya Chen' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Collecting small adventures and big dreams.')).toBeInTheDocument();
    expect(await screen.findByText('Run a half marathon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit Profile/ })).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/profile');
  });

  it("/profile/{id}: Leo's profile, and its followers dialog lists Maya", async () => {
    const { queryClient, user } = asMaya(`/profile/${memberId(walk.backend, 'leo@example.com')}`);
    expect(await screen.findByRole('heading', { name: 'Leo Okafor' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('A long weekend in Lisbon')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '1 follower' }));
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(await within(dialog).findByText('Maya Chen')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/profile/{id}');
  });

  it('/profile/edit: the form filled from her session', async () => {
    const { queryClient } = asMaya('/profile/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Profile', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Display Name/ })).toHaveValue('Maya Chen');
    expect(screen.getByRole('textbox', { name: /Bio/ })).toHaveValue('Collecting small adventures and big dreams.');
    await expectSettledWithoutErrors(queryClient, '/profile/edit');
  });

  it('/notifications: her notifications, two of them new', async () => {
    const { queryClient } = asMaya('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Arjun Patel started following you')).toBeInTheDocument();
    expect(screen.getByText('2 new')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/notifications');
  });

  it('/settings: her email and the saved settings', async () => {
    const { queryClient } = asMaya('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('maya@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: /Show My Activity/i })).toBeChecked());
    await expectSettledWithoutErrors(queryClient, '/settings');
  });

  it('/search: a query finds Leo', async () => {
    const { queryClient, user } = asMaya('/search');
    expect(await screen.findByRole('heading', { name: 'Search Users', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'leo');
    expect(await screen.findByText('leo@example.com')).toBeInTheDocument();
    expect(screen.getByText('Leo Okafor')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/search');
  });

  it('/trending: the ranked desires', async () => {
    const { queryClient } = asMaya('/trending');
    expect(await screen.findByRole('heading', { name: 'Trending Desires', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect((await screen.findAllByText('Learn to make fresh pasta in Bologna')).length).toBeGreaterThan(0);
    await expectSettledWithoutErrors(queryClient, '/trending');
  });
});

describe('the other routes for a member against the spec backend', { timeout: 40_000 }, () => {
  it('/ goes on to /feed', async () => {
    const { location } = asMaya('/');
    expect(await screen.findByRole('heading', { name: 'Home Feed' }, FIRST_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/feed');
  });

  it('/saved: a backend without saved desires says so, and the menu has no Saved entry', async () => {
    const { queryClient } = asMaya('/saved');
    expect(await screen.findByText('Saving is not available', undefined, FIRST_LOAD)).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/saved');
    expect(screen.queryByRole('link', { name: 'Saved' })).not.toBeInTheDocument();
  });

  it('/upload-test: the upload form', async () => {
    const { queryClient } = asMaya('/upload-test');
    expect(await screen.findByRole('heading', { name: 'Upload Test', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/upload-test');
  });

  it('an unknown path: "404 Page Not Found" within the shell', async () => {
    const { queryClient } = asMaya('/nowhere');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Maya Chen/ })).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, 'not found');
  });
});

describe('signing in through /auth against the spec backend', { timeout: 40_000 }, () => {
  it('a seeded member signs in with email and password and ends on /feed, known from /api/auth/me', async () => {
    const { user, location, queryClient } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, FIRST_LOAD), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maya!' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/feed'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'A long weekend in Lisbon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Maya Chen/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('social_exp_token')).toMatch(/^member\./);
    await expectSettledWithoutErrors(queryClient, '/auth sign-in');
  });
});
