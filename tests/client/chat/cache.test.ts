import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@contract/chat';
import { statusOf, threadMessages, withArrivedMessage, withMessageConfirmed, withOptimisticMessage, withMessageStatus, type Thread } from '@/features/chat/api/cache';
import { receiveChatMessage } from '@/features/chat/api/live-updates';
import { setOpenChat } from '@/features/chat/api/open-chat';
import { chatQueries } from '@/features/chat/api/queries';
import { threadQueries } from '@/features/chat/api/thread-queries';
import { chatPeople, chatServer, makeChat, makeMessage } from '../msw/chat';
import { server } from '../msw/server';

const me = chatPeople.maya._id;
const threadOf = (messages: ChatMessage[]): Thread => ({ pages: [{ messages, hasMore: false, nextCursor: null }], pageParams: [null] });
const ids = (thread: Thread | undefined) => threadMessages(thread).map((m) => m._id);

describe('thread patchers', () => {
  const chatId = 'c1';
  const older = makeMessage(chatId, chatPeople.leo, 'hello');

  it('an optimistic message goes last, marked; confirmed, the server copy takes its place', () => {
    const local = { ...makeMessage(chatId, chatPeople.maya, 'on its way', { _id: 'local-1' }), status: 'sending' as const };
    const sending = withOptimisticMessage(threadOf([older]), local);
    expect(ids(sending)).toEqual([older._id, 'local-1']);
    expect(statusOf(threadMessages(sending)[1]!)).toBe('sending');
    const failed = withMessageStatus(sending, 'local-1', 'failed');
    expect(statusOf(threadMessages(failed)[1]!)).toBe('failed');
    const saved = makeMessage(chatId, chatPeople.maya, 'on its way');
    const confirmed = withMessageConfirmed(failed, 'local-1', saved);
    expect(ids(confirmed)).toEqual([older._id, saved._id]);
    expect(statusOf(threadMessages(confirmed)[1]!)).toBeUndefined();
  });

  it('a live copy of the own message replaces the bubble still sending; the later answer does not add it twice', () => {
    const local = { ...makeMessage(chatId, chatPeople.maya, 'twice?', { _id: 'local-2' }), status: 'sending' as const };
    const saved = makeMessage(chatId, chatPeople.maya, 'twice?');
    const live = withArrivedMessage(withOptimisticMessage(threadOf([older]), local), saved, true);
    expect(ids(live)).toEqual([older._id, saved._id]);
    expect(ids(withMessageConfirmed(live, 'local-2', saved))).toEqual([older._id, saved._id]);
  });

  it('sent after coming back online, the own message takes its place in the server’s order, after what arrived meanwhile, as the other side sees it', () => {
    // Times after the thread's last message, whenever the test runs.
    const after = (seconds: number) => new Date(Date.parse(older.createdAt) + seconds * 1000).toISOString();
    const local = { ...makeMessage(chatId, chatPeople.maya, 'typed offline', { _id: 'local-3', createdAt: after(60) }), status: 'sending' as const };
    const meanwhile = makeMessage(chatId, chatPeople.leo, 'written while you were away', { createdAt: after(120) });
    const next = { ...makeMessage(chatId, chatPeople.maya, 'queued after it', { _id: 'local-4', createdAt: after(90) }), status: 'sending' as const };
    const thread = withArrivedMessage(withOptimisticMessage(withOptimisticMessage(threadOf([older]), local), next), meanwhile, false);
    expect(ids(thread)).toEqual([older._id, 'local-3', 'local-4', meanwhile._id]);
    const saved = makeMessage(chatId, chatPeople.maya, 'typed offline', { createdAt: after(180) });
    const confirmed = withMessageConfirmed(thread, 'local-3', saved);
    // After Leo's (earlier on the server), before the one still on its way.
    expect(ids(confirmed)).toEqual([older._id, meanwhile._id, saved._id, 'local-4']);
  });

  it('a message already in the thread is ignored; nothing loaded stays nothing', () => {
    const thread = threadOf([older]);
    expect(withArrivedMessage(thread, older, false)).toBe(thread);
    expect(withArrivedMessage(undefined, older, false)).toBeUndefined();
  });
});

describe('a live new_message', () => {
  const setup = () => {
    const client = new QueryClient();
    const quiet = makeChat(chatPeople.ana, { lastActivity: new Date(Date.now() - 3_600_000).toISOString() });
    const target = makeChat(chatPeople.leo, { lastActivity: new Date(Date.now() - 7_200_000).toISOString() });
    client.setQueryData(chatQueries.list().queryKey, [quiet, target]);
    client.setQueryData(chatQueries.unreadCount().queryKey, 0);
    // The open chat is marked read on the server; the count is read again.
    server.use(...chatServer().handlers);
    return { client, quiet, target };
  };
  const list = (client: QueryClient) => client.getQueryData(chatQueries.list().queryKey)!;
  const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

  it('to a closed chat: the chat moves to the top with the message, counted unread, and the count is read again', () => {
    const { client, target } = setup();
    const message = makeMessage(target._id, chatPeople.leo, 'Are you coming?');
    receiveChatMessage(client, { type: 'new_message', chatId: target._id, message, isSender: false }, me);
    const [first] = list(client);
    expect(first?._id).toBe(target._id);
    expect(first?.lastMessage).toEqual({ content: 'Are you coming?', timestamp: message.createdAt, senderId: { _id: chatPeople.leo._id } });
    expect(first?.lastActivity).toBe(message.createdAt);
    expect(first?.unreadCount).toBe(1);
    expect(first?.hasUnreadMessages).toBe(true);
    expect(isStale(client, chatQueries.unreadCount().queryKey)).toBe(true);
  });

  it('to the open chat: it joins the thread, moves to the top, and is not counted unread', () => {
    const { client, target } = setup();
    const first = makeMessage(target._id, chatPeople.leo, 'first');
    client.setQueryData(threadQueries.messages(target._id).queryKey, threadOf([first]));
    setOpenChat(client, target._id);
    const message = makeMessage(target._id, chatPeople.leo, 'second');
    receiveChatMessage(client, { type: 'new_message', chatId: target._id, message, isSender: false }, me);
    setOpenChat(client, null);
    expect(ids(client.getQueryData(threadQueries.messages(target._id).queryKey))).toEqual([first._id, message._id]);
    expect(list(client)[0]?._id).toBe(target._id);
    expect(list(client)[0]?.unreadCount).toBe(0);
    expect(list(client)[0]?.hasUnreadMessages).toBe(false);
  });

  it('from this member (isSender): replaces the bubble still sending and counts nothing', () => {
    const { client, target } = setup();
    const local = { ...makeMessage(target._id, chatPeople.maya, 'from my phone', { _id: 'local-9' }), status: 'sending' as const };
    client.setQueryData(threadQueries.messages(target._id).queryKey, threadOf([local]));
    const saved = makeMessage(target._id, chatPeople.maya, 'from my phone');
    receiveChatMessage(client, { type: 'new_message', chatId: target._id, message: saved, isSender: true }, me);
    const thread = client.getQueryData(threadQueries.messages(target._id).queryKey);
    expect(ids(thread)).toEqual([saved._id]);
    expect(list(client)[0]?.unreadCount).toBe(0);
    expect(isStale(client, chatQueries.unreadCount().queryKey)).toBeFalsy();
  });

  it('delivered twice: counted once', () => {
    const { client, target } = setup();
    const message = makeMessage(target._id, chatPeople.leo, 'once');
    const notice = { type: 'new_message' as const, chatId: target._id, message, isSender: false };
    receiveChatMessage(client, notice, me);
    receiveChatMessage(client, notice, me);
    expect(list(client)[0]?.unreadCount).toBe(1);
  });

  it('for a chat the list does not know: the list is read again', () => {
    const { client } = setup();
    const message = makeMessage('unknown-chat', chatPeople.zoe, 'new here');
    receiveChatMessage(client, { type: 'new_message', chatId: 'unknown-chat', message, isSender: false }, me);
    expect(isStale(client, chatQueries.list().queryKey)).toBe(true);
  });
});
