import { http } from 'msw';
import { pageSizes } from '@contract/limits';
import { MESSAGES } from './messages';
import { api, asAdmin, done, fail, json, paging, readBody, type Backend } from './respond';
import { adminUserView } from './views';

/**
 * The spec (chat, categories and admin 7 "Admin"): its own sign-in and token (a member's token is refused), site
 * figures, and user management. Every answer carries only the fields that section lists.
 */

const RECENT = pageSizes.adminDashboardItems;

/** Since the local midnight: what the dashboard's "today" means. */
const isToday = (iso: string | null) => {
  if (!iso) return false;
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return Date.parse(iso) >= midnight.getTime();
};

export function adminHandlers(backend: Backend) {
  const { store } = backend;

  return [
    http.post(api('/admin/auth/login'), async ({ request }) => {
      const body = await readBody(request);
      const admin = typeof body.email === 'string' ? store.memberByEmail(body.email) : null;
      // A member's right password is still the wrong door: the same answer as a wrong one.
      if (!admin || admin.role !== 'admin' || admin.password !== body.password) return fail(401, MESSAGES.invalidCredentials);
      return json({ token: store.issueToken(admin._id, 'admin'), user: adminUserView(admin) });
    }),

    http.get(
      api('/admin/auth/me'),
      asAdmin(backend, ({ me }) => json({ _id: me._id, role: me.role })),
    ),

    http.get(
      api('/admin/stats'),
      asAdmin(backend, () =>
        json({
          totalUsers: store.members.length,
          newUsersToday: store.members.filter((m) => isToday(m.createdAt)).length,
          totalDesires: store.desires.length,
          newDesiresToday: store.desires.filter((d) => isToday(d.createdAt)).length,
          totalComments: store.comments.length,
          newCommentsToday: store.comments.filter((c) => isToday(c.createdAt)).length,
        }),
      ),
    ),

    http.get(
      api('/admin/users/recent'),
      asAdmin(backend, () =>
        json(store.newestFirst(store.members).slice(0, RECENT).map((m) => ({ _id: m._id, fullName: m.fullName, email: m.email, role: m.role, isVerified: m.isVerified }))),
      ),
    ),

    http.get(
      api('/admin/desires/recent'),
      asAdmin(backend, () =>
        json(
          store.newestFirst(store.desires).slice(0, RECENT).map((d) => {
            const owner = store.member(d.userId);
            return { _id: d._id, title: d.title, userId: owner ? { fullName: owner.fullName } : d.userId, status: d.status, visibility: d.visibility };
          }),
        ),
      ),
    ),

    http.get(
      api('/admin/fulfillments/stats'),
      asAdmin(backend, () => {
        // A fulfilment counts once it is completed, on the day it was.
        const completed = store.fulfillments.filter((f) => f.fulfilledAt !== null);
        return json({ totalFulfillments: completed.length, newFulfillmentsToday: completed.filter((f) => isToday(f.fulfilledAt)).length });
      }),
    ),

    http.get(
      api('/admin/users'),
      asAdmin(backend, ({ request }) => {
        const url = new URL(request.url);
        const { page, limit } = paging(url, pageSizes.adminUsersDefault);
        const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
        const found = store.newestFirst(store.members).filter((m) => !search || m.fullName.toLowerCase().includes(search) || m.email.includes(search));
        return json({ users: found.slice((page - 1) * limit, page * limit).map(adminUserView), total: found.length });
      }),
    ),

    http.get(
      api('/admin/users/:id'),
      asAdmin(backend, ({ params }) => {
        const user = store.member(params.id);
        return user ? json(adminUserView(user)) : fail(404, MESSAGES.userNotFound);
      }),
    ),

    http.patch(
      api('/admin/users/:id/role'),
      asAdmin(backend, async ({ request, params, me }) => {
        const user = store.member(params.id);
        if (!user) return fail(404, MESSAGES.userNotFound);
        const { role } = await readBody(request);
        if (role !== 'user' && role !== 'admin') return fail(400, MESSAGES.roleInvalid);
        if (user._id === me._id && role !== 'admin') return fail(400, MESSAGES.ownRole);
        user.role = role;
        return json(adminUserView(user));
      }),
    ),

    http.delete(
      api('/admin/users/:id'),
      asAdmin(backend, ({ params }) => {
        const user = store.member(params.id);
        if (!user) return fail(404, MESSAGES.userNotFound);
        if (user.role === 'admin') return fail(403, MESSAGES.adminNotDeletable);
        store.removeMember(user._id);
        return done('User deleted');
      }),
    ),
  ];
}
