import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatMessageSchema, chatSchema, deleteChatResultSchema, type Chat, type ChatMemberSettings, type ChatParticipant } from '@contract/chat';
import { api } from '@/lib/api-client';
import { callExtra } from '@/lib/extras';
import { blockFromRefusal } from '../model/send-failure';
import {
  withBlockedByOther,
  withChatActivity,
  withChatOnTop,
  withChatPatched,
  withChatRemoved,
  withMessageConfirmed,
  withMessageStatus,
  withOptimisticMessage,
  withOtherUnavailable,
  withSettings,
  type ThreadMessage,
} from './cache';
import { deleteChatMutationKey } from './chat-deleted';
import { forgetDeleted, rememberDeleted } from './open-chat';
import { chatPath } from './fetchers';
import { chatQueries } from './queries';
import { threadQueries } from './thread-queries';

let localCounter = 0;
/** An id for a message this tab shows before the server has given it one. */
const localId = () => `local-${Date.now().toString(36)}-${(localCounter += 1)}`;

export const sendMutationKey = (chatId: string) => [...chatQueries.all(), 'send', chatId] as const;

interface SendVariables {
  content: string;
  /** the local bubble's id: a new one, or the failed bubble a Retry sends again */
  localId: string;
}

/**
 * Sends a message: it shows at once marked sending; the server's copy takes its place; on failure it
 * stays marked failed with Retry, so nothing typed is lost. Not retried by itself: a repeated POST
 * could post the message twice.
 */
export function useSendMessage(chatId: string, sender: ChatParticipant, { onFailure }: { onFailure?: (error: unknown) => void } = {}) {
  const client = useQueryClient();
  const threadKey = threadQueries.messages(chatId).queryKey;
  const mutation = useMutation({
    mutationKey: sendMutationKey(chatId),
    retry: false,
    mutationFn: ({ content }: SendVariables) => api.post(`${chatPath(chatId)}/messages`, { content }, { schema: chatMessageSchema }),
    onMutate: async ({ content, localId: id }) => {
      await client.cancelQueries({ queryKey: threadKey });
      const bubble: ThreadMessage = {
        _id: id,
        chatId,
        content,
        senderId: { _id: sender._id, fullName: sender.fullName, profileImage: sender.profileImage ?? null },
        createdAt: new Date().toISOString(),
        readBy: [],
        messageType: 'text',
        attachmentUrl: null,
        replyToId: null,
        status: 'sending',
      };
      client.setQueryData(threadKey, (thread) => withMessageStatus(withOptimisticMessage(thread, bubble), id, 'sending'));
    },
    onSuccess: (message, { localId: id }) => {
      client.setQueryData(threadKey, (thread) => withMessageConfirmed(thread, id, message));
      client.setQueryData(chatQueries.list().queryKey, (list) => withChatActivity(list, chatId, message, false));
    },
    onError: (error, { localId: id }) => {
      client.setQueryData(threadKey, (thread) => withMessageStatus(thread, id, 'failed'));
      // Refused because of a block this screen did not know of: the box gives way to the notice.
      const block = blockFromRefusal(error);
      if (block) {
        const patch = block === 'other' ? withBlockedByOther(true) : block === 'away' ? withOtherUnavailable : withSettings({ blocked: true });
        client.setQueryData(chatQueries.list().queryKey, (list) => withChatPatched(list, chatId, patch));
        client.setQueryData(chatQueries.detail(chatId).queryKey, (chat) => (chat ? patch(chat) : chat));
      }
      onFailure?.(error);
    },
  });
  return {
    send: (content: string) => mutation.mutate({ content, localId: localId() }),
    retry: (message: ThreadMessage) => mutation.mutate({ content: message.content, localId: message._id }),
  };
}

/** Opens or finds the chat with a member: it goes to the top of the list and into the cache of single chats. */
export function useStartChat() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...chatQueries.all(), 'start'],
    mutationFn: (otherUserId: string) => api.post('/api/chats', { otherUserId }, { schema: chatSchema }),
    onSuccess: (chat) => {
      // A chat deleted under a block comes back with its old id: it may be selected again.
      forgetDeleted(client, chat._id);
      client.setQueryData(chatQueries.detail(chat._id).queryKey, chat);
      client.setQueryData(chatQueries.list().queryKey, (list) => withChatOnTop(list, chat));
    },
  });
}

/**
 * Deletes a chat: `onDeleted` runs first (the screen leaves the chat before it goes), then it leaves
 * the list and its thread is dropped; the unread count is read again.
 */
export function useDeleteChat({ onDeleted }: { onDeleted?: (chatId: string) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: deleteChatMutationKey(),
    mutationFn: (chatId: string) => api.delete(chatPath(chatId), { schema: deleteChatResultSchema }),
    onSuccess: (_answer, chatId) => {
      rememberDeleted(client, chatId);
      onDeleted?.(chatId);
      client.setQueryData(chatQueries.list().queryKey, (list) => withChatRemoved(list, chatId));
      client.removeQueries({ queryKey: threadQueries.messages(chatId).queryKey });
      client.removeQueries({ queryKey: chatQueries.detail(chatId).queryKey });
      void client.invalidateQueries({ queryKey: chatQueries.unreadCount().queryKey });
    },
  });
}

interface SettingsVariables {
  chatId: string;
  settings: Partial<ChatMemberSettings>;
}

/** Mute / Block and back: shown at once, rolled back when the server refuses. */
export function useChatSettings({ onFailure }: { onFailure?: (error: unknown, variables: SettingsVariables) => void } = {}) {
  const client = useQueryClient();
  const listKey = chatQueries.list().queryKey;
  return useMutation({
    mutationKey: [...chatQueries.all(), 'settings'],
    mutationFn: ({ chatId, settings }: SettingsVariables) => {
      const settingsPath = `${chatPath(chatId)}/settings`;
      return callExtra('chatSettings', () => api.patch(settingsPath, settings, { schema: chatSchema }));
    },
    onMutate: async ({ chatId, settings }) => {
      const detailKey = chatQueries.detail(chatId).queryKey;
      await client.cancelQueries({ queryKey: listKey });
      await client.cancelQueries({ queryKey: detailKey });
      const snapshot = { list: client.getQueryData(listKey), detail: client.getQueryData(detailKey) };
      client.setQueryData(listKey, (list) => withChatPatched(list, chatId, withSettings(settings)));
      client.setQueryData(detailKey, (chat) => (chat ? withSettings(settings)(chat) : chat));
      return snapshot;
    },
    onError: (error, variables, snapshot) => {
      client.setQueryData(listKey, snapshot?.list);
      client.setQueryData(chatQueries.detail(variables.chatId).queryKey, snapshot?.detail);
      onFailure?.(error, variables);
    },
    onSuccess: (chat) => {
      // The server's settings win; the place in the list and the unread marks stay as they are here.
      const settled = (c: Chat): Chat => ({ ...c, settings: chat.settings ?? c.settings, blockedByOther: chat.blockedByOther });
      client.setQueryData(listKey, (list) => withChatPatched(list, chat._id, settled));
      client.setQueryData(chatQueries.detail(chat._id).queryKey, (c) => (c ? settled(c) : c));
    },
    // Muting changes what the unread count counts.
    onSettled: () => client.invalidateQueries({ queryKey: chatQueries.unreadCount().queryKey }),
  });
}
