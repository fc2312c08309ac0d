import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminRecentDesire } from '@contract/admin';
import { server } from '../msw/server';
import { adminServer, makeAdminUser } from '../msw/admin';
import { renderApp } from '../render-app';

const desire = (n: number, overrides: Partial<AdminRecentDesire> = {}): AdminRecentDesire => ({
  _id: n.toString(16).padStart(24, '0'),
  title: `Wish ${n}`,
  userId: { _id: 'aa'.padEnd(24, '0'), fullName: 'Maya Chen' },
  status: 'desire',
  visibility: 'public',
  createdAt: new Date(2025, 0, n).toISOString(),
  ...overrides,
});

function openDashboard(fake = adminServer()) {
  server.use(...fake.handlers);
  const view = renderApp('/admin/dashboard', { adminToken: 'admin-tok' });
  return { ...view, fake };
}

const card = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('/admin/dashboard', () => {
  it('shows the four figures with their lines for today', async () => {
    openDashboard(
      adminServer(undefined, {
        stats: { totalUsers: 1204, newUsersToday: 7, totalDesires: 310, newDesiresToday: 12, totalComments: 95, newCommentsToday: 3, openReports: 0 },
        fulfillment: { totalFulfillments: 41, newFulfillmentsToday: 2 },
      }),
    );
    const users = await card('Total Users');
    await waitFor(() => expect(users).toHaveTextContent('1,204'));
    expect(users).toHaveTextContent('+7 today');
    expect(await card('Total Desires')).toHaveTextContent(/310\s*\+12 today/);
    expect(await card('Total Comments')).toHaveTextContent(/95\s*\+3 today/);
    const fulfilled = await card('Fulfilled Desires');
    await waitFor(() => expect(fulfilled).toHaveTextContent('41'));
    expect(fulfilled).toHaveTextContent('2 fulfilled today');
  });

  it('lists five recent users and five recent desires with their badges and the owner, or Unknown User', async () => {
    const users = [
      makeAdminUser(1, { fullName: 'Ada Admin', role: 'admin' }),
      makeAdminUser(2, { fullName: 'Una Unverified', isVerified: false }),
      ...[3, 4, 5, 6].map((n) => makeAdminUser(n)),
    ];
    const desires = [
      desire(1, { title: 'A red bicycle', status: 'in_progress', visibility: 'followers' }),
      desire(2, { title: 'A quiet week', userId: 'bb'.padEnd(24, '0'), status: 'fulfilled', visibility: 'private' }),
      ...[3, 4, 5, 6].map((n) => desire(n)),
    ];
    openDashboard(adminServer(users, { desires }));
    const recentUsers = await card('Recent Users');
    await waitFor(() => expect(within(recentUsers).getAllByRole('listitem')).toHaveLength(5));
    const ada = within(recentUsers).getByText('Ada Admin').closest('li')!;
    expect(within(ada).getByText('Admin')).toBeInTheDocument();
    expect(within(ada).getByText('Verified')).toBeInTheDocument();
    expect(within(ada).getByText('member1@example.com')).toBeInTheDocument();
    const una = within(recentUsers).getByText('Una Unverified').closest('li')!;
    expect(within(una).getByText('User')).toBeInTheDocument();
    expect(within(una).getByText('Unverified')).toBeInTheDocument();
    expect(within(recentUsers).queryByText('Member 06')).not.toBeInTheDocument();

    const recentDesires = await card('Recent Desires');
    await waitFor(() => expect(within(recentDesires).getAllByRole('listitem')).toHaveLength(5));
    const bicycle = within(recentDesires).getByText('A red bicycle').closest('li')!;
    expect(bicycle).toHaveTextContent('Maya Chen');
    expect(within(bicycle).getByText('In Progress')).toBeInTheDocument();
    expect(within(bicycle).getByText('Followers')).toBeInTheDocument();
    const quiet = within(recentDesires).getByText('A quiet week').closest('li')!;
    expect(quiet).toHaveTextContent('Unknown User');
    expect(within(quiet).getByText('Fulfilled')).toBeInTheDocument();
    expect(within(quiet).getByText('Private')).toBeInTheDocument();
  });

  it('says so when there is nothing recent', async () => {
    openDashboard(adminServer([]));
    expect(await within(await card('Recent Users')).findByText('No recent users')).toBeInTheDocument();
    expect(await within(await card('Recent Desires')).findByText('No recent desires')).toBeInTheDocument();
  });

  it("says each failure in the spec's words and the figures fall back to 0", async () => {
    const fake = adminServer();
    const failure = { status: 500, message: 'Internal server error' };
    fake.store.failing = { stats: failure, fulfillment: failure, recentUsers: failure, recentDesires: failure };
    openDashboard(fake);
    expect(await screen.findByText('Failed to fetch stats')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch fulfillment stats')).toBeInTheDocument();
    expect(await within(await card('Recent Users')).findByText('Failed to fetch users')).toBeInTheDocument();
    expect(await within(await card('Recent Desires')).findByText('Failed to fetch desires')).toBeInTheDocument();
    expect(await card('Total Users')).toHaveTextContent(/0\s*\+0 today/);
    expect(await card('Total Comments')).toHaveTextContent(/0\s*\+0 today/);
    expect(await card('Fulfilled Desires')).toHaveTextContent(/0\s*0 fulfilled today/);
  });

  it('reads the fulfilment figures again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fake } = openDashboard(adminServer(undefined, { fulfillment: { totalFulfillments: 4, newFulfillmentsToday: 1 } }));
    const fulfilled = await card('Fulfilled Desires');
    await waitFor(() => expect(fulfilled).toHaveTextContent('4'));
    const reads = () => fake.store.calls.filter((call) => call.request === 'GET /api/admin/fulfillments/stats').length;
    expect(reads()).toBe(1);
    fake.store.fulfillment = { totalFulfillments: 5, newFulfillmentsToday: 2 };
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(fulfilled).toHaveTextContent('2 fulfilled today'));
    expect(reads()).toBe(2);
  });
});
