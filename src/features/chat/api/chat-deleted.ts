import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Chat } from '@contract/chat';
import type { LiveEventOf } from '@contract/live';
import { toast } from '@/components/ui/toast';
import { chatTitle } from '../model/chat';
import { withChatRemoved } from './cache';
import { openChatOf, rememberDeleted } from './open-chat';
import { chatQueries } from './queries';
import { threadQueries } from './thread-queries';

export const deleteChatMutationKey = () => [...chatQueries.all(), 'delete'] as const;

/** This tab is deleting the chat itself: its own mutation leaves the chat and says so. */
const deletingHere = (client: QueryClient, chatId: string) =>
  client
    .getMutationCache()
    .findAll({ mutationKey: deleteChatMutationKey(), status: 'pending' })
    .some((mutation) => mutation.state.variables === chatId);

/** A deleted chat leaves every cache: the list, its thread and its own read; the unread count is read again. */
export function dropChat(client: QueryClient, chatId: string) {
  // Remembered first: a screen still naming it stops selecting it before its reads go.
  rememberDeleted(client, chatId);
  client.setQueryData(chatQueries.list().queryKey, (list) => withChatRemoved(list, chatId));
  client.removeQueries({ queryKey: threadQueries.messages(chatId).queryKey });
  client.removeQueries({ queryKey: chatQueries.detail(chatId).queryKey });
  void client.invalidateQueries({ queryKey: chatQueries.unreadCount().queryKey });
}

/**
 * A live `chat_deleted`: the chat and its messages are gone for both members. It leaves this tab's
 * screens; when the other member deleted the chat that is open here, a quiet notice says who did,
 * so that the thread does not just vanish.
 */
export function receiveChatDeleted(client: QueryClient, { chatId, deletedBy }: LiveEventOf<'chat_deleted'>['data'], viewerId: string) {
  if (deletingHere(client, chatId)) return;
  const chat: Chat | undefined = client.getQueryData(chatQueries.list().queryKey)?.find((c) => c._id === chatId) ?? client.getQueryData(chatQueries.detail(chatId).queryKey);
  const wasOpen = openChatOf(client) === chatId;
  dropChat(client, chatId);
  if (wasOpen && deletedBy !== viewerId) {
    const name = chat ? chatTitle(chat, viewerId) : null;
    toast({ title: t`Conversation deleted`, description: name ? t`${name} deleted this conversation.` : t`The other member deleted this conversation.` });
  }
}
