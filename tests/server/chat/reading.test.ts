import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type Chat } from '@contract/chat';
import { call, makeMember, message } from '../helpers/desires';
import { chatBetween, chatPair, chatsOf, markRead, openChat, pageOf, send, unreadMessagesOf } from '../helpers/chat';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const pair = (a?: string, b?: string) => chatPair(t, a, b);
const chatAs = async (who: Parameters<typeof chatsOf>[1], chatId: string) => (await call(t.app, 'GET', `/chats/${chatId}`, who)).json<Chat>();

describe('unread and read', () => {
  it('counts incoming messages for each side, before and after marking read, and names who read what', async () => {
    const { x, y, chat } = await pair();
    const first = await send(t, x, chat._id, 'one');
    await send(t, x, chat._id, 'two');
    await send(t, y, chat._id, 'back');
    expect([await unreadMessagesOf(t, x), await unreadMessagesOf(t, y)]).toEqual([1, 2]);
    expect(await chatAs(y, chat._id)).toMatchObject({ unreadCount: 2, hasUnreadMessages: true });
    expect(await chatAs(x, chat._id)).toMatchObject({ unreadCount: 1, hasUnreadMessages: true });

    expect(await markRead(t, y, chat._id)).toBe(2);
    expect([await unreadMessagesOf(t, x), await unreadMessagesOf(t, y)]).toEqual([1, 0]);
    expect(await chatAs(y, chat._id)).toMatchObject({ unreadCount: 0, hasUnreadMessages: false });
    // again: nothing more to mark
    expect(await markRead(t, y, chat._id)).toBe(0);

    const page = await pageOf(t, x, chat._id);
    const [one, two, back] = page.messages;
    expect(one?._id).toBe(first._id);
    expect(one?.readBy.map((r) => r.userId)).toEqual([y.id]);
    expect(two?.readBy.map((r) => r.userId)).toEqual([y.id]);
    expect(new Date(one?.readBy[0]?.readAt ?? '').getTime()).toBeGreaterThanOrEqual(new Date(back?.createdAt ?? '').getTime());
    // x has not read y's answer; a sender never reads their own
    expect(back?.readBy).toEqual([]);

    const later = await send(t, x, chat._id, 'three');
    expect(await unreadMessagesOf(t, y)).toBe(1);
    expect((await pageOf(t, y, chat._id)).messages.find((m) => m._id === later._id)?.readBy).toEqual([]);
    expect(await markRead(t, x, chat._id)).toBe(1);
    expect(await unreadMessagesOf(t, x)).toBe(0);
  });

  it('adds up across chats; a muted chat keeps its own count but leaves the total', async () => {
    const me = await makeMember(t, 'Centre');
    const a = await pair();
    const [b, c] = [await makeMember(t, 'Bea'), await makeMember(t, 'Cy')];
    const withB = await chatBetween(t, me, b);
    const withC = await chatBetween(t, me, c);
    await send(t, b, withB._id, 'b1');
    await send(t, b, withB._id, 'b2');
    await send(t, c, withC._id, 'c1');
    await send(t, a.x, a.chat._id, 'not for Centre');
    expect(await unreadMessagesOf(t, me)).toBe(3);

    const muted = await call(t.app, 'PATCH', `/chats/${withB._id}/settings`, me, { muted: true });
    expect(muted.statusCode).toBe(200);
    expect(muted.json<Chat>()).toMatchObject({ _id: withB._id, settings: { muted: true, blocked: false }, unreadCount: 2 });
    expect(await unreadMessagesOf(t, me)).toBe(1);
    expect((await chatsOf(t, me)).find((chat) => chat._id === withB._id)).toMatchObject({ unreadCount: 2, hasUnreadMessages: true });
    // muting is the reader's own: b's view is unchanged
    expect((await chatAs(b, withB._id)).settings?.muted).toBe(false);
    expect((await call(t.app, 'PATCH', `/chats/${withB._id}/settings`, me, { muted: false })).json<Chat>().settings?.muted).toBe(false);
    expect(await unreadMessagesOf(t, me)).toBe(3);
    // an empty change answers the chat as it is
    expect((await call(t.app, 'PATCH', `/chats/${withB._id}/settings`, me, {})).json<Chat>().settings).toEqual({ muted: false, blocked: false });
  });

  it('a read mark is the newest message when marking: a message stored after it stays unread', async () => {
    const { x, y, chat } = await pair();
    await send(t, x, chat._id, 'seen');
    await markRead(t, y, chat._id);
    expect(await exactMark(chat._id, y.id)).toBe(true);
    await send(t, x, chat._id, 'after');
    expect(await unreadMessagesOf(t, y)).toBe(1);
  });
});

async function exactMark(chatId: string, userId: string): Promise<boolean> {
  const result = await t.database.db.execute(
    sql`select last_read_at = (select max(created_at) from messages where chat_id = ${chatId}) as exact from chat_members where chat_id = ${chatId} and user_id = ${userId}`,
  );
  const rows = (result as { rows?: { exact: boolean }[] }).rows ?? [];
  return rows[0]?.exact ?? false;
}

describe('blocking', () => {
  it('stops both sides from sending, with a message for each; the blocked side cannot start it again; unblocking restores', async () => {
    const { x, y, chat } = await pair('Blocker', 'Blocked');
    await send(t, y, chat._id, 'before the block');
    const blocked = await call(t.app, 'PATCH', `/chats/${chat._id}/settings`, x, { blocked: true });
    expect(blocked.json<Chat>()).toMatchObject({ settings: { blocked: true }, blockedByOther: false });
    expect(await chatAs(y, chat._id)).toMatchObject({ settings: { blocked: false }, blockedByOther: true });

    const fromBlocker = await call(t.app, 'POST', `/chats/${chat._id}/messages`, x, { content: 'hello?' });
    expect([fromBlocker.statusCode, message(fromBlocker)]).toEqual([403, CHAT_MESSAGES.blockedByMe]);
    const fromBlocked = await call(t.app, 'POST', `/chats/${chat._id}/messages`, y, { content: 'hello?' });
    expect([fromBlocked.statusCode, message(fromBlocked)]).toEqual([403, CHAT_MESSAGES.blockedByOther]);
    const restart = await call(t.app, 'POST', '/chats', y, { otherUserId: x.id });
    expect([restart.statusCode, message(restart)]).toEqual([403, CHAT_MESSAGES.blockedByOther]);
    // the blocker may still open it; nothing was stored meanwhile
    expect((await call(t.app, 'POST', '/chats', x, { otherUserId: y.id })).statusCode).toBe(200);
    expect((await pageOf(t, x, chat._id)).messages.map((m) => m.content)).toEqual(['before the block']);

    // deleting it on both sides does not lift the block
    expect((await call(t.app, 'DELETE', `/chats/${chat._id}`, y)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/chats/${chat._id}`, x)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/chats', y, { otherUserId: x.id })).statusCode).toBe(403);

    expect((await call(t.app, 'PATCH', `/chats/${chat._id}/settings`, x, { blocked: false })).json<Chat>().settings?.blocked).toBe(false);
    expect((await openChat(t, y, x))._id).toBe(chat._id);
    expect((await call(t.app, 'POST', `/chats/${chat._id}/messages`, y, { content: 'thanks' })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', `/chats/${chat._id}/messages`, x, { content: 'welcome' })).statusCode).toBe(201);
  });

  it('refuses settings that are not booleans (400)', async () => {
    const { x, chat } = await pair();
    expect((await call(t.app, 'PATCH', `/chats/${chat._id}/settings`, x, { muted: 'yes' })).statusCode).toBe(400);
  });
});
