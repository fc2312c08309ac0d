import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type Chat } from '@contract/chat';
import { call, follow, makeMember, makeMembers, message, type Member } from '../helpers/desires';
import { makeAdmin } from '../helpers/people';
import { chatBetween, send } from '../helpers/chat';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let m: Record<'ann' | 'ben' | 'cal' | 'dee', Member>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  m = await makeMembers(t, ['ann', 'ben', 'cal', 'dee'] as const);
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

describe('POST /api/chats', () => {
  it('starts the chat when the caller follows the other (201), and answers the same chat afterwards (200), to either side', async () => {
    await follow(t.database.db, m.ann, m.ben);
    const first = await call(t.app, 'POST', '/chats', m.ann, { otherUserId: m.ben.id });
    expect(first.statusCode).toBe(201);
    const chat = first.json<Chat>();
    expect(chat).toMatchObject({ isGroup: false, name: null, lastMessage: null, unreadCount: 0, hasUnreadMessages: false, blockedByOther: false });
    expect(chat.settings).toEqual({ muted: false, blocked: false });
    expect(chat.participants.map((p) => p._id).sort()).toEqual([m.ann.id, m.ben.id].sort());
    expect(chat.participants.find((p) => p._id === m.ben.id)).toMatchObject({ fullName: 'ben' });
    const again = await call(t.app, 'POST', '/chats', m.ann, { otherUserId: m.ben.id });
    expect([again.statusCode, again.json<Chat>()._id]).toEqual([200, chat._id]);
    // ben is followed by ann: the connection counts both ways
    const fromBen = await call(t.app, 'POST', '/chats', m.ben, { otherUserId: m.ann.id });
    expect([fromBen.statusCode, fromBen.json<Chat>()._id]).toEqual([200, chat._id]);
  });

  it('makes one chat when both ask at the same moment; both answers name it', async () => {
    const [x, y] = [await makeMember(t, 'Racer X'), await makeMember(t, 'Racer Y')];
    await follow(t.database.db, x, y);
    const answers = await Promise.all([
      call(t.app, 'POST', '/chats', x, { otherUserId: y.id }),
      call(t.app, 'POST', '/chats', y, { otherUserId: x.id }),
      call(t.app, 'POST', '/chats', x, { otherUserId: y.id }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((res) => res.json<Chat>()._id)).size).toBe(1);
  });

  it('refuses members who are not connected, oneself, an unknown member and an admin', async () => {
    const refused = async (otherUserId: string, as = m.cal) => {
      const res = await call(t.app, 'POST', '/chats', as, { otherUserId });
      return [res.statusCode, message(res)];
    };
    expect(await refused(m.dee.id)).toEqual([403, CHAT_MESSAGES.notConnected]);
    expect(await refused(m.cal.id)).toEqual([400, CHAT_MESSAGES.withSelf]);
    expect(await refused('0123456789abcdef01234567')).toEqual([404, CHAT_MESSAGES.unknownMember]);
    expect(await refused(admin.id)).toEqual([404, CHAT_MESSAGES.unknownMember]);
    const bad = await call(t.app, 'POST', '/chats', m.cal, { otherUserId: 'not an id' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an admin’s id exactly as an unknown one, even to a member who follows the admin', async () => {
    await follow(t.database.db, m.dee, admin);
    const asked = async (otherUserId: string) => {
      const res = await call(t.app, 'POST', '/chats', m.dee, { otherUserId });
      return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
    };
    const [ofAdmin, ofNobody] = [await asked(admin.id), await asked('0123456789abcdef01234568')];
    expect(ofNobody).toMatchObject({ status: 404 });
    expect(ofAdmin).toEqual(ofNobody);
  });
});

describe('who may use a chat', () => {
  let chat: Chat;
  let pat: Member;
  let quinn: Member;
  beforeAll(async () => {
    [pat, quinn] = [await makeMember(t, 'Pat'), await makeMember(t, 'Quinn')];
    chat = await chatBetween(t, pat, quinn);
    await send(t, pat, chat._id, 'Only for Quinn');
  });

  const calls = (chatId: string): [string, string, unknown][] => [
    ['GET', `/chats/${chatId}`, undefined],
    ['GET', `/chats/${chatId}/messages`, undefined],
    ['POST', `/chats/${chatId}/messages`, { content: 'Hello' }],
    ['POST', `/chats/${chatId}/messages/mark-read`, undefined],
    ['PATCH', `/chats/${chatId}/settings`, { muted: true }],
    ['DELETE', `/chats/${chatId}`, undefined],
  ];

  it('a member who is not a participant gets 404 with the no-access message on every call, as for an unknown or malformed id', async () => {
    for (const chatId of [chat._id, '0123456789abcdef01234567', 'nonsense', 'ABCDEF0123456789ABCDEF01']) {
      for (const [method, url, body] of calls(chatId)) {
        const res = await call(t.app, method as 'GET', url, m.cal, body);
        expect({ url, status: res.statusCode, message: message(res) }).toEqual({ url, status: 404, message: CHAT_MESSAGES.noAccess });
      }
    }
    // nothing of it leaked: the participants still see their message and no settings changed
    const seen = await call(t.app, 'GET', `/chats/${chat._id}`, quinn);
    expect(seen.json<Chat>()).toMatchObject({ lastMessage: { content: 'Only for Quinn' }, settings: { muted: false } });
  });

  it('a visitor without a token gets 401 everywhere, before any input check', async () => {
    for (const [method, url, body] of [...calls(chat._id), ...calls('nonsense'), ['GET', '/chats', undefined], ['POST', '/chats', { otherUserId: 'x' }], ['GET', '/messages/unread-count', undefined]] as [string, string, unknown][]) {
      const res = await call(t.app, method as 'GET', url, null, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('an admin, by admin token or by a member session of an admin account, gets 403 "admins excluded" everywhere', async () => {
    const everything: [string, string, unknown][] = [
      ...calls(chat._id),
      ['GET', '/chats', undefined],
      ['POST', '/chats', { otherUserId: pat.id }],
      ['GET', '/messages/unread-count', undefined],
    ];
    for (const token of [admin.token, admin.memberKindToken]) {
      for (const [method, url, body] of everything) {
        const res = await t.app.inject({ method: method as 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
        expect({ url, status: res.statusCode, message: message(res) }).toEqual({ url, status: 403, message: CHAT_MESSAGES.adminsExcluded });
      }
    }
    // elsewhere an admin token stays what it was: not a member session
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(401);
  });

  it('an unknown token is 401 on chat calls too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chats', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(res.statusCode).toBe(401);
  });

  it('a participant reads, writes, marks read and deletes', async () => {
    expect((await call(t.app, 'GET', `/chats/${chat._id}`, quinn)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/chats/${chat._id}/messages`, quinn)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/chats/${chat._id}/messages`, quinn, { content: 'Hi Pat' })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', `/chats/${chat._id}/messages/mark-read`, quinn)).json()).toEqual({ markedCount: 1 });
    const deleted = await call(t.app, 'DELETE', `/chats/${chat._id}`, quinn);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'Chat deleted' }]);
  });
});
