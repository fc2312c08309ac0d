import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { asRead, withChatPatched } from './cache';
import { chatQueries } from './queries';

/**
 * Opening a chat (or a message arriving in the open one) reads its incoming messages: the list
 * entry loses its unread mark at once, the server is told, and the global count is read again.
 * A failure is only logged (spec: "Mark read failure: logged only").
 */
export async function markChatRead(client: QueryClient, chatId: string): Promise<void> {
  const listKey = chatQueries.list().queryKey;
  const detailKey = chatQueries.detail(chatId).queryKey;
  await client.cancelQueries({ queryKey: listKey });
  client.setQueryData(listKey, (list) => withChatPatched(list, chatId, asRead));
  client.setQueryData(detailKey, (chat) => (chat ? asRead(chat) : chat));
  try {
    // The answer ({markedCount}) is not needed; the count is read again below.
    await api.post(`/api/chats/${encodeURIComponent(chatId)}/messages/mark-read`);
  } catch (error) {
    console.warn('Failed to mark the conversation as read', error);
  } finally {
    void client.invalidateQueries({ queryKey: chatQueries.unreadCount().queryKey });
  }
}
