import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@contract/chat';
import { chats, messages } from '../../../server/src/db/schema';
import { call, makeMember, message } from '../helpers/desires';
import { chatBetween, chatPair, chatsOf, markRead, openChat, pageOf, send, unreadMessagesOf } from '../helpers/chat';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const pair = (a?: string, b?: string) => chatPair(t, a, b);
const messageRows = async (chatId: string) => (await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.chatId, chatId))).length;

describe('DELETE /api/chats/:chatId', () => {
  it('clears the chat for the one who deletes it; the other keeps theirs; a new message brings it back holding only the newer ones', async () => {
    const { x, y, chat } = await pair('Deleter', 'Keeper');
    await send(t, x, chat._id, 'old one');
    await send(t, y, chat._id, 'old two');
    const res = await call(t.app, 'DELETE', `/chats/${chat._id}`, x);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Chat deleted' }]);

    expect(await chatsOf(t, x)).toEqual([]);
    expect(await unreadMessagesOf(t, x)).toBe(0);
    // still theirs to open, but empty
    expect((await pageOf(t, x, chat._id)).messages).toEqual([]);
    expect((await call(t.app, 'GET', `/chats/${chat._id}`, x)).json()).toMatchObject({ lastMessage: null, unreadCount: 0 });
    // the other participant keeps everything
    expect((await pageOf(t, y, chat._id)).messages.map((m) => m.content)).toEqual(['old one', 'old two']);
    expect((await chatsOf(t, y)).map((c) => c._id)).toEqual([chat._id]);

    await send(t, y, chat._id, 'are you there?');
    const back = await chatsOf(t, x);
    expect(back.map((c) => c._id)).toEqual([chat._id]);
    expect(back[0]).toMatchObject({ lastMessage: { content: 'are you there?' }, unreadCount: 1 });
    expect((await pageOf(t, x, chat._id)).messages.map((m) => m.content)).toEqual(['are you there?']);
    expect(await unreadMessagesOf(t, x)).toBe(1);
    expect(await markRead(t, x, chat._id)).toBe(1);
    expect((await pageOf(t, y, chat._id)).messages.map((m) => m.content)).toEqual(['old one', 'old two', 'are you there?']);
  });

  it('starting the chat again answers the same chat, back in the list, its history still cleared', async () => {
    const { x, y, chat } = await pair();
    await send(t, y, chat._id, 'history');
    await call(t.app, 'DELETE', `/chats/${chat._id}`, x);
    const again = await call(t.app, 'POST', '/chats', x, { otherUserId: y.id });
    expect([again.statusCode, again.json<{ _id: string }>()._id]).toEqual([200, chat._id]);
    expect((await chatsOf(t, x)).map((c) => c._id)).toEqual([chat._id]);
    expect((await pageOf(t, x, chat._id)).messages).toEqual([]);
    expect((await pageOf(t, y, chat._id)).messages).toHaveLength(1);
  });

  it('removes the rows once both sides have deleted; a later start makes a new chat', async () => {
    const { x, y, chat } = await pair();
    await send(t, x, chat._id, 'first');
    await call(t.app, 'DELETE', `/chats/${chat._id}`, x);
    // both cleared "first": it is gone from the table, not only from view
    await send(t, y, chat._id, 'second');
    await call(t.app, 'DELETE', `/chats/${chat._id}`, y);
    expect(await messageRows(chat._id)).toBe(1);
    await call(t.app, 'DELETE', `/chats/${chat._id}`, x);
    expect(await messageRows(chat._id)).toBe(0);
    expect(await t.database.db.select().from(chats).where(eq(chats.id, chat._id))).toEqual([]);
    const gone = await call(t.app, 'GET', `/chats/${chat._id}`, x);
    expect([gone.statusCode, message(gone)]).toEqual([404, CHAT_MESSAGES.noAccess]);
    const fresh = await openChat(t, y, x);
    expect(fresh._id).not.toBe(chat._id);
  });
});

describe('deleting an account', () => {
  it('takes its chats and messages with it; the other side lists nothing and nothing fails', async () => {
    const { x: leaver, y: stayer, chat } = await pair('Leaver', 'Stayer');
    const other = await chatBetween(t, stayer, await makeMember(t, 'Third'));
    await send(t, leaver, chat._id, 'goodbye');
    await send(t, stayer, other._id, 'hi third');
    await send(t, stayer, chat._id, 'wait');
    expect(await unreadMessagesOf(t, leaver)).toBe(1);
    expect((await call(t.app, 'DELETE', '/user/account', leaver)).statusCode).toBe(200);

    expect((await chatsOf(t, stayer)).map((c) => c._id)).toEqual([other._id]);
    expect(await unreadMessagesOf(t, stayer)).toBe(0);
    for (const [method, url] of [
      ['GET', `/chats/${chat._id}`],
      ['GET', `/chats/${chat._id}/messages`],
      ['POST', `/chats/${chat._id}/messages/mark-read`],
      ['DELETE', `/chats/${chat._id}`],
    ] as const) {
      expect((await call(t.app, method, url, stayer)).statusCode).toBe(404);
    }
    expect((await call(t.app, 'POST', `/chats/${chat._id}/messages`, stayer, { content: 'hello?' })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/chats', stayer, { otherUserId: leaver.id })).statusCode).toBe(404);
    expect(await messageRows(chat._id)).toBe(0);
    expect(await memberRows(leaver.id)).toBe(0);
  });
});

async function memberRows(userId: string): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from chat_members where user_id = ${userId}`);
  return ((result as { rows?: { n: number }[] }).rows ?? [])[0]?.n ?? -1;
}
