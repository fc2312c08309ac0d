import { onlyMembers } from './audience';
import type { LivePublisher } from './publisher';

/**
 * A block set or lifted in a chat, once stored: to the other participant's sockets only, so that
 * their open thread swaps the message box for the notice (and back) without a reload. The blocker's
 * own screens have the change from their answer; nobody else learns of it.
 */
export function publishBlockChange(live: LivePublisher, chatId: string, otherId: string, blocked: boolean): void {
  live.publish({
    kind: 'event',
    audience: onlyMembers([otherId]),
    event: { type: 'chat_block', data: { chatId, blockedByOther: blocked } },
  });
}
