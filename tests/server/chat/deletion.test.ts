import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@contract/chat';
import { chats, messages } from '../../../server/src/db/schema';
import { call, makeMember, message } from '../helpers/desires';
import { chatBetween, chatPair, chatsOf, pageOf, send, unreadMessagesOf } from '../helpers/chat';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const pair = (a?: string, b?: string) => chatPair(t, a, b);
const messageRows = async (chatId: string) => (await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.chatId, chatId))).length;

describe('DELETE /api/chats/:chatId', () => {
  it('deletes the conversation and all its messages for both participants, as the confirmation says', async () => {
    const { x, y, chat } = await pair('Deleter', 'Keeper');
    const third = await makeMember(t, 'Third');
    const elsewhere = await chatBetween(t, third, y);
    await send(t, third, elsewhere._id, 'hi from elsewhere');
    await send(t, x, chat._id, 'old one');
    await send(t, y, chat._id, 'old two');
    await send(t, x, chat._id, 'unread by the keeper');
    expect((await chatsOf(t, y)).map((c) => c._id)).toEqual([chat._id, elsewhere._id]);
    expect(await unreadMessagesOf(t, y)).toBe(3);

    const res = await call(t.app, 'DELETE', `/chats/${chat._id}`, x);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Chat deleted' }]);

    // gone from the table, not only from view
    expect(await messageRows(chat._id)).toBe(0);
    expect(await t.database.db.select().from(chats).where(eq(chats.id, chat._id))).toEqual([]);
    // both lists, both unread counts
    expect(await chatsOf(t, x)).toEqual([]);
    expect((await chatsOf(t, y)).map((c) => c._id)).toEqual([elsewhere._id]);
    expect(await unreadMessagesOf(t, x)).toBe(0);
    expect(await unreadMessagesOf(t, y)).toBe(1);
    // neither side can read or write it any more
    for (const who of [x, y]) {
      for (const [method, url] of [
        ['GET', `/chats/${chat._id}`],
        ['GET', `/chats/${chat._id}/messages`],
        ['POST', `/chats/${chat._id}/messages/mark-read`],
        ['DELETE', `/chats/${chat._id}`],
      ] as const) {
        const gone = await call(t.app, method, url, who);
        expect([gone.statusCode, message(gone)]).toEqual([404, CHAT_MESSAGES.noAccess]);
      }
    }
    // the keeper's other chat is untouched
    expect((await pageOf(t, y, elsewhere._id)).messages.map((m) => m.content)).toEqual(['hi from elsewhere']);
  });

  it('starting the chat again makes a new, empty one', async () => {
    const { x, y, chat } = await pair();
    await send(t, y, chat._id, 'history');
    await call(t.app, 'DELETE', `/chats/${chat._id}`, y);
    const again = await call(t.app, 'POST', '/chats', x, { otherUserId: y.id });
    const fresh = again.json<{ _id: string }>();
    expect(again.statusCode).toBe(201);
    expect(fresh._id).not.toBe(chat._id);
    expect((await pageOf(t, x, fresh._id)).messages).toEqual([]);
    expect((await pageOf(t, y, fresh._id)).messages).toEqual([]);
  });

  it('under a block the chat is emptied and leaves both lists, and the block stands', async () => {
    const { x, y, chat } = await pair('Blocker', 'Blocked');
    await send(t, y, chat._id, 'before the block');
    expect((await call(t.app, 'PATCH', `/chats/${chat._id}/settings`, x, { blocked: true })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/chats/${chat._id}`, y)).statusCode).toBe(200);

    expect(await messageRows(chat._id)).toBe(0);
    expect(await chatsOf(t, x)).toEqual([]);
    expect(await chatsOf(t, y)).toEqual([]);
    expect(await unreadMessagesOf(t, x)).toBe(0);
    const restart = await call(t.app, 'POST', '/chats', y, { otherUserId: x.id });
    expect([restart.statusCode, message(restart)]).toEqual([403, CHAT_MESSAGES.blockedByOther]);
    // the blocker finds it again, empty and still blocked
    const back = await call(t.app, 'POST', '/chats', x, { otherUserId: y.id });
    expect([back.statusCode, back.json<{ _id: string; settings: unknown }>()]).toMatchObject([200, { _id: chat._id, settings: { blocked: true } }]);
    expect((await pageOf(t, x, chat._id)).messages).toEqual([]);
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
