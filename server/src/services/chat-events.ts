import type { ChatMessage } from '@contract/chat';
import { onlyMembers } from '../live/audience';
import type { LivePublisher } from '../live/publisher';

/**
 * A chat message, once stored (its transaction committed), to the chat's two participants only: as a
 * `notification` with `data.type` new_message, `isSender` true on the sender's own tabs and devices
 * and false on the other member's. Chat membership is checked by the caller before it stores.
 */
export function publishChatMessage(live: LivePublisher, chatId: string, message: ChatMessage, recipientId: string): void {
  live.publish({ kind: 'chat-message', chatId, message, recipientId });
}

/**
 * A chat deleted, once the deletion has committed: to its two participants only (the deleter's other
 * tabs and devices too), so that it leaves every screen that shows it.
 */
export function publishChatDeleted(live: LivePublisher, chatId: string, deletedBy: string, otherId: string): void {
  live.publish({ kind: 'event', audience: onlyMembers([deletedBy, otherId]), event: { type: 'chat_deleted', data: { chatId, deletedBy } } });
}
