import type { QueryClient } from '@tanstack/react-query';
import type { NewMessageNotice } from '@contract/live';
import { chatQueries } from './queries';

/** A chat message: everything cached about chats is read again (their lists are not kept here yet). */
export function receiveChatMessage(client: QueryClient, _notice: NewMessageNotice) {
  void client.invalidateQueries({ queryKey: chatQueries.all() });
}
