import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminRecentDesire } from '@contract/admin';
import { server } from '../msw/server';
import { adminServer, makeAdminUser, rootAsUser, ROOT } from '../msw/admin';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { confirmAction } from './confirm';

const leo = () =>
  makeAdminUser(7, { fullName: 'Leo Okafor', email: 'leo@example.com', bio: 'Chef and runner', createdAt: new Date(2025, 0, 5, 9).toISOString() });

const desire = (n: number, overrides: Partial<AdminRecentDesire> = {}): AdminRecentDesire => ({
  _id: (0xde000 + n).toString(16).padStart(24, '0'),
  title: `Wish ${n}`,
  userId: { _id: leo()._id, fullName: 'Leo Okafor' },
  status: 'desire',
  visibility: 'public',
  createdAt: new Date(2025, 1, n, 12).toISOString(),
  ...overrides,
});

async function openDetails(fake = adminServer([rootAsUser(), leo()]), id = leo()._id) {
  server.use(...fake.handlers);
  const view = renderApp(`/admin/users/${id}`, { adminToken: 'admin-tok' });
  // The screen's first wait: its lazy modules may still be loading on a busy machine.
  await screen.findByRole('heading', { name: 'User Details', level: 1 }, { timeout: 15_000 });
  return { ...view, fake };
}

const actions = () => screen.findByRole('region', { name: 'Admin Actions' });

describe('/admin/users/{id}', () => {
  it('shows the profile card, the statistics and five recent desires', async () => {
    const fake = adminServer([rootAsUser(), leo()], {
      userStats: { followers: 14, following: 3, desired: 3, inProgress: 1, achieved: 2 },
      desires: [desire(1, { title: 'A red bicycle', status: 'in_progress' }), ...[2, 3, 4, 5, 6].map((n) => desire(n))],
    });
    await openDetails(fake);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('heading', { name: 'Leo Okafor' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('leo@example.com');
    expect(profile).toHaveTextContent('Joined Jan 5, 2025');
    expect(within(profile).getByText('User')).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    expect(profile).toHaveTextContent('Chef and runner');
    expect(await within(profile).findByText('LO')).toBeInTheDocument();

    const stats = await screen.findByRole('region', { name: 'User Statistics' });
    await waitFor(() => expect(stats).toHaveTextContent(/Desires\s*6/));
    expect(stats).toHaveTextContent(/Followers\s*14/);
    expect(stats).toHaveTextContent(/Following\s*3/);
    expect(stats).toHaveTextContent(/Fulfilled\s*2/);

    const recent = await screen.findByRole('region', { name: 'Recent Desires' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(5));
    const bicycle = within(recent).getByText('A red bicycle').closest('li')!;
    expect(bicycle).toHaveTextContent('Feb 1, 2025');
    expect(within(bicycle).getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/admin/users');
    // The spec's own calls, sent without auth headers as it says.
    const reads = fake.store.calls.filter((call) => /^GET \/api\/(stats|desires)\/user\//.test(call.request));
    expect(reads.map((call) => call.request.split('?')[0])).toEqual(expect.arrayContaining([`GET /api/stats/user/${leo()._id}`, `GET /api/desires/user/${leo()._id}`]));
    expect(reads.every((call) => !call.authorized)).toBe(true);
  });

  it('changes the role with "Role updated", and blocks and unblocks', async () => {
    const { user, fake } = await openDetails();
    const card = await actions();
    await user.click(within(card).getByRole('button', { name: 'Make Admin' }));
    await confirmAction(user, 'Make Admin');
    expect(await findToast('Role updated')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Remove Admin' })).toBeEnabled();
    // An admin can be neither blocked nor deleted.
    expect(within(card).getByRole('button', { name: 'Block User' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Delete User' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Remove Admin' }));
    await confirmAction(user, 'Remove Admin');
    expect(await within(card).findByRole('button', { name: 'Make Admin' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Block User' }));
    await confirmAction(user, 'Block User');
    expect(await findToast('User blocked')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Unblock User' })).toBeEnabled();
    expect(within(await screen.findByRole('region', { name: 'Profile' })).getByText('Blocked')).toBeInTheDocument();
    expect(fake.store.calls.filter((c) => c.request.startsWith('PATCH')).map((c) => c.body)).toEqual([{ role: 'admin' }, { role: 'user' }, { blocked: true }]);
  });

  it("keeps the admin's own Remove Admin disabled", async () => {
    await openDetails(adminServer([rootAsUser()]), ROOT._id);
    const card = await actions();
    expect(within(card).getByRole('button', { name: 'Remove Admin' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Block User' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Delete User' })).toBeDisabled();
  });

  it('says "Update failed" with the server message when the role cannot change', async () => {
    const fake = adminServer([rootAsUser(), leo()]);
    fake.store.failing.role = { status: 400, message: 'Unblock this account before making it an admin' };
    const { user } = await openDetails(fake);
    await user.click(within(await actions()).getByRole('button', { name: 'Make Admin' }));
    await confirmAction(user, 'Make Admin');
    expect(await findToast('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Unblock this account before making it an admin')).toBeInTheDocument();
  });

  it('deletes after the confirmation and returns to the list', async () => {
    const { user, location, fake } = await openDetails();
    await user.click(within(await actions()).getByRole('button', { name: 'Delete User' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('User deleted')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/users'));
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeInTheDocument();
    // The deleted user's page is left at once: it never shows "User Not Found" on the way out.
    expect(screen.queryByText('User Not Found')).not.toBeInTheDocument();
    const deletedAt = fake.store.calls.findIndex((c) => c.request.startsWith('DELETE'));
    expect(fake.store.calls.slice(deletedAt + 1).filter((c) => c.request === `GET /api/admin/users/${leo()._id}`)).toEqual([]);
  });

  it('reads the figures and desires of a member an admin blocked from the admin calls where the backend has them: every desire, private ones too', async () => {
    const blocked = { ...leo(), isBlocked: true };
    const fake = adminServer([rootAsUser(), blocked], {
      userFigures: { desires: 9, fulfilled: 1, followers: 4, following: 2 },
      desires: [desire(1, { title: 'A private diary', visibility: 'private' }), desire(2)],
    });
    await openDetails(fake);
    const figures = await screen.findByRole('region', { name: 'User Statistics' });
    await waitFor(() => expect(figures).toHaveTextContent(/Desires\s*9\s*Followers\s*4\s*Following\s*2\s*Fulfilled\s*1/));
    expect(await screen.findByText('A private diary')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch user stats')).not.toBeInTheDocument();
    const asked = fake.store.calls.filter((c) => c.request.includes(blocked._id));
    expect(asked.filter((c) => c.request.endsWith('/stats') || c.request.endsWith('/desires')).every((c) => c.authorized)).toBe(true);
    expect(asked.some((c) => c.request.startsWith('GET /api/stats/user/') || c.request.startsWith('GET /api/desires/user/'))).toBe(false);
  });

  it('says when the statistics or the desires cannot be read', async () => {
    const fake = adminServer([rootAsUser(), leo()]);
    fake.store.failing = { userStats: { status: 500, message: 'x' }, userDesires: { status: 500, message: 'x' } };
    await openDetails(fake);
    expect(await screen.findByText('Failed to fetch user stats')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch user desires')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'User Statistics' })).toHaveTextContent(/Desires\s*0/);
  });

  it('says "Invalid User ID" for an id that cannot be one, without asking the server', async () => {
    const { fake } = await openDetails(adminServer(), 'not-an-id');
    expect(await screen.findByRole('heading', { name: 'Invalid User ID' })).toBeInTheDocument();
    expect(screen.getByText('The user ID is missing or invalid.')).toBeInTheDocument();
    expect(fake.store.calls.some((c) => c.request.includes('not-an-id'))).toBe(false);
  });

  it('says "User Not Found" for an id nobody has', async () => {
    await openDetails(adminServer([rootAsUser()]));
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested user could not be found.')).toBeInTheDocument();
  });

  it('says "Error Loading User" with the server message and reads again on Try Again', async () => {
    const fake = adminServer([rootAsUser(), leo()]);
    fake.store.failing.user = { status: 500, message: 'Database unavailable' };
    const { user } = await openDetails(fake);
    expect(await screen.findByRole('heading', { name: 'Error Loading User' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fake.store.failing = {};
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Leo Okafor' })).toBeInTheDocument();
  });

  it('says "Failed to fetch user" when the failure carries no message', async () => {
    const fake = adminServer([rootAsUser(), leo()]);
    fake.store.failing.user = { status: 502, message: '' };
    await openDetails(fake);
    expect(await screen.findByText('Failed to fetch user')).toBeInTheDocument();
  });
});
