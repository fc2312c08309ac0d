import { http } from 'msw';
import { chatLimits } from '@contract/limits';
import { MESSAGES } from './messages';
import { api, asMember, done, fail, json, readBody, type Backend } from './respond';
import type { MemberRecord, MessageRecord } from './store';
import { chatView, messageView, unreadIn } from './views';

/**
 * The spec (chat, categories and admin 7 "Chat") and the messages' unread count. One-to-one chats between members who
 * follow one way or the other; a new message reaches the other participant live as a `notification`
 * whose data is `{ type: 'new_message', chatId, message, isSender }` (the sender's other tabs get
 * isSender true).
 */

export function chatHandlers(backend: Backend) {
  const { store, live } = backend;

  /** Chat routes refuse admins too, whatever token they hold. */
  const asChatMember = (resolver: Parameters<typeof asMember>[1]) =>
    asMember(backend, (args) => (args.me.role === 'admin' ? fail(403, MESSAGES.chatAdmins) : resolver(args)));

  const ownChat = (chatId: string | undefined, me: MemberRecord) => store.chats.find((c) => c._id === chatId && c.participants.includes(me._id)) ?? null;

  return [
    http.get(
      api('/chats'),
      asChatMember(({ me }) => {
        const mine = store.chats.filter((c) => c.participants.includes(me._id)).sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
        return json(mine.map((c) => chatView(store, c, me._id)));
      }),
    ),

    http.post(
      api('/chats'),
      asChatMember(async ({ request, me }) => {
        const { otherUserId } = await readBody(request);
        if (otherUserId === me._id) return fail(400, MESSAGES.chatSelf);
        const other = store.member(typeof otherUserId === 'string' ? otherUserId : null);
        // An admin's id answers as nobody's: the call tells the two apart for no one.
        if (!other || other.role === 'admin') return fail(404, MESSAGES.userNotFound);
        const existing = store.chats.find((c) => !c.isGroup && c.participants.includes(me._id) && c.participants.includes(other._id));
        if (existing) return json(chatView(store, existing, me._id));
        if (!store.isConnected(me._id, other._id)) return fail(403, MESSAGES.chatNotConnected);
        const chat = { _id: store.id(), participants: [me._id, other._id], isGroup: false, name: null, lastActivity: new Date().toISOString() };
        store.chats.push(chat);
        return json(chatView(store, chat, me._id), 201);
      }),
    ),

    http.get(
      api('/chats/:chatId'),
      asChatMember(({ me, params }) => {
        const chat = ownChat(params.chatId, me);
        return chat ? json(chatView(store, chat, me._id)) : fail(404, MESSAGES.chatNoAccess);
      }),
    ),

    http.delete(
      api('/chats/:chatId'),
      asChatMember(({ me, params }) => {
        const chat = ownChat(params.chatId, me);
        if (!chat) return fail(404, MESSAGES.chatNoAccess);
        // "all messages will be permanently deleted": for both participants.
        store.chats = store.chats.filter((c) => c !== chat);
        store.messages = store.messages.filter((m) => m.chatId !== chat._id);
        return done('Chat deleted');
      }),
    ),

    http.get(
      api('/chats/:chatId/messages'),
      asChatMember(({ me, params }) => {
        const chat = ownChat(params.chatId, me);
        if (!chat) return fail(404, MESSAGES.chatNoAccess);
        return json(store.messages.filter((m) => m.chatId === chat._id).map((m) => messageView(store, m)));
      }),
    ),

    http.post(
      api('/chats/:chatId/messages'),
      asChatMember(async ({ request, me, params }) => {
        const chat = ownChat(params.chatId, me);
        if (!chat) return fail(404, MESSAGES.chatNoAccess);
        const { content } = await readBody(request);
        const trimmed = typeof content === 'string' ? content.trim() : '';
        if (trimmed.length < chatLimits.messageMin) return fail(400, MESSAGES.messageEmpty);
        if (trimmed.length > chatLimits.messageMax) return fail(400, MESSAGES.messageLength);
        const now = new Date().toISOString();
        const message: MessageRecord = { _id: store.id(), chatId: chat._id, content: trimmed, senderId: me._id, createdAt: now, readBy: [], messageType: 'text', attachmentUrl: null, replyToId: null };
        store.messages.push(message);
        chat.lastActivity = now;
        const view = messageView(store, message);
        for (const userId of chat.participants) {
          live.send(userId, { type: 'notification', data: { type: 'new_message', chatId: chat._id, message: view, isSender: userId === me._id } });
        }
        return json(view, 201);
      }),
    ),

    http.post(
      api('/chats/:chatId/messages/mark-read'),
      asChatMember(({ me, params }) => {
        const chat = ownChat(params.chatId, me);
        if (!chat) return fail(404, MESSAGES.chatNoAccess);
        const readAt = new Date().toISOString();
        for (const message of unreadIn(store, chat._id, me._id)) message.readBy.push({ userId: me._id, readAt });
        return done('Messages marked as read');
      }),
    ),

    http.get(
      api('/messages/unread-count'),
      asChatMember(({ me }) => {
        const count = store.chats.filter((c) => c.participants.includes(me._id)).reduce((sum, c) => sum + unreadIn(store, c._id, me._id).length, 0);
        return json({ count });
      }),
    ),
  ];
}
