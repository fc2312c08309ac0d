import type { Chat, ChatMessage, MessagePage } from '@contract/chat';
import { call, follow, makeMember, type Member } from './desires';
import type { TestApp } from './test-app';

/** `a` and `b` connected (a follows b) and their chat started by `a`. */
export async function chatBetween(t: TestApp, a: Member, b: Member): Promise<Chat> {
  await follow(t.database.db, a, b);
  return openChat(t, a, b);
}

export async function openChat(t: TestApp, who: Member, other: Member): Promise<Chat> {
  const res = await call(t.app, 'POST', '/chats', who, { otherUserId: other.id });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`start chat failed: ${res.statusCode} ${res.body}`);
  return res.json<Chat>();
}

export async function send(t: TestApp, who: Member, chatId: string, content: string): Promise<ChatMessage> {
  const res = await call(t.app, 'POST', `/chats/${chatId}/messages`, who, { content });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json<ChatMessage>();
}

export async function pageOf(t: TestApp, who: Member, chatId: string, query = ''): Promise<MessagePage> {
  const res = await call(t.app, 'GET', `/chats/${chatId}/messages${query}`, who);
  if (res.statusCode !== 200) throw new Error(`messages failed: ${res.statusCode} ${res.body}`);
  return res.json<MessagePage>();
}

export async function chatsOf(t: TestApp, who: Member): Promise<Chat[]> {
  const res = await call(t.app, 'GET', '/chats', who);
  if (res.statusCode !== 200) throw new Error(`chat list failed: ${res.statusCode} ${res.body}`);
  return res.json<Chat[]>();
}

export async function unreadMessagesOf(t: TestApp, who: Member): Promise<number> {
  const res = await call(t.app, 'GET', '/messages/unread-count', who);
  if (res.statusCode !== 200) throw new Error(`unread count failed: ${res.statusCode} ${res.body}`);
  return res.json<{ count: number }>().count;
}

export async function markRead(t: TestApp, who: Member, chatId: string): Promise<number> {
  const res = await call(t.app, 'POST', `/chats/${chatId}/messages/mark-read`, who);
  if (res.statusCode !== 200) throw new Error(`mark read failed: ${res.statusCode} ${res.body}`);
  return res.json<{ markedCount: number }>().markedCount;
}

/** Two new members, connected, and the chat between them. */
export async function chatPair(t: TestApp, a = 'Ada', b = 'Bo'): Promise<{ x: Member; y: Member; chat: Chat }> {
  const [x, y] = [await makeMember(t, a), await makeMember(t, b)];
  return { x, y, chat: await chatBetween(t, x, y) };
}
