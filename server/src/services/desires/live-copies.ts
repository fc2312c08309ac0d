import type { LiveEvent } from '@contract/live';
import type { DesireMessage } from '../../live/render';
import { apartForRecipients } from '../visibility/audience';
import { withCommentsApart } from '../visibility/counts';
import { statusSeenBy } from '../visibility/surprise';
import { desireViewKey, toDesire } from './serialise';

/** One recipient's copy of a desire event: the desire as toDesire cuts it for them, as a REST answer would. */
export function desireEventFor(message: DesireMessage, viewerId: string, saved: boolean, apart?: ReadonlySet<string>): LiveEvent {
  const desire = toDesire(withCommentsApart(message.record, message.commentsApart?.[viewerId]), viewerId, saved, apart);
  switch (message.event.type) {
    case 'new_desire':
      return { type: 'new_desire', data: { desire } };
    case 'desire_update':
      return { type: 'desire_update', data: { desire } };
    case 'status_update':
      return { type: 'status_update', data: { desireId: desire._id, action: message.event.action, newStatus: statusSeenBy(message.record.desire, viewerId), desire } };
  }
}

/**
 * The text each recipient of a desire event gets (the live hub's `DesireTexts`), made once per view
 * (owner, each fulfiller, everyone else), not once per socket.
 */
export function desireTextsOf(message: DesireMessage): (userId: string) => string {
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
