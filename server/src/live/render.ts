import type { LiveEvent } from '@contract/live';
import { desireViewKey, toDesire } from '../services/desires/serialise';
import { apartForRecipients } from '../services/visibility/audience';
import { withCommentsApart } from '../services/visibility/counts';
import type { LiveMessage } from './messages';

type DesireMessage = Extract<LiveMessage, { kind: 'desire' }>;

/** One recipient's copy of a desire event: the desire as toDesire cuts it for them, as a REST answer would. */
export function desireEventFor(message: DesireMessage, viewerId: string, saved: boolean, apart?: ReadonlySet<string>): LiveEvent {
  const desire = toDesire(withCommentsApart(message.record, message.commentsApart?.[viewerId]), viewerId, saved, apart);
  switch (message.event.type) {
    case 'new_desire':
      return { type: 'new_desire', data: { desire } };
    case 'desire_update':
      return { type: 'desire_update', data: { desire } };
    case 'status_update':
      return { type: 'status_update', data: { desireId: desire._id, action: message.event.action, newStatus: message.record.desire.status, desire } };
  }
}

/**
 * The text each recipient of a message gets, made once per distinct copy: once for a shared event,
 * and for a desire event once per view (owner, each fulfiller, everyone else), not once per socket.
 */
export function textsOf(message: Extract<LiveMessage, { kind: 'event' | 'desire' | 'chat-message' }>): (userId: string) => string {
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
  const byView = new Map<string, string>();
  const savers = new Set(message.savedBy);
  const apartFor = apartForRecipients(message.apart);
  return (userId) => {
    // A member who saved the desire gets a copy that says so: one more view, not one per socket; so
    // does one across a block with a member whose reaction or offer it carries.
    const saved = savers.has(userId);
    const apart = apartFor(userId);
    const commentsApart = message.commentsApart?.[userId];
    const key = `${desireViewKey(message.record, userId, apart)}${saved ? ':saved' : ''}${commentsApart ? `:comments-${commentsApart}` : ''}`;
    let text = byView.get(key);
    if (text === undefined) {
      text = JSON.stringify(desireEventFor(message, userId, saved, apart));
      byView.set(key, text);
    }
    return text;
  };
}
