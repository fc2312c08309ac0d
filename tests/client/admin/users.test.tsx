import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { adminServer, makeAdminUser, rootAsUser, ROOT } from '../msw/admin';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast } from '../toasts';
import { confirmAction } from './confirm';

/** 1 admin (the one signed in) and `count` members, newest first as the server lists them. */
const people = (count: number) => [rootAsUser(), ...Array.from({ length: count }, (_, i) => makeAdminUser(i + 1, { isVerified: i % 3 !== 0 }))];

async function openUsers(fake = adminServer(people(4)), path = '/admin/users') {
  server.use(...fake.handlers);
  const view = renderApp(path, { adminToken: 'admin-tok' });
  // The screen's first wait: its lazy modules may still be loading on a busy machine.
  await screen.findByRole('heading', { name: 'User Management', level: 1 }, { timeout: 15_000 });
  return { ...view, fake };
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const footer = () => screen.getByText(/^Showing \d+ to \d+ of \d+ users/);
const listCalls = (fake: ReturnType<typeof adminServer>) => fake.store.calls.filter((c) => c.request.startsWith('GET /api/admin/users?')).map((c) => c.request);

describe('/admin/users', () => {
  it('shows the summary, the table with every column and the footer', async () => {
    const user = makeAdminUser(1, { fullName: 'Leo Okafor', email: 'leo@example.com', bio: 'Chef and runner', createdAt: new Date(2025, 0, 5, 9).toISOString() });
    const unverified = makeAdminUser(2, { fullName: 'Una Unverified', isVerified: false, isBlocked: true });
    await openUsers(adminServer([rootAsUser(), user, unverified]));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('region', { name: 'Total Users' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Admins' })).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Verified' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Unverified' })).toHaveTextContent('1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Email', 'Role', 'Status', 'Joined', 'Actions']);

    const leo = within(rowOf('Leo Okafor'));
    expect(leo.getByText('Chef and runner')).toBeInTheDocument();
    expect(leo.getAllByText('leo@example.com').length).toBeGreaterThan(0);
    expect(leo.getByText('User')).toBeInTheDocument();
    expect(leo.getByText('Verified')).toBeInTheDocument();
    expect(leo.getByText('Jan 05, 2025')).toBeInTheDocument();
    const una = within(rowOf('Una Unverified'));
    expect(una.getByText('Unverified')).toBeInTheDocument();
    expect(una.getByText('Blocked')).toBeInTheDocument();
    expect(within(rowOf(ROOT.fullName)).getByText('Admin')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('Showing 1 to 3 of 3 users');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('searches from page 1 with Clear Search and "(filtered results)", and says when nothing matches', async () => {
    const { user, fake, location } = await openUsers(adminServer(people(25)), '/admin/users?page=3');
    await waitFor(() => expect(rows()).toHaveLength(6));
    const totalCard = () => screen.getByRole('region', { name: 'Total Users' });
    expect(totalCard()).toHaveTextContent('26All accounts');
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'member 1');
    await waitFor(() => expect(footer()).toHaveTextContent('Showing 1 to 10 of 10 users (filtered results)'));
    expect(listCalls(fake).at(-1)).toBe('GET /api/admin/users?page=1&limit=10&search=member+1');
    expect(location()).toBe('/admin/users?search=member+1');
    // The card counts the matches, and says so.
    expect(totalCard()).toHaveTextContent('10Matching “member 1”');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByText('No users found matching your search criteria.')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('Showing 0 to 0 of 0 users (filtered results)');
    expect(totalCard()).toHaveTextContent('0Matching “member 1zzz”');
    expect(totalCard()).not.toHaveTextContent('All accounts');

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(footer()).toHaveTextContent('Showing 1 to 10 of 26 users'));
    expect(footer()).not.toHaveTextContent('(filtered results)');
    expect(totalCard()).toHaveTextContent('26All accounts');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  });

  it('pages with First, Previous, the window, Next and Last, disabled at the ends, and changes the page size', async () => {
    const { user, fake } = await openUsers(adminServer(people(119)));
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    const numbers = () => within(pages).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '12']);
    expect(within(pages).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await user.click(await within(pages).findByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(footer()).toHaveTextContent('Showing 41 to 50 of 120 users'));
    expect(numbers()).toEqual(['1', '3', '4', '5', '6', '7', '12']);
    expect(pages).toHaveTextContent('…');

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(footer()).toHaveTextContent('Showing 111 to 120 of 120 users'));
    expect(numbers()).toEqual(['1', '10', '11', '12']);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(footer()).toHaveTextContent('Showing 101 to 110 of 120 users'));
    await user.click(within(pages).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(footer()).toHaveTextContent('Showing 1 to 10 of 120 users'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    await waitFor(() => expect(footer()).toHaveTextContent('Showing 1 to 50 of 120 users'));
    expect(listCalls(fake).at(-1)).toBe('GET /api/admin/users?page=1&limit=50');
    expect(rows()).toHaveLength(50);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
  });

  it('disables the page buttons while a page loads', async () => {
    const fake = adminServer(people(40));
    const { user } = await openUsers(fake);
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    // The next page is held back until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/admin/users', async () => {
        await held;
        return undefined;
      }),
    );
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled());
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Member 10' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Member 10' })).toBeInTheDocument();
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Next page' })).toBeEnabled());
    expect(footer()).toHaveTextContent('Showing 11 to 20 of 41 users');
  });

  it('opens the details from a row', async () => {
    const { user, location } = await openUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(within(rowOf('Member 02')).getByText('Jan 03, 2025'));
    await waitFor(() => expect(location()).toBe(`/admin/users/${makeAdminUser(2)._id}`));
    expect(await screen.findByRole('heading', { name: 'Member 02', level: 2 })).toBeInTheDocument();
  });

  it('says "Failed to fetch users" when the list cannot be read', async () => {
    const fake = adminServer();
    fake.store.failing.list = { status: 500, message: 'Internal server error' };
    await openUsers(fake);
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });
});

describe('the row menu', () => {
  it('makes a member admin and back, with the toast, and refreshes the list', async () => {
    const { user, fake } = await openUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Actions for Member 01' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make Admin' }));
    await confirmAction(user, 'Make Admin');
    expect(await findToast('User updated')).toBeInTheDocument();
    expect(screen.getByText('User role has been updated successfully')).toBeInTheDocument();
    expect(fake.store.calls.find((c) => c.request.startsWith('PATCH'))).toEqual({ request: `PATCH /api/admin/users/${makeAdminUser(1)._id}/role`, body: { role: 'admin' }, authorized: true });
    await waitFor(() => expect(within(rowOf('Member 01')).getByText('Admin')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Admins' })).toHaveTextContent('2'));

    await user.click(screen.getByRole('button', { name: 'Actions for Member 01' }));
    expect(screen.getByRole('menuitem', { name: 'Block User' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Remove Admin' }));
    await confirmAction(user, 'Remove Admin');
    await waitFor(() => expect(within(rowOf('Member 01')).getByText('User')).toBeInTheDocument());
  });

  it("keeps the admin's own Remove Admin disabled", async () => {
    const { user } = await openUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: `Actions for ${ROOT.fullName}` }));
    expect(screen.getByRole('menuitem', { name: 'Remove Admin' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Block User' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says "Update failed" with the server message, or "Failed to update user role" without one', async () => {
    const { user, fake } = await openUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    fake.store.failing.role = { status: 400, message: 'Unblock this account before making it an admin' };
    await user.click(screen.getByRole('button', { name: 'Actions for Member 01' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make Admin' }));
    await confirmAction(user, 'Make Admin');
    expect(await findToast('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Unblock this account before making it an admin')).toBeInTheDocument();

    fake.store.failing.role = { status: 500, message: '' };
    await user.click(screen.getByRole('button', { name: 'Actions for Member 01' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make Admin' }));
    await confirmAction(user, 'Make Admin');
    expect(await findToast('Failed to update user role')).toBeInTheDocument();
    expect(within(rowOf('Member 01')).getByText('User')).toBeInTheDocument();
  });

  it('blocks and unblocks with their toasts and the Blocked badge', async () => {
    const { user, fake } = await openUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Actions for Member 02' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block User' }));
    await confirmAction(user, 'Block User');
    expect(await findToast('User blocked')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Member 02')).getByText('Blocked')).toBeInTheDocument());
    expect(fake.store.calls.find((c) => c.request.endsWith('/block'))?.body).toEqual({ blocked: true });

    await user.click(screen.getByRole('button', { name: 'Actions for Member 02' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unblock User' }));
    await confirmAction(user, 'Unblock User');
    expect(await findToast('User unblocked')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Member 02')).queryByText('Blocked')).not.toBeInTheDocument());
  });

  it('asks before a role change, a block and an unblock, saying what follows for the member; Cancel changes nothing', async () => {
    const { user, fake } = await openUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const patches = () => fake.store.calls.filter((c) => c.request.startsWith('PATCH'));

    await user.click(screen.getByRole('button', { name: 'Actions for Member 02' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block User' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Block User' });
    expect(dialog).toHaveTextContent('Member 02 will be signed out everywhere at once and will not be able to sign in.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for Member 02' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make Admin' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Make Admin' });
    expect(dialog).toHaveTextContent('Member 02 will be signed out of the app at once and will sign in at the admin area from now on.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(patches()).toEqual([]);
    expect(within(rowOf('Member 02')).getByText('User')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Member 02' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block User' }));
    await confirmAction(user, 'Block User');
    expect(await findToast('User blocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Actions for Member 02' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unblock User' }));
    expect(await screen.findByRole('alertdialog', { name: 'Unblock User' })).toHaveTextContent('Member 02 will be able to sign in again');
    expect(patches().map((c) => c.body)).toEqual([{ blocked: true }]);
  });

  it('deletes after the confirmation, or keeps the user when cancelled or refused', async () => {
    const { user, fake } = await openUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Actions for Member 03' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.store.calls.some((c) => c.request.startsWith('DELETE'))).toBe(false);

    fake.store.failing.delete = { status: 400, message: 'Admin accounts cannot be deleted' };
    await user.click(screen.getByRole('button', { name: 'Actions for Member 03' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete User' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Admin accounts cannot be deleted')).toBeInTheDocument();
    expect(rowOf('Member 03')).toBeInTheDocument();

    fake.store.failing = {};
    await user.click(screen.getByRole('button', { name: 'Actions for Member 03' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete User' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('User deleted')).toBeInTheDocument();
    expect(screen.getByText('User has been deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Member 03' })).not.toBeInTheDocument());
    expect(footer()).toHaveTextContent('Showing 1 to 4 of 4 users');
  });

  it('says "Failed to delete user" when the refusal carries no message', async () => {
    const { user, fake } = await openUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    fake.store.failing.delete = { status: 500, message: '' };
    await user.click(screen.getByRole('button', { name: 'Actions for Member 03' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete User' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Failed to delete user')).toBeInTheDocument();
  });
});

describe('/admin/users on a phone', () => {
  it('shows each user as a card with the same menu instead of the table', async () => {
    setViewportWidth(375);
    const { user } = await openUsers();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Member 01' }).closest('li')!;
    expect(within(card).getByText('member1@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Joined Jan 04, 2025')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Actions for Member 01' }));
    expect(screen.getByRole('menuitem', { name: 'Make Admin' })).toBeInTheDocument();
  });
});
