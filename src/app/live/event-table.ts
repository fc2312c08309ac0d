import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent, LiveEventOf, LiveEventType } from '@contract/live';
import { receiveChatDeleted } from '@/features/chat/api/chat-deleted';
import { receiveChatBlock, receiveChatMessage, refreshChats } from '@/features/chat/api/live-updates';
import {
  receiveCommentUpdate,
  receiveDesireRemoved,
  receiveDesireUpdate,
  receiveNewDesire,
  receiveReactionUpdate,
  receiveStatusUpdate,
} from '@/features/desires/api/live-updates';
import { receiveSavedChange } from '@/features/desires/api/saved';
import { receiveNotification } from '@/features/notifications/api/live-updates';
import { receiveOccasionReminder } from '@/features/occasions/api/live-updates';
import { receiveNewFollower } from '@/features/profile/api/live-updates';
import { invalidateAfter } from '@/lib/staleness';

export interface LiveContext {
  client: QueryClient;
  viewerId: string;
}

type Handlers = { [T in LiveEventType]: (event: LiveEventOf<T>, context: LiveContext) => void };

/** Each event type and the feature patcher it goes to: the only place where features meet the socket. */
export const liveHandlers: Handlers = {
  pong: () => undefined,
  notification: ({ data }, { client, viewerId }) => {
    if (data.type === 'new_message') {
      receiveChatMessage(client, data, viewerId);
      return;
    }
    receiveNotification(client, data);
    if (data.type === 'follow') receiveNewFollower(client, viewerId);
    if (data.type === 'occasion_reminder') receiveOccasionReminder(client);
  },
  reaction_update: ({ data }, { client, viewerId }) => receiveReactionUpdate(client, data, viewerId),
  comment_update: ({ data }, { client, viewerId }) => receiveCommentUpdate(client, data, viewerId),
  status_update: ({ data }, { client }) => receiveStatusUpdate(client, data.desire),
  new_desire: ({ data }, { client, viewerId }) => receiveNewDesire(client, data.desire, viewerId),
  desire_update: ({ data }, { client }) => receiveDesireUpdate(client, data.desire),
  desire_removed: ({ data }, { client }) => receiveDesireRemoved(client, data.desireId),
  desire_saved: ({ data }, { client }) => receiveSavedChange(client, data.desireId, data.saved),
  chat_block: ({ data }, { client }) => receiveChatBlock(client, data.chatId, data.blockedByOther),
  chat_deleted: ({ data }, { client, viewerId }) => receiveChatDeleted(client, data, viewerId),
};

export function handleLiveEvent(event: LiveEvent, context: LiveContext) {
  (liveHandlers[event.type] as (event: LiveEvent, context: LiveContext) => void)(event, context);
}

/**
 * What the live channel keeps fresh. After a reconnect, or a message the app cannot read, these are
 * read again, so that nothing that happened meanwhile is missed.
 */
export function refreshLiveLists(client: QueryClient) {
  void invalidateAfter(client, 'the live channel came back');
  void refreshChats(client);
}
