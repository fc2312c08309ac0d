import { http, type HttpHandler } from 'msw';
import type { AdminRecentDesire, AdminStats, AdminUser, AdminUserDesires, AdminUserList, AdminUserStats, FulfillmentStats } from '@contract/admin';
import type { DesireList, UserStats } from '@contract/desire';
import type { AdminMe } from '@contract/auth';
import type { MessageResponse } from '@contract/errors';
import { error, handlers, json, member } from './handlers';

// An admin API keeping its users, so that a read after a role change, block or delete sees it. It
// records every request, and any read or action can be made to fail with a status and message.

const hex = (n: number) => n.toString(16).padStart(24, '0');

export const ROOT = { _id: hex(0xad000), role: 'admin', fullName: 'Root Admin', email: 'root@example.com' } satisfies AdminMe;

export function makeAdminUser(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...member({ _id: hex(0xaa000 + n), fullName: `Member ${String(n).padStart(2, '0')}`, email: `member${n}@example.com` }),
    createdAt: new Date(Date.UTC(2025, 0, 5, 12) - n * 86_400_000).toISOString(),
    isBlocked: false,
    ...overrides,
  };
}

export const rootAsUser = (): AdminUser => makeAdminUser(0, { _id: ROOT._id, fullName: ROOT.fullName, email: ROOT.email, role: 'admin' });

type Failing =
  | 'stats'
  | 'fulfillment'
  | 'recentUsers'
  | 'recentDesires'
  | 'list'
  | 'user'
  | 'userStats'
  | 'userDesires'
  | 'role'
  | 'block'
  | 'delete';

export interface AdminStore {
  users: AdminUser[];
  stats: AdminStats;
  fulfillment: FulfillmentStats;
  desires: AdminRecentDesire[];
  userStats: UserStats;
  /**
   * Our admin-only figures of a user (`GET /api/admin/users/{id}/stats` and `/desires`): when absent,
   * the fake is a spec-only backend and answers those calls with a router's 404.
   */
  userFigures?: AdminUserStats;
  /** Every request the app made, as `METHOD path?query` with its body, and whether it carried a token. */
  calls: { request: string; body?: unknown; authorized: boolean }[];
  failing: Partial<Record<Failing, { status: number; message: string }>>;
}

export function adminServer(users: AdminUser[] = [rootAsUser()], seed: Partial<Omit<AdminStore, 'users' | 'calls' | 'failing'>> = {}) {
  const store: AdminStore = {
    users,
    stats: { totalUsers: 0, newUsersToday: 0, totalDesires: 0, newDesiresToday: 0, totalComments: 0, newCommentsToday: 0, openReports: 0 },
    fulfillment: { totalFulfillments: 0, newFulfillmentsToday: 0 },
    desires: [],
    userStats: { followers: 0, following: 0, desired: 0, inProgress: 0, achieved: 0 },
    calls: [],
    failing: {},
    ...seed,
  };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json();
    store.calls.push({ request: `${request.method} ${url.pathname}${url.search}`, body, authorized: request.headers.has('authorization') });
  };
  /** The failure set for this read or action, or the answer. */
  const answer = async (key: Failing, ok: () => Response | Promise<Response>) => {
    const failure = store.failing[key];
    return failure ? error(failure.status, failure.message) : ok();
  };
  const find = (id: unknown) => store.users.find((u) => u._id === id);

  const list: HttpHandler[] = [
    handlers.adminMe(ROOT),
    http.all('/api/admin/*', async ({ request }) => {
      await record(request);
      return undefined;
    }),
    http.get('/api/admin/stats', () => answer('stats', () => json<AdminStats>(store.stats))),
    http.get('/api/admin/fulfillments/stats', () => answer('fulfillment', () => json<FulfillmentStats>(store.fulfillment))),
    http.get('/api/admin/users/recent', () => answer('recentUsers', () => json<AdminUser[]>(store.users.slice(0, 10)))),
    http.get('/api/admin/desires/recent', () => answer('recentDesires', () => json<AdminRecentDesire[]>(store.desires.slice(0, 10)))),
    http.get('/api/admin/users', ({ request }) =>
      answer('list', () => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const found = store.users.filter((u) => !search || u.fullName.toLowerCase().includes(search) || u.email.toLowerCase().includes(search));
        return json<AdminUserList>({ users: found.slice((page - 1) * limit, page * limit), total: found.length });
      }),
    ),
    http.get('/api/admin/users/:id/stats', ({ request }) =>
      store.userFigures ? answer('userStats', () => json<AdminUserStats>(store.userFigures!)) : error(404, `Route GET:${new URL(request.url).pathname} not found`),
    ),
    http.get('/api/admin/users/:id/desires', ({ request }) =>
      store.userFigures
        ? answer('userDesires', () => json<AdminUserDesires>({ total: store.desires.length, desires: store.desires.slice(0, 5) }))
        : error(404, `Route GET:${new URL(request.url).pathname} not found`),
    ),
    http.get('/api/admin/users/:id', ({ params }) =>
      answer('user', () => {
        const user = find(params.id);
        return user ? json<AdminUser>(user) : error(404, 'User not found');
      }),
    ),
    // The details screen reads a user's figures and desires with the spec's public calls.
    http.get('/api/stats/user/:id', async ({ request }) => {
      await record(request);
      return answer('userStats', () => json<UserStats>(store.userStats));
    }),
    http.get('/api/desires/user/:id', async ({ request }) => {
      await record(request);
      const desires = store.desires.slice(0, 5).map((d) => ({ ...d, updatedAt: d.createdAt }));
      return answer('userDesires', () => json({ total: store.desires.length, desires } as unknown as DesireList));
    }),
    http.patch('/api/admin/users/:id/role', ({ params, request }) =>
      answer('role', async () => {
        const user = find(params.id);
        if (!user) return error(404, 'User not found');
        const { role } = (await request.json()) as { role: AdminUser['role'] };
        user.role = role;
        return json<AdminUser>(user);
      }),
    ),
    http.patch('/api/admin/users/:id/block', ({ params, request }) =>
      answer('block', async () => {
        const user = find(params.id);
        if (!user) return error(404, 'User not found');
        const { blocked } = (await request.json()) as { blocked: boolean };
        user.isBlocked = blocked;
        return json<AdminUser>(user);
      }),
    ),
    http.delete('/api/admin/users/:id', ({ params }) =>
      answer('delete', () => {
        if (!find(params.id)) return error(404, 'User not found');
        store.users = store.users.filter((u) => u._id !== params.id);
        return json<MessageResponse>({ success: true, message: 'User deleted' });
      }),
    ),
  ];
  return { store, handlers: list };
}
