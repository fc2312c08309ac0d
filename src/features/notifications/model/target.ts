import type { Notification } from '@contract/notification';
import { noticeTarget } from '@contract/pages/notice-target';

/** Where a click on a notification in the list leads: the rule the push and the mail follow too. */
export function notificationTarget(notification: Pick<Notification, 'type' | 'fromUserId' | 'desireId' | 'relatedId'>): string | null {
  return noticeTarget({ ...notification, fromUserId: notification.fromUserId?._id });
}
