import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type Chat, type ChatMessage } from '@contract/chat';
import { chatLimits } from '@contract/limits';
import { pageQuery } from '../../../server/src/services/chat-messages';
import { call, makeMember, message } from '../helpers/desires';
import { chatBetween, chatPair, chatsOf, pageOf, send } from '../helpers/chat';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const pair = (a?: string, b?: string) => chatPair(t, a, b);

describe('sending', () => {
  it('stores the content trimmed, as plain text, and answers the message (201)', async () => {
    const { x, chat } = await pair();
    const res = await call(t.app, 'POST', `/chats/${chat._id}/messages`, x, { content: '  <b>Hi</b> & "bye"\nline two  ' });
    expect(res.statusCode).toBe(201);
    const sent = res.json<ChatMessage>();
    expect(sent).toMatchObject({ chatId: chat._id, content: '<b>Hi</b> & "bye"\nline two', senderId: { _id: x.id, fullName: 'Ada' }, readBy: [], messageType: 'text', attachmentUrl: null, replyToId: null });
    expect(new Date(sent.createdAt).toISOString()).toBe(sent.createdAt);
    expect((await pageOf(t, x, chat._id)).messages).toEqual([sent]);
  });

  it('refuses blank, whitespace-only, invisible-only and control characters (400), accepts exactly 1000 and refuses 1001', async () => {
    const { x, chat } = await pair();
    const answer = async (content: unknown) => {
      const res = await call(t.app, 'POST', `/chats/${chat._id}/messages`, x, { content });
      return [res.statusCode, res.statusCode === 201 ? 'sent' : message(res)];
    };
    expect(await answer('')).toEqual([400, 'Message cannot be empty']);
    expect(await answer(' \n\t  ')).toEqual([400, 'Message cannot be empty']);
    expect(await answer('\u200b\u200d\ufeff')).toEqual([400, 'Message cannot be empty']);
    expect(await answer('bell\u0007')).toEqual([400, 'Text cannot contain control characters']);
    expect((await answer('nul\u0000'))[0]).toBe(400);
    expect(await answer('x'.repeat(chatLimits.messageMax))).toEqual([201, 'sent']);
    expect(await answer('x'.repeat(chatLimits.messageMax + 1))).toEqual([400, 'Message must be less than 1000 characters']);
    expect((await answer(42))[0]).toBe(400);
    const res = await call(t.app, 'POST', `/chats/${chat._id}/messages`, x, {});
    expect(res.statusCode).toBe(400);
    expect((await pageOf(t, x, chat._id)).messages).toHaveLength(1);
  });

  it('moves the chat to the top of both lists, with the last message', async () => {
    const me = await makeMember(t, 'Busy');
    const [first, second, third] = [await makeMember(t, 'First'), await makeMember(t, 'Second'), await makeMember(t, 'Third')];
    const chats: Chat[] = [];
    for (const other of [first, second, third]) chats.push(await chatBetween(t, me, other));
    // newest chat first while nothing has been written
    expect((await chatsOf(t, me)).map((c) => c._id)).toEqual([chats[2]?._id, chats[1]?._id, chats[0]?._id]);
    await send(t, me, chats[0]!._id, 'to first');
    await send(t, second, chats[1]!._id, 'from second');
    const list = await chatsOf(t, me);
    expect(list.map((c) => c._id)).toEqual([chats[1]?._id, chats[0]?._id, chats[2]?._id]);
    expect(list[0]).toMatchObject({ lastMessage: { content: 'from second', senderId: { _id: second.id } }, unreadCount: 1, hasUnreadMessages: true });
    expect(list[1]).toMatchObject({ lastMessage: { content: 'to first', senderId: { _id: me.id } }, unreadCount: 0, hasUnreadMessages: false });
    expect(list[0]?.lastActivity).toBe(list[0]?.lastMessage?.timestamp);
    expect((await chatsOf(t, second)).map((c) => c._id)).toEqual([chats[1]?._id]);
  });

  it('answers 429 with the chat message past the per-minute limit of an account', async () => {
    const strict = await createTestApp({ rateLimitFactor: 1 });
    try {
      const [x, y] = [await makeMember(strict, 'Fast'), await makeMember(strict, 'Reader')];
      const chat = await chatBetween(strict, x, y);
      const statuses: number[] = [];
      for (let i = 0; i < chatLimits.messagesPerMinute; i++) statuses.push((await call(strict.app, 'POST', `/chats/${chat._id}/messages`, x, { content: `n${i}` })).statusCode);
      expect(statuses).toEqual(Array.from({ length: chatLimits.messagesPerMinute }, () => 201));
      const refused = await call(strict.app, 'POST', `/chats/${chat._id}/messages`, x, { content: 'one more' });
      expect([refused.statusCode, message(refused)]).toEqual([429, CHAT_MESSAGES.tooFast]);
      // the other member is counted on their own
      expect((await call(strict.app, 'POST', `/chats/${chat._id}/messages`, y, { content: 'my turn' })).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe('the shared read cache', () => {
  it('chat reads are not kept in it, and chat writes leave it as it was', async () => {
    const { x, y, chat } = await pair('Cached', 'Reader');
    await send(t, y, chat._id, 'first');
    expect((await call(t.app, 'GET', '/desires/public', x)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/desires/public', y)).statusCode).toBe(200);
    const kept = t.app.readCache.size;
    expect(kept).toBeGreaterThan(0);
    await chatsOf(t, x);
    await pageOf(t, x, chat._id);
    expect((await call(t.app, 'GET', `/chats/${chat._id}`, x)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/messages/unread-count', x)).statusCode).toBe(200);
    await send(t, x, chat._id, 'second');
    expect((await call(t.app, 'POST', `/chats/${chat._id}/messages/mark-read`, y)).statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', `/chats/${chat._id}/settings`, y, { muted: true })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/chats', y, { otherUserId: x.id })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/chats/${chat._id}`, y)).statusCode).toBe(200);
    expect(t.app.readCache.size).toBe(kept);
    // any other write still empties it
    expect((await call(t.app, 'POST', '/desires', x, { title: 'A write elsewhere' })).statusCode).toBe(201);
    expect(t.app.readCache.size).toBeLessThan(kept);
  });
});

describe('paging a thread', () => {
  it('75 messages by 30: three pages, oldest first within each, no duplicates, then no cursor', async () => {
    const { x, y, chat } = await pair('Pager', 'Paged');
    for (let i = 0; i < 75; i++) await send(t, i % 2 ? y : x, chat._id, `message ${i}`);
    const first = await pageOf(t, x, chat._id);
    expect(first.messages.map((m) => m.content)).toEqual(Array.from({ length: 30 }, (_, i) => `message ${45 + i}`));
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toBe(first.messages[0]?._id);
    const second = await pageOf(t, x, chat._id, `?before=${first.nextCursor}&limit=30`);
    expect(second.messages.map((m) => m.content)).toEqual(Array.from({ length: 30 }, (_, i) => `message ${15 + i}`));
    const third = await pageOf(t, x, chat._id, `?before=${second.nextCursor}`);
    expect(third.messages.map((m) => m.content)).toEqual(Array.from({ length: 15 }, (_, i) => `message ${i}`));
    expect([third.hasMore, third.nextCursor]).toEqual([false, null]);
    const ids = [...first.messages, ...second.messages, ...third.messages].map((m) => m._id);
    expect(new Set(ids).size).toBe(75);
    // exactly a page's worth left: no further page is promised
    const exact = await pageOf(t, x, chat._id, `?before=${second.nextCursor}&limit=15`);
    expect([exact.messages.length, exact.hasMore, exact.nextCursor]).toEqual([15, false, null]);
  });

  it('refuses a limit out of 1..100 (400); a cursor from another chat names nothing here', async () => {
    const { x, chat } = await pair();
    const other = await pair();
    const foreign = await send(t, other.x, other.chat._id, 'elsewhere');
    await send(t, x, chat._id, 'here');
    for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?before=xyz']) expect((await call(t.app, 'GET', `/chats/${chat._id}/messages${q}`, x)).statusCode).toBe(400);
    expect(await pageOf(t, x, chat._id, `?before=${foreign._id}`)).toEqual({ messages: [], hasMore: false, nextCursor: null });
  });

  it('reads a page deep in a 10,000-message chat with the index, not by scanning the chat', async () => {
    const { x, y, chat } = await pair('Deep', 'Thread');
    await t.database.db.execute(sql`
      insert into messages (id, chat_id, sender_id, content, created_at)
      select lpad(to_hex(n), 24, '0'), ${chat._id}, case when n % 2 = 0 then ${x.id} else ${y.id} end, 'bulk ' || n,
             timestamptz '2024-01-01' + n * interval '1 second'
      from generate_series(1, 10000) n`);
    // as the periodic maintenance (or PostgreSQL's autovacuum) leaves the statistics
    await t.database.db.execute(sql`analyze messages`);
    const first = await pageOf(t, x, chat._id);
    expect(first.messages.at(-1)?.content).toBe('bulk 10000');
    // The thread's rows are read from the end of its index and no further than the page.
    for (const before of [undefined, first.nextCursor ?? undefined]) {
      const plan = await t.database.db.execute(sql`explain (analyze, format json) ${pageQuery(chat._id, x.id, before, 31)}`);
      const scans = planNodes(plan).filter((node) => node['Alias'] === 'm');
      expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([['Index Scan', 'messages_chat_created_idx']]);
      expect(scans[0]?.['Actual Rows']).toBeLessThanOrEqual(31);
    }
    const deep = await pageOf(t, x, chat._id, `?before=${first.nextCursor}`);
    expect(deep.messages.map((m) => m.content)).toEqual(Array.from({ length: 30 }, (_, i) => `bulk ${9941 + i}`));
  });
});

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) answer. */
function planNodes(result: unknown): PlanNode[] {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  const raw = rows[0]?.['QUERY PLAN'];
  const root = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const out: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    out.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root[0]!.Plan);
  return out;
}
