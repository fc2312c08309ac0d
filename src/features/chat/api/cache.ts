import type { InfiniteData } from '@tanstack/react-query';
import type { Chat, ChatMemberSettings, ChatMessage, MessagePage } from '@contract/chat';

/**
 * Pure patchers of the chat caches, shared by the mutations and the live channel. Each returns the
 * same object when nothing changes, and `undefined` stays `undefined` (nothing loaded, nothing to patch).
 */

export type Thread = InfiniteData<MessagePage>;

/** A message of this tab not yet confirmed by the server: on its way, or refused (kept for Retry). */
export type MessageStatus = 'sending' | 'failed';
export type ThreadMessage = ChatMessage & { status?: MessageStatus };

export const statusOf = (message: ChatMessage): MessageStatus | undefined => (message as ThreadMessage).status;

/** The thread's messages, oldest first (the pages come newest first). */
export const threadMessages = (thread: Thread | undefined): ThreadMessage[] =>
  thread ? [...thread.pages].reverse().flatMap((page) => page.messages) : [];

const holds = (thread: Thread, id: string) => thread.pages.some((page) => page.messages.some((m) => m._id === id));

function mapMessages(thread: Thread, map: (messages: ChatMessage[]) => ChatMessage[]): Thread {
  let changed = false;
  const pages = thread.pages.map((page) => {
    const messages = map(page.messages);
    if (messages === page.messages) return page;
    changed = true;
    return { ...page, messages };
  });
  return changed ? { ...thread, pages } : thread;
}

/** A message at the end of the newest page. */
function appended(thread: Thread, message: ChatMessage): Thread {
  const [newest, ...older] = thread.pages;
  if (!newest) return { ...thread, pages: [{ messages: [message], hasMore: false, nextCursor: null }], pageParams: [null] };
  return { ...thread, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** This tab's own message, shown before the server answers. */
export function withOptimisticMessage(thread: Thread | undefined, message: ThreadMessage): Thread | undefined {
  if (!thread || holds(thread, message._id)) return thread;
  return appended(thread, message);
}

/** A local message marked sending again, or failed. */
export function withMessageStatus(thread: Thread | undefined, localId: string, status: MessageStatus): Thread | undefined {
  if (!thread) return thread;
  return mapMessages(thread, (messages) =>
    messages.some((m) => m._id === localId && statusOf(m) !== status) ? messages.map((m) => (m._id === localId ? { ...m, status } : m)) : messages,
  );
}

/** The server's copy takes the local one's place (or the local one goes when the copy arrived first). */
export function withMessageConfirmed(thread: Thread | undefined, localId: string, message: ChatMessage): Thread | undefined {
  if (!thread) return thread;
  if (holds(thread, message._id)) {
    return mapMessages(thread, (messages) => (messages.some((m) => m._id === localId) ? messages.filter((m) => m._id !== localId) : messages));
  }
  if (!holds(thread, localId)) return appended(thread, message);
  return inServerOrder(
    mapMessages(thread, (messages) => messages.filter((m) => m._id !== localId)),
    message,
  );
}

/**
 * A confirmed message at its place in the server's order (its time, then its id), and the messages still
 * on their way after every confirmed one: sent after coming back online, it goes after what others wrote
 * meanwhile, as the other side sees it, not where the bubble was typed.
 */
function inServerOrder(thread: Thread, message: ChatMessage): Thread {
  const [newest, ...older] = thread.pages;
  if (!newest) return appended(thread, message);
  const onTheirWay = newest.messages.filter((m) => statusOf(m) !== undefined);
  const confirmed = newest.messages.filter((m) => statusOf(m) === undefined);
  const later = (m: ChatMessage) => m.createdAt > message.createdAt || (m.createdAt === message.createdAt && m._id > message._id);
  const at = confirmed.findIndex(later);
  const placed = at === -1 ? [...confirmed, message] : [...confirmed.slice(0, at), message, ...confirmed.slice(at)];
  return { ...thread, pages: [{ ...newest, messages: [...placed, ...onTheirWay] }, ...older] };
}

/**
 * A message that arrived live: added once (by id). `fromThisMember` (the sender's own tabs): it
 * replaces the local bubble of the same text that is still on its way, instead of showing twice.
 */
export function withArrivedMessage(thread: Thread | undefined, message: ChatMessage, fromThisMember: boolean): Thread | undefined {
  if (!thread || holds(thread, message._id)) return thread;
  if (fromThisMember) {
    const local = threadMessages(thread).find((m) => statusOf(m) === 'sending' && m.content === message.content);
    if (local) return withMessageConfirmed(thread, local._id, message);
  }
  return appended(thread, message);
}

/** The chat on top of the list, once. */
export function withChatOnTop(list: Chat[] | undefined, chat: Chat): Chat[] | undefined {
  if (!list) return list;
  return [chat, ...list.filter((c) => c._id !== chat._id)];
}

export function withChatRemoved(list: Chat[] | undefined, chatId: string): Chat[] | undefined {
  if (!list || !list.some((c) => c._id === chatId)) return list;
  return list.filter((c) => c._id !== chatId);
}

/** One chat of the list changed by `patch` (the same list when the chat is not in it). */
export function withChatPatched(list: Chat[] | undefined, chatId: string, patch: (chat: Chat) => Chat): Chat[] | undefined {
  if (!list || !list.some((c) => c._id === chatId)) return list;
  return list.map((c) => (c._id === chatId ? patch(c) : c));
}

/** Opened: its incoming messages are read. */
export const asRead = (chat: Chat): Chat => (chat.hasUnreadMessages || chat.unreadCount > 0 ? { ...chat, hasUnreadMessages: false, unreadCount: 0 } : chat);

/** The reader's switches changed; a chat whose backend offers none stays as it is. */
export const withSettings = (settings: Partial<ChatMemberSettings>) => (chat: Chat): Chat =>
  chat.settings ? { ...chat, settings: { ...chat.settings, ...settings } } : chat;

/** The other participant's account went out of reach (an operator blocked it): the thread's box gives way. */
export const withOtherUnavailable = (chat: Chat): Chat => (chat.otherUnavailable ? chat : { ...chat, otherUnavailable: true });

/** The other participant blocked the reader (true) or lifted it (false): the thread's box follows. */
export const withBlockedByOther = (blockedByOther: boolean) => (chat: Chat): Chat =>
  chat.blockedByOther === blockedByOther ? chat : { ...chat, blockedByOther };

/**
 * A new message in a chat: it carries the last message and the time, and it counts as unread when
 * it is incoming and the chat is not open.
 */
export function withNewActivity(chat: Chat, message: ChatMessage, unread: boolean): Chat {
  const next: Chat = {
    ...chat,
    lastActivity: message.createdAt,
    lastMessage: { content: message.content, timestamp: message.createdAt, senderId: { _id: message.senderId._id } },
  };
  return unread ? { ...next, hasUnreadMessages: true, unreadCount: chat.unreadCount + 1 } : next;
}

/** The list after a message: its chat updated and moved to the top. Unchanged when the chat is not listed. */
export function withChatActivity(list: Chat[] | undefined, chatId: string, message: ChatMessage, unread: boolean): Chat[] | undefined {
  const chat = list?.find((c) => c._id === chatId);
  if (!list || !chat) return list;
  return withChatOnTop(list, withNewActivity(chat, message, unread));
}
