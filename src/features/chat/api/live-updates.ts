import type { QueryClient } from '@tanstack/react-query';
import type { NewMessageNotice } from '@contract/live';
import { readAgainIfInFlight } from '@/lib/read-again-if-in-flight';
import { withArrivedMessage, withBlockedByOther, withChatActivity, withChatPatched, withNewActivity } from './cache';
import { markChatRead } from './mark-read';
import { forgetDeleted, openChatOf } from './open-chat';
import { chatQueries } from './queries';
import { threadQueries } from './thread-queries';

/** The ids of messages already taken in, per cache, so that one delivered twice counts once. */
const seen = new WeakMap<QueryClient, Set<string>>();
const REMEMBERED = 500;

function firstArrival(client: QueryClient, id: string): boolean {
  let ids = seen.get(client);
  if (!ids) seen.set(client, (ids = new Set()));
  if (ids.has(id)) return false;
  ids.add(id);
  if (ids.size > REMEMBERED) ids.delete(ids.values().next().value as string);
  return true;
}

/**
 * A chat message for one of the member's chats: it joins the thread when that is loaded (once; on
 * the sender's own tabs it takes the place of the bubble still sending), its chat goes to the top
 * of the list with the new last message, and an incoming one counts as unread unless that chat is
 * open, where it is read at once. A chat the list does not know makes the list read again.
 */
export function receiveChatMessage(client: QueryClient, notice: NewMessageNotice, viewerId: string) {
  const { chatId, message, isSender } = notice;
  if (!firstArrival(client, message._id)) return;
  // A chat deleted here that a new message brings back may be opened again.
  forgetDeleted(client, chatId);
  const fromThisMember = isSender || message.senderId._id === viewerId;
  const open = openChatOf(client) === chatId;
  const unread = !fromThisMember && !open;

  client.setQueryData(threadQueries.messages(chatId).queryKey, (thread) => withArrivedMessage(thread, message, fromThisMember));
  readAgainIfInFlight(client, threadQueries.messages(chatId).queryKey);
  client.setQueryData(chatQueries.detail(chatId).queryKey, (chat) => (chat ? withNewActivity(chat, message, unread) : chat));
  const listKey = chatQueries.list().queryKey;
  const list = client.getQueryData(listKey);
  if (list?.some((c) => c._id === chatId)) {
    client.setQueryData(listKey, withChatActivity(list, chatId, message, unread));
    readAgainIfInFlight(client, listKey);
  } else void client.invalidateQueries({ queryKey: listKey });

  if (fromThisMember) return;
  if (open) void markChatRead(client, chatId);
  else void client.invalidateQueries({ queryKey: chatQueries.unreadCount().queryKey });
}

/**
 * The other participant of a chat blocked the member or lifted it (a live `chat_block`): the chat,
 * in the list and on its own, says so, and an open thread swaps the message box for the notice or back.
 */
export function receiveChatBlock(client: QueryClient, chatId: string, blockedByOther: boolean) {
  const patch = withBlockedByOther(blockedByOther);
  client.setQueryData(chatQueries.list().queryKey, (list) => withChatPatched(list, chatId, patch));
  client.setQueryData(chatQueries.detail(chatId).queryKey, (chat) => (chat ? patch(chat) : chat));
}

/**
 * After the live channel was away (or sent what the app cannot read): every chat cache is read
 * again. The open chat is marked read first: what came into it meanwhile appears in it with that
 * read, and is not to count as unread beside it.
 */
export async function refreshChats(client: QueryClient): Promise<void> {
  const open = openChatOf(client);
  if (open) await markChatRead(client, open);
  await client.invalidateQueries({ queryKey: chatQueries.all() });
}
