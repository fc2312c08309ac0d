import { http, type HttpHandler } from 'msw';
import { CHAT_MESSAGES, type Chat, type ChatMemberSettings, type ChatMessage, type MessagePage } from '@contract/chat';
import type { CountResponse } from '@contract/counts';
import type { MemberListItem, UserSummary } from '@contract/user';
import { error, json } from './handlers';

// The chat calls as a small server keeps them: state read on every request (a test may change it),
// and what the app sent recorded for the test to check. Typed from the contract.

let counter = 0;
const hex = (n: number) => n.toString(16).padStart(24, '0');

export const chatPeople = {
  maya: { _id: '6650a1b2c3d4e5f601234567', fullName: 'Maya Chen', profileImage: null } satisfies UserSummary,
  leo: { _id: '6650a1b2c3d4e5f60123beef', fullName: 'Leo Okafor', profileImage: null } satisfies UserSummary,
  ana: { _id: '6650a1b2c3d4e5f60123a0a0', fullName: 'Ana Silva', profileImage: null } satisfies UserSummary,
  zoe: { _id: '6650a1b2c3d4e5f60123c0c0', fullName: 'Zoe Park', profileImage: null } satisfies UserSummary,
};

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

export function makeChat(other: UserSummary, overrides: Partial<Chat> = {}): Chat {
  counter += 1;
  return {
    _id: hex(0xc4a7000 + counter),
    participants: [chatPeople.maya, other],
    isGroup: false,
    name: null,
    lastActivity: hoursAgo(counter),
    lastMessage: null,
    hasUnreadMessages: false,
    unreadCount: 0,
    settings: { muted: false, blocked: false },
    blockedByOther: false,
    otherUnavailable: false,
    createdAt: hoursAgo(100),
    ...overrides,
  };
}

export function makeMessage(chatId: string, sender: UserSummary, content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return {
    _id: hex(0x3e55a00 + counter),
    chatId,
    content,
    senderId: sender,
    createdAt: new Date(Date.now() - (1000 - counter) * 1000).toISOString(),
    readBy: [],
    messageType: 'text',
    attachmentUrl: null,
    replyToId: null,
    ...overrides,
  };
}

export interface ChatServerState {
  chats: Chat[];
  messages: Record<string, ChatMessage[]>;
  followers: MemberListItem[];
  following: MemberListItem[];
  unread: number;
  /** answers other than success, per call */
  listStatus: number;
  messagesStatus: number;
  sendStatus: number;
  deleteStatus: number;
  settingsStatus: number;
  /** POST /api/chats: the chat to answer with, or an error */
  start: { chat: Chat } | { status: number; message: string } | 'network';
  /** what the app sent */
  sent: { chatId: string; content: string }[];
  started: string[];
  markedRead: string[];
  deleted: string[];
  settingsSent: { chatId: string; body: unknown }[];
  messageReads: { chatId: string; before: string | null }[];
}

export function chatServer(initial: Partial<ChatServerState> = {}) {
  const state: ChatServerState = {
    chats: [],
    messages: {},
    followers: [],
    following: [],
    unread: 0,
    listStatus: 200,
    messagesStatus: 200,
    sendStatus: 201,
    deleteStatus: 200,
    settingsStatus: 200,
    start: { status: 500, message: 'No chat set up' },
    sent: [],
    started: [],
    markedRead: [],
    deleted: [],
    settingsSent: [],
    messageReads: [],
    ...initial,
  };
  const find = (id: string) => state.chats.find((c) => c._id === id);
  const noAccess = () => error(404, CHAT_MESSAGES.noAccess);

  const handlers: HttpHandler[] = [
    http.get('/api/chats', () => (state.listStatus === 200 ? json<Chat[]>(state.chats) : error(state.listStatus, 'Failed'))),
    http.get('/api/chats/:chatId', ({ params }) => {
      const chat = find(String(params.chatId));
      return chat ? json<Chat>(chat) : noAccess();
    }),
    http.get('/api/chats/:chatId/messages', ({ params, request }) => {
      const chatId = String(params.chatId);
      const url = new URL(request.url);
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit') ?? 30);
      state.messageReads.push({ chatId, before });
      if (state.messagesStatus !== 200) return error(state.messagesStatus, 'Failed');
      if (!find(chatId)) return noAccess();
      const all = state.messages[chatId] ?? [];
      const end = before ? all.findIndex((m) => m._id === before) : all.length;
      const start = Math.max(0, end - limit);
      const messages = all.slice(start, end);
      return json<MessagePage>({ messages, hasMore: start > 0, nextCursor: start > 0 ? (messages[0]?._id ?? null) : null });
    }),
    http.post('/api/chats/:chatId/messages/mark-read', ({ params }) => {
      state.markedRead.push(String(params.chatId));
      return json({ markedCount: 1 });
    }),
    http.post('/api/chats/:chatId/messages', async ({ params, request }) => {
      const chatId = String(params.chatId);
      const { content } = (await request.json()) as { content: string };
      state.sent.push({ chatId, content });
      if (state.sendStatus !== 201) return error(state.sendStatus, 'Failed');
      const message = makeMessage(chatId, chatPeople.maya, content, { createdAt: new Date().toISOString() });
      state.messages[chatId] = [...(state.messages[chatId] ?? []), message];
      return json<ChatMessage>(message, 201);
    }),
    http.post('/api/chats', async ({ request }) => {
      const { otherUserId } = (await request.json()) as { otherUserId: string };
      state.started.push(otherUserId);
      const answer = state.start;
      if (answer === 'network') return Response.error();
      if ('status' in answer) return error(answer.status, answer.message);
      if (!find(answer.chat._id)) state.chats = [answer.chat, ...state.chats];
      return json<Chat>(answer.chat, 201);
    }),
    http.delete('/api/chats/:chatId', ({ params }) => {
      const chatId = String(params.chatId);
      state.deleted.push(chatId);
      if (state.deleteStatus !== 200) return error(state.deleteStatus, 'Failed');
      state.chats = state.chats.filter((c) => c._id !== chatId);
      return json({ message: CHAT_MESSAGES.deleted });
    }),
    http.patch('/api/chats/:chatId/settings', async ({ params, request }) => {
      const chatId = String(params.chatId);
      const body = (await request.json()) as Partial<ChatMemberSettings>;
      state.settingsSent.push({ chatId, body });
      const chat = find(chatId);
      if (!chat) return noAccess();
      if (state.settingsStatus !== 200) return error(state.settingsStatus, 'Failed');
      const next = { ...chat, settings: chat.settings && { ...chat.settings, ...body } };
      state.chats = state.chats.map((c) => (c._id === chatId ? next : c));
      return json<Chat>(next);
    }),
    http.get('/api/messages/unread-count', () => json<CountResponse>({ count: state.unread })),
    http.get('/api/users/:id/followers', () => json<MemberListItem[]>(state.followers)),
    http.get('/api/users/:id/following', () => json<MemberListItem[]>(state.following)),
  ];
  return { state, handlers };
}

export const listed = (person: UserSummary, bio: string | null = null): MemberListItem => ({ _id: person._id, fullName: person.fullName, profileImage: null, bio });
