import type { LiveEvent } from '@contract/live';
import type { LiveMessage } from './messages';

export type DesireMessage = Extract<LiveMessage, { kind: 'desire' }>;

/**
 * Each recipient's text of a desire event. How a desire is cut for a reader is the services' rule
 * (services/desires/live-copies.ts); the hub is handed it, so that live depends on no service.
 */
export type DesireTexts = (message: DesireMessage) => (userId: string) => string;

/**
 * The text each recipient of a message gets, made once per distinct copy: once for a shared event,
 * and for a desire event once per view (owner, each fulfiller, everyone else), not once per socket.
 */
export function textsOf(message: Extract<LiveMessage, { kind: 'event' | 'desire' | 'chat-message' }>, desireTexts: DesireTexts): (userId: string) => string {
  if (message.kind === 'event') {
    // Made when the first recipient is found: a process holding none of them spends nothing on it.
    let text: string | undefined;
    return () => (text ??= JSON.stringify(message.event));
  }
  if (message.kind === 'chat-message') {
    const { chatId, message: chatMessage } = message;
    const copy = (isSender: boolean) => JSON.stringify({ type: 'notification', data: { type: 'new_message', chatId, message: chatMessage, isSender } } satisfies LiveEvent);
    const [sent, received] = [copy(true), copy(false)];
    return (userId) => (userId === chatMessage.senderId._id ? sent : received);
  }
  return desireTexts(message);
}
