import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ADMIN } from '../../../mock-backend';
import { renderApp } from '../render-app';
import { adminToken, expectSettledWithoutErrors, FIRST_LOAD, memberId, walkWithSpecBackend } from './walk';

const walk = walkWithSpecBackend('admin screens');

function asAdmin(path: string) {
  return renderApp(path, { adminToken: adminToken(walk.backend) });
}

/** The table row of a member, by the link on their name. */
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('admin screens against the spec backend', { timeout: 40_000 }, () => {
  it('/admin/dashboard: the figures, recent users and recent desires', async () => {
    const { queryClient } = asAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    const users = await screen.findByRole('region', { name: 'Recent Users' });
    await waitFor(() => expect(within(users).getAllByRole('listitem')).toHaveLength(5));
    expect(within(users).getByText('Arjun Patel')).toBeInTheDocument();
    expect(within(users).getByText('maya@example.com')).toBeInTheDocument();
    const desires = await screen.findByRole('region', { name: 'Recent Desires' });
    await waitFor(() => expect(within(desires).getAllByRole('listitem')).toHaveLength(5));
    const cello = within(desires).getByText('Learn to play the cello').closest('li')!;
    expect(cello).toHaveTextContent('Arjun Patel');
    expect(within(screen.getByRole('region', { name: 'Total Users' })).getByText('5')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/admin/dashboard');
  });

  it('/admin/users: the list, no Blocked badge, and Block User present but disabled', async () => {
    const { queryClient, user } = asAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Leo Okafor' })).toBeInTheDocument();
    expect(rowOf('Leo Okafor')).toHaveTextContent('leo@example.com');
    expect(screen.getByRole('link', { name: 'Site Admin' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 5 of 5 users')).toBeInTheDocument();
    expect(screen.queryByText('Blocked')).not.toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/admin/users');

    await user.click(screen.getByRole('button', { name: 'Actions for Leo Okafor' }));
    expect(await screen.findByRole('menuitem', { name: 'Block User' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Make Admin' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("/admin/users/{id}: Maya's details, statistics and recent desires", async () => {
    const { queryClient } = asAdmin(`/admin/users/${memberId(walk.backend, 'maya@example.com')}`);
    expect(await screen.findByRole('heading', { name: 'User Details', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('heading', { name: 'Maya Chen' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('maya@example.com');
    const stats = await screen.findByRole('region', { name: 'User Statistics' });
    await waitFor(() => expect(stats).toHaveTextContent(/Followers\s*3/));
    expect(stats).toHaveTextContent(/Following\s*2/);
    const recent = await screen.findByRole('region', { name: 'Recent Desires' });
    expect(await within(recent).findByText('Learn to make fresh pasta in Bologna')).toBeInTheDocument();
    const actions = await screen.findByRole('region', { name: 'Admin Actions' });
    expect(within(actions).getByRole('button', { name: 'Block User' })).toBeDisabled();
    await expectSettledWithoutErrors(queryClient, '/admin/users/{id}');
  });

  it('/admin/login: the seeded admin signs in and reaches the dashboard, known from /api/admin/auth/me', async () => {
    walk.tolerateLeftOut('/api/admin/desires/recent', 'the /admin/dashboard test');
    const { user, location, queryClient } = renderApp('/admin/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, FIRST_LOAD), DEMO_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/admin/dashboard'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await within(await screen.findByRole('region', { name: 'Recent Users' })).findByText('Arjun Patel')).toBeInTheDocument();
    expect(window.localStorage.getItem('admin_token')).toMatch(/^admin\./);
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
    await expectSettledWithoutErrors(queryClient, '/admin/login sign-in');
  });

  it('/admin: on to the dashboard', async () => {
    walk.tolerateLeftOut('/api/admin/desires/recent', 'the /admin/dashboard test');
    const { location, queryClient } = asAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(location()).toBe('/admin/dashboard');
    await expectSettledWithoutErrors(queryClient, '/admin');
  });

  it('/chat: an admin is told that messaging is not for admins', async () => {
    const { queryClient } = asAdmin('/chat');
    expect(await screen.findByRole('heading', { name: /Access Restricted/ }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Admin Dashboard/ })).toHaveAttribute('href', '/admin/dashboard');
    await expectSettledWithoutErrors(queryClient, '/chat (admin)');
  });
});
