import { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { endpointShape, SPEC_ENDPOINTS } from '@contract/spec-endpoints';
import { createSpecBackend, DEMO_ADMIN, DEMO_PASSWORD, FALLBACK_PATH, type SpecBackend } from '../../mock-backend';

// Node 20 has no global WebSocket, and MSW intercepts the global one: the test supplies it.
globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;

/** The fields section 3 of either document names, per entity. */
const FIELDS = {
  user: ['_id', 'fullName', 'email', 'profileImage', 'bannerImage', 'bio', 'role', 'isVerified', 'hasCompletedSignup', 'profilePicUploadedAt'],
  adminUser: ['_id', 'fullName', 'email', 'profileImage', 'bannerImage', 'bio', 'role', 'isVerified', 'createdAt'],
  desire: ['_id', 'userId', 'title', 'description', 'estimatedCost', 'coverImage', 'categories', 'visibility', 'sharedWith', 'status', 'sourceUrl', 'eventName', 'fulfillments', 'reactions', 'comments', 'likes', 'createdAt', 'updatedAt'],
  fulfillment: ['userId', 'anonymous', 'message', 'fulfilledAt', 'createdAt'],
  reaction: ['_id', 'userId', 'postId', 'emoji', 'createdAt'],
  comment: ['_id', 'userId', 'postId', 'text', 'createdAt'],
  notification: ['_id', 'type', 'message', 'isRead', 'createdAt', 'fromUserId', 'desireId', 'relatedId'],
  chat: ['_id', 'participants', 'isGroup', 'name', 'lastActivity', 'lastMessage', 'hasUnreadMessages', 'unreadCount'],
  message: ['_id', 'chatId', 'content', 'senderId', 'createdAt', 'readBy', 'messageType', 'attachmentUrl', 'replyToId'],
  category: ['_id', 'name', 'description', 'color', 'icon', 'visibility', 'userId', 'isOwned', 'isDefault', 'desiresCount', 'statusBreakdown', 'sharedBy'],
  userStats: ['followers', 'following', 'desired', 'inProgress', 'achieved'],
  trending: ['_id', 'title', 'reactionsCount', 'commentsCount'],
};

/** Every key of the answer is one the spec names. */
const expectOnly = (value: unknown, fields: string[]) => {
  expect(value).toBeTypeOf('object');
  expect(Object.keys(value as object).filter((key) => !fields.includes(key))).toEqual([]);
};

const ORIGIN = 'http://localhost:5173';
const server = setupServer();
let backend: SpecBackend;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  backend = createSpecBackend();
  server.resetHandlers(...backend.handlers);
});
afterEach(() => backend.reset());
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type Json = any;

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${ORIGIN}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function signIn(email: string): Promise<string> {
  const { status, body } = await call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
  expect(status).toBe(200);
  return body.token;
}

function connect(token: string): Promise<{ socket: WebSocket; frames: Json[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://localhost:5173/ws?token=${encodeURIComponent(token)}`);
    const frames: Json[] = [];
    socket.onmessage = (event) => frames.push(JSON.parse(String(event.data)));
    socket.onopen = () => resolve({ socket, frames });
    socket.onerror = () => reject(new Error('live channel failed'));
  });
}

describe('the handlers', () => {
  it('answer every call the spec names, and nothing else but the fallback', () => {
    const shapes = new Set<string>();
    for (const handler of backend.handlers) {
      if (!(handler instanceof HttpHandler)) {
        if (handler.kind === 'websocket' && handler.test('ws://localhost:5173/ws?token=x')) shapes.add('GET /ws');
        continue;
      }
      const { method, path } = handler.info;
      if (path === FALLBACK_PATH) continue;
      shapes.add(endpointShape(`${String(method)} ${String(path).replace(/^\*/, '')}`));
    }
    const named = SPEC_ENDPOINTS.map(endpointShape);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((shape) => !shapes.has(shape))).toEqual([]);
    expect([...shapes].filter((shape) => !named.includes(shape))).toEqual([]);
  });

  it('answer a call the spec does not name with 404', async () => {
    const token = await signIn('maya@example.com');
    const { status, body } = await call('POST', '/api/auth/logout', { token });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found' });
  });
});

describe('a member session', () => {
  it('signs in, reads the feed, posts, reacts, comments and chats', async () => {
    // Sign-in answers the token alone; who it is comes from /api/auth/me.
    const login = await call('POST', '/api/auth/login', { body: { email: 'MAYA@example.com', password: DEMO_PASSWORD } });
    expect(Object.keys(login.body)).toEqual(['token']);
    const maya: string = login.body.token;
    const me = await call('GET', '/api/auth/me', { token: maya });
    expectOnly(me.body, ['user']);
    expectOnly(me.body.user, FIELDS.user);
    expect(me.body.user.fullName).toBe('Maya Chen');

    const first = await call('GET', '/api/desires/public?page=1&limit=2', { token: maya });
    expectOnly(first.body, ['desires', 'total', 'hasMore']);
    expect(first.body.desires).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.desires.every((d: Json) => d.visibility === 'public')).toBe(true);
    const following = await call('GET', '/api/desires/following', { token: maya });
    expect(following.body.desires.length).toBeGreaterThan(0);
    expect(following.body.desires.length).toBeLessThanOrEqual(10);

    const created = await call('POST', '/api/desires', {
      token: maya,
      body: { title: 'Swim in a mountain lake', description: 'Cold and clear', visibility: 'public', categories: ['Experience'], sourceUrl: '  ' },
    });
    expect(created.status).toBe(201);
    expectOnly(created.body, FIELDS.desire);
    expect(created.body).not.toHaveProperty('sourceUrl');
    expect(created.body.userId).toEqual({ _id: me.body.user._id, fullName: 'Maya Chen', profileImage: null });
    const id: string = created.body._id;

    const leo = await signIn('leo@example.com');
    const reaction = await call('POST', `/api/desires/${id}/react`, { token: leo, body: { emoji: '🔥' } });
    expect(reaction.status).toBe(201);
    expectOnly(reaction.body, FIELDS.reaction);
    const replaced = await call('POST', `/api/desires/${id}/react`, { token: leo, body: { emoji: '❤️' } });
    expect(replaced.body._id).toBe(reaction.body._id);
    const reactions = await call('GET', `/api/desires/${id}/reactions`);
    expect(reactions.body.map((r: Json) => r.emoji)).toEqual(['❤️']);

    const comment = await call('POST', `/api/desires/${id}/comments`, { token: leo, body: { text: '  Bring a towel  ' } });
    expect(comment.status).toBe(201);
    expectOnly(comment.body, FIELDS.comment);
    expect(comment.body.text).toBe('Bring a towel');
    expect(Object.keys(comment.body.userId).sort()).toEqual(['_id', 'fullName', 'profileImage']);

    const notices = await call('GET', '/api/notifications', { token: maya });
    expect(notices.body.slice(0, 2).map((n: Json) => n.type)).toEqual(['comment', 'reaction']);
    expect(notices.body).toHaveLength(6);
    notices.body.forEach((n: Json) => expectOnly(n, FIELDS.notification));
    const unread = await call('GET', '/api/notifications/unread-count', { token: maya });
    expect(unread.body).toEqual({ count: 4 });
    const read = await call('PUT', `/api/notifications/${notices.body[0]._id}/read`, { token: maya });
    expect(read.body.isRead).toBe(true);
    expect((await call('GET', '/api/notifications/unread-count', { token: maya })).body).toEqual({ count: 3 });

    // Chat: the list, the thread, a message that reaches the other member live.
    const chats = await call('GET', '/api/chats', { token: maya });
    expect(chats.body).toHaveLength(2);
    chats.body.forEach((c: Json) => expectOnly(c, FIELDS.chat));
    const withLeo = chats.body.find((c: Json) => c.participants.some((p: Json) => p.fullName === 'Leo Okafor'));
    expect(withLeo.hasUnreadMessages).toBe(true);
    const thread = await call('GET', `/api/chats/${withLeo._id}/messages`, { token: maya });
    expect(thread.body).toHaveLength(3);
    thread.body.forEach((m: Json) => expectOnly(m, FIELDS.message));

    const { socket, frames } = await connect(leo);
    socket.send(JSON.stringify({ type: 'ping' }));
    const sent = await call('POST', `/api/chats/${withLeo._id}/messages`, { token: maya, body: { content: 'Saturday!' } });
    expect(sent.status).toBe(201);
    expectOnly(sent.body, FIELDS.message);
    await vi.waitFor(() => {
      expect(frames).toContainEqual({ type: 'pong' });
      expect(frames).toContainEqual({ type: 'notification', data: { type: 'new_message', chatId: withLeo._id, message: sent.body, isSender: false } });
    });
    socket.close();
    expect((await call('GET', '/api/messages/unread-count', { token: leo })).body).toEqual({ count: 1 });
    await call('POST', `/api/chats/${withLeo._id}/messages/mark-read`, { token: leo });
    expect((await call('GET', '/api/messages/unread-count', { token: leo })).body).toEqual({ count: 0 });
  });

  it('hears reactions on desires it may see, live', async () => {
    const maya = await signIn('maya@example.com');
    const sofia = await signIn('sofia@example.com');
    const { socket, frames } = await connect(maya);
    const feed = await call('GET', '/api/desires/public', { token: sofia });
    const leos = feed.body.desires.find((d: Json) => d.userId.fullName === 'Leo Okafor');
    await call('POST', `/api/desires/${leos._id}/react`, { token: sofia, body: { emoji: '🎯' } });
    await vi.waitFor(() => expect(frames.map((f) => f.type)).toContain('reaction_update'));
    const update = frames.find((f) => f.type === 'reaction_update');
    expectOnly(update.data, ['postId', 'action', 'reaction', 'userId']);
    expect(update.data.action).toBe('added');
    socket.close();
  });

  it('refuses member calls without a valid token and the live channel with 4401', async () => {
    expect(await call('GET', '/api/auth/me')).toEqual({ status: 401, body: { message: 'Authentication required' } });
    expect((await call('GET', '/api/desires/my', { token: 'member.forged' })).status).toBe(401);
    const code = await new Promise<number>((resolve) => {
      const socket = new WebSocket('ws://localhost:5173/ws?token=nope');
      socket.onclose = (event) => resolve(event.code);
    });
    expect(code).toBe(4401);
  });
});

describe('answers hold only the fields the spec names', () => {
  it('for the admin area: me is _id and role, users have no extras, a member token is not enough', async () => {
    const login = await call('POST', '/api/admin/auth/login', { body: DEMO_ADMIN });
    expectOnly(login.body, ['token', 'user']);
    expectOnly(login.body.user, FIELDS.adminUser);
    const admin: string = login.body.token;
    const me = await call('GET', '/api/admin/auth/me', { token: admin });
    expect(Object.keys(me.body).sort()).toEqual(['_id', 'role']);
    expect(me.body.role).toBe('admin');
    const users = await call('GET', '/api/admin/users?page=1&limit=10', { token: admin });
    expectOnly(users.body, ['users', 'total']);
    expect(users.body.users).toHaveLength(5);
    users.body.users.forEach((u: Json) => expectOnly(u, FIELDS.adminUser));
    const maya = await signIn('maya@example.com');
    expect((await call('GET', '/api/admin/stats', { token: maya })).status).toBe(403);
  });

  it('for chats, categories, trending, stats and lists', async () => {
    const maya = await signIn('maya@example.com');
    const chat = (await call('GET', '/api/chats', { token: maya })).body[0];
    expect(chat).not.toHaveProperty('settings');
    expect(chat).not.toHaveProperty('blockedByOther');
    expect(chat).not.toHaveProperty('createdAt');

    const categories = (await call('GET', '/api/categories', { token: maya })).body as Json[];
    expect(categories).toHaveLength(7);
    categories.forEach((c) => expectOnly(c, FIELDS.category));
    expect(categories[0]).not.toHaveProperty('owner');
    expect(typeof categories[0].userId).toBe('string');
    expect(categories.filter((c) => c.isDefault).map((c) => c.name).sort()).toEqual(['Event', 'Experience', 'Goal', 'Other', 'Place', 'Thing']);

    const trending = await call('GET', '/api/desires/trending?limit=5&timeFilter=all');
    expect(trending.body).toHaveLength(5);
    trending.body.forEach((t: Json) => expect(Object.keys(t).sort()).toEqual([...FIELDS.trending].sort()));

    const mayaId = (await call('GET', '/api/auth/me', { token: maya })).body.user._id;
    const stats = await call('GET', `/api/stats/user/${mayaId}`);
    expect(Object.keys(stats.body).sort()).toEqual([...FIELDS.userStats].sort());
    expect(Object.keys((await call('GET', '/api/stats')).body)).toEqual(['total']);

    const theirs = await call('GET', `/api/desires/user/${mayaId}`);
    expect(Object.keys(theirs.body).sort()).toEqual(['desires', 'total']);
    const mine = await call('GET', '/api/desires/my', { token: maya });
    expect((mine.body as Json[]).map((d) => d.visibility).sort()).toEqual(['custom', 'followers', 'private', 'public', 'public']);
    // A visitor sees the public ones only: two of her five.
    expect(theirs.body.desires).toHaveLength(2);
    expect(theirs.body.desires.every((d: Json) => d.visibility === 'public')).toBe(true);
    const fulfilments = (mine.body as Json[]).flatMap((d) => d.fulfillments);
    expect(fulfilments.length).toBeGreaterThan(0);
    fulfilments.forEach((f) => expectOnly(f, FIELDS.fulfillment));
    (mine.body as Json[]).forEach((d) => expect(d).not.toHaveProperty('fulfillmentType'));
  });

  it('for the shared pages, which need no login but the owner', async () => {
    const maya = await signIn('maya@example.com');
    const mayaId = (await call('GET', '/api/auth/me', { token: maya })).body.user._id;
    const shared = ((await call('GET', '/api/categories', { token: maya })).body as Json[]).find((c) => c.visibility === 'shared');
    expect((await call('GET', `/api/shared/categories/${shared._id}`)).status).toBe(400);
    const page = await call('GET', `/api/shared/categories/${shared._id}?user=${mayaId}`);
    expectOnly(page.body, FIELDS.category);
    const desires = await call('GET', `/api/shared/categories/${shared._id}/desires?user=${mayaId}`);
    expect(desires.body.total).toBe(desires.body.desires.length);
    const privateOne = ((await call('GET', '/api/categories', { token: maya })).body as Json[]).find((c) => c.visibility === 'private');
    expect((await call('GET', `/api/shared/categories/${privateOne._id}?user=${mayaId}`)).status).toBe(404);
  });
});

describe('the spec behaviours', () => {
  it('keeps each visibility to whom it names', async () => {
    const [maya, leo, sofia, arjun] = await Promise.all(['maya', 'leo', 'sofia', 'arjun'].map((name) => signIn(`${name}@example.com`)));
    const find = async (token: string, visibility: string) => ((await call('GET', '/api/desires/my', { token })).body as Json[]).find((d) => d.visibility === visibility)._id;
    const status = async (id: string, token?: string) => (await call('GET', `/api/desires/${id}`, { token })).status;
    const privateOne = await find(maya!, 'private');
    expect([await status(privateOne, maya), await status(privateOne, leo)]).toEqual([200, 404]);
    // Leo's followers-only desire: Maya follows him, Arjun does not.
    const followersOnly = await find(leo!, 'followers');
    expect([await status(followersOnly, maya), await status(followersOnly, arjun), await status(followersOnly)]).toEqual([200, 404, 404]);
    // Maya's custom desire is shared with Leo alone.
    const custom = await find(maya!, 'custom');
    expect([await status(custom, leo), await status(custom, sofia)]).toEqual([200, 404]);
    const publicOne = await find(maya!, 'public');
    expect(await status(publicOne)).toBe(200);
  });

  it('runs the fulfilment lifecycle and names no anonymous fulfiller', async () => {
    const arjun = await signIn('arjun@example.com');
    const sofia = await signIn('sofia@example.com');
    const cello = ((await call('GET', '/api/desires/my', { token: arjun })).body as Json[])[0];
    expect((await call('PATCH', `/api/desires/${cello._id}/start-fulfillment`, { token: arjun, body: { anonymous: false } })).body.message).toContain('own desire');
    const started = await call('PATCH', `/api/desires/${cello._id}/start-fulfillment`, { token: sofia, body: { anonymous: true, message: 'For you' } });
    expect(started.body.status).toBe('in_progress');
    expect(started.body.fulfillments[0].userId.fullName).toBe('Sofia Rossi');
    const again = await call('PATCH', `/api/desires/${cello._id}/start-fulfillment`, { token: sofia, body: { anonymous: true } });
    expect(again.body.alreadyFulfilled).toBe(true);
    const done = await call('PATCH', `/api/desires/${cello._id}/complete-fulfillment`, { token: arjun, body: {} });
    expect(done.body.status).toBe('fulfilled');
    expect(done.body.fulfillments[0]).toMatchObject({ userId: null, anonymous: true, message: 'For you' });
    expect(done.body.fulfillments[0].fulfilledAt).toEqual(expect.any(String));
    const reset = await call('PATCH', `/api/desires/${cello._id}/status`, { token: arjun, body: { status: 'desired', fulfillmentType: 'tangible' } });
    expect(reset.body.status).toBe('desire');
  });

  it('searches from two characters and registers with the spec words for a taken address', async () => {
    const maya = await signIn('maya@example.com');
    expect((await call('GET', '/api/users/search?q=l', { token: maya })).body).toEqual([]);
    const found = await call('GET', '/api/users/search?q=LEO', { token: maya });
    expect(found.body.map((u: Json) => u.fullName)).toEqual(['Leo Okafor']);
    expect(Object.keys(found.body[0]).sort()).toEqual(['_id', 'bio', 'email', 'fullName', 'profileImage']);
    const taken = await call('POST', '/api/auth/register', { body: { email: 'maya@example.com', fullName: 'Maya', password: 'longenough' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('already exists');
  });

  it('signs a new member up through a mailed code', async () => {
    const registered = await call('POST', '/api/auth/register', { body: { email: 'nina@example.com', fullName: 'Nina Berg', password: 'longenough', confirmPassword: 'longenough' } });
    expect(Object.keys(registered.body)).toEqual(['token']);
    await call('POST', '/api/auth/send-otp', { body: { email: 'nina@example.com', type: 'signup' } });
    const code = backend.store.outbox.at(-1)!.code;
    const wrong = await call('POST', '/api/auth/verify-otp', { body: { email: 'nina@example.com', otp: code === '000000' ? '111111' : '000000', type: 'signup' } });
    expect(wrong.body).toMatchObject({ success: false, attemptsLeft: 4 });
    const right = await call('POST', '/api/auth/verify-otp', { body: { email: 'nina@example.com', otp: code, type: 'signup' } });
    expect(right.body.success).toBe(true);
    const finished = await call('PATCH', '/api/users/complete-signup', { token: registered.body.token, body: { hasCompletedSignup: true, profilePicUploadedAt: null } });
    expectOnly(finished.body, FIELDS.user);
    expect(finished.body).toMatchObject({ isVerified: true, hasCompletedSignup: true });
    const categories = await call('GET', '/api/categories', { token: registered.body.token });
    expect(categories.body).toHaveLength(6);
  });
});
