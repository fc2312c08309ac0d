import { http, type HttpHandler } from 'msw';
import type { CountResponse } from '@contract/counts';
import type { MessageResponse } from '@contract/errors';
import type { Notification } from '@contract/notification';
import { DEFAULT_SETTINGS, type UpdateSettingsBody, type UserSettings } from '@contract/settings';
import type { ChangePasswordBody, UserSearchResult, UserSummary } from '@contract/user';
import { error, json } from './handlers';

// Handlers for the notifications, settings and search screens. Each "server" keeps its state, so a
// read after a write sees the write, and records what the app sent.

let counter = 0;
const hex = (n: number) => n.toString(16).padStart(24, '0');

export const senders = {
  leo: { _id: '6650a1b2c3d4e5f60123beef', fullName: 'Leo Okafor', profileImage: null } satisfies UserSummary,
  ana: { _id: '6650a1b2c3d4e5f60123a0a0', fullName: 'Ana Silva', profileImage: '/uploads/ana.webp' } satisfies UserSummary,
};

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    _id: hex(0xa000 + counter),
    type: 'comment',
    message: `Leo Okafor commented on your desire (${counter})`,
    isRead: false,
    createdAt: new Date(Date.now() - counter * 5 * 60_000).toISOString(),
    fromUserId: senders.leo,
    desireId: hex(0xd100 + counter),
    relatedId: hex(0xc100 + counter),
    ...overrides,
  };
}

const ok = (message: string) => json<MessageResponse>({ success: true, message });

/** GET /api/notifications (as given, also malformed items), the unread count, PUT read. */
export function notificationServer(initial: unknown[], options: { failRead?: (id: string) => boolean } = {}) {
  const state = { items: [...initial] as Notification[], reads: [] as string[], listStatus: 200 };
  const handlers: HttpHandler[] = [
    http.get('/api/notifications', () => (state.listStatus === 200 ? json(state.items) : error(state.listStatus, 'Could not read notifications'))),
    http.get('/api/notifications/unread-count', () => json<CountResponse>({ count: state.items.filter((n) => n && n.isRead === false).length })),
    http.put('/api/notifications/:id/read', ({ params }) => {
      const id = String(params.id);
      state.reads.push(id);
      if (options.failRead?.(id)) return error(403, 'Not allowed');
      const item = state.items.find((n) => n && n._id === id);
      if (!item) return error(404, 'Notification not found');
      item.isRead = true;
      return ok('Marked as read');
    }),
  ];
  return { state, handlers };
}

/** GET and PUT /api/user/settings; `fail` makes the next writes answer with that status. */
export function settingsServer(initial: UserSettings = DEFAULT_SETTINGS) {
  const state = { settings: { ...initial }, writes: [] as UpdateSettingsBody[], failWith: 0, hold: null as Promise<void> | null };
  const handlers: HttpHandler[] = [
    http.get('/api/user/settings', () => json<UserSettings>(state.settings)),
    http.put('/api/user/settings', async ({ request }) => {
      const body = (await request.json()) as UpdateSettingsBody;
      state.writes.push(body);
      if (state.hold) await state.hold;
      if (state.failWith) return error(state.failWith, 'Could not save settings');
      state.settings = { ...state.settings, ...body };
      return json<UserSettings>(state.settings);
    }),
  ];
  return { state, handlers };
}

/** PUT /api/user/change-password: the current password must be `current`. */
export function changePasswordServer(current: string) {
  const state = { bodies: [] as ChangePasswordBody[] };
  const handler = http.put('/api/user/change-password', async ({ request }) => {
    const body = (await request.json()) as ChangePasswordBody;
    state.bodies.push(body);
    if (body.currentPassword !== current) return error(400, 'Current password is incorrect');
    return ok('Password changed successfully');
  });
  return { state, handler };
}

/** DELETE /api/user/account answering with this status. */
export function deleteAccountServer(status = 200) {
  const state = { calls: 0 };
  const handler = http.delete('/api/user/account', () => {
    state.calls += 1;
    return status === 200 ? ok('Account deleted') : error(status, 'Could not delete the account right now');
  });
  return { state, handler };
}

export const searchable: UserSearchResult[] = [
  { _id: '6650a1b2c3d4e5f60123beef', fullName: 'Leo Okafor', email: 'leo@example.com', profileImage: null, bio: 'Cyclist and coffee person.' },
  { _id: '6650a1b2c3d4e5f60123a0a0', fullName: 'Ana Silva', email: 'ana@example.com', profileImage: null, bio: null },
  { _id: '6650a1b2c3d4e5f60123a1a1', fullName: 'Mario Rossi', email: 'mario@example.com', profileImage: null, bio: 'Wants to see the northern lights.' },
  { _id: '6650a1b2c3d4e5f60123a2a2', fullName: 'Maria Lopez', email: 'maria@example.com', profileImage: '/uploads/maria.webp', bio: null },
];

/** GET /api/users/search: name or email contains the text, any case; `status` makes it fail. */
export function searchServer(users: UserSearchResult[] = searchable, status = 200) {
  const state = { queries: [] as string[] };
  const handler = http.get('/api/users/search', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    state.queries.push(q);
    if (status !== 200) return error(status, 'Search failed');
    const text = q.toLowerCase();
    return json(users.filter((u) => u.fullName.toLowerCase().includes(text) || u.email.toLowerCase().includes(text)));
  });
  return { state, handler };
}

const isId = (value: unknown) => typeof value === 'string' && /^[a-f0-9]{24}$/.test(value);

/**
 * What the screens a click leads to may read (a profile, a desire), answered "not found", so that
 * navigation tests do not depend on those screens. Other addresses fall through to later handlers.
 */
export const elsewhereHandlers: HttpHandler[] = [
  http.get('/api/users/:id', ({ params }) => (isId(params.id) ? error(404, 'User not found') : undefined)),
  http.get('/api/users/:id/:list', ({ params }) => (isId(params.id) ? json([]) : undefined)),
  http.get('/api/stats/user/:id', () => json({ followers: 0, following: 0, desired: 0, inProgress: 0, achieved: 0 })),
  http.get('/api/follow/status/:id', () => json({ isFollowing: false })),
  http.get('/api/desires/user/:id', () => json({ desires: [], total: 0, hasMore: false })),
  http.get('/api/desires/:id', ({ params }) => (isId(params.id) ? error(404, 'Desire not found') : undefined)),
  http.get('/api/desires/:id/:list', ({ params }) => (isId(params.id) ? json([]) : undefined)),
];
