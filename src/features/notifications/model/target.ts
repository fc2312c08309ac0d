import type { Notification } from '@contract/notification';
import { paths } from '@/config/paths';

/**
 * Where a click on a notification leads (the spec: member core 4 "Notifications"): a follow to the sender's
 * profile; a fulfilment to its desire by `relatedId`, else `desireId`; a comment, reaction or like
 * to `desireId`, else `relatedId`. null when the notice names nothing to open.
 */
export function notificationTarget(notification: Pick<Notification, 'type' | 'fromUserId' | 'desireId' | 'relatedId'>): string | null {
  const { type, fromUserId, desireId, relatedId } = notification;
  switch (type) {
    case 'follow':
      return fromUserId?._id ? paths.member(fromUserId._id) : null;
    case 'fulfillment': {
      const id = relatedId || desireId;
      return id ? paths.post(id) : null;
    }
    case 'comment':
    case 'reaction':
    case 'like': {
      const id = desireId || relatedId;
      return id ? paths.post(id) : null;
    }
    default:
      return null;
  }
}
