import type { QueryClient } from '@tanstack/react-query';

/** The chat on screen, per cache: a message arriving there is read at once instead of counted unread. */
const openChats = new WeakMap<QueryClient, string>();

export function setOpenChat(client: QueryClient, chatId: string | null) {
  if (chatId) openChats.set(client, chatId);
  else openChats.delete(client);
}

export const openChatOf = (client: QueryClient): string | null => openChats.get(client) ?? null;

/** Chats deleted here, per cache: an address still naming one is not read again (it would only say "not found"). */
const deletedChats = new WeakMap<QueryClient, Set<string>>();

export function rememberDeleted(client: QueryClient, chatId: string) {
  let ids = deletedChats.get(client);
  if (!ids) deletedChats.set(client, (ids = new Set()));
  ids.add(chatId);
}

/** The chat is there again (started again, or a new message brought it back). */
export function forgetDeleted(client: QueryClient, chatId: string) {
  deletedChats.get(client)?.delete(chatId);
}

export const wasDeleted = (client: QueryClient, chatId: string | null): boolean => Boolean(chatId && deletedChats.get(client)?.has(chatId));
