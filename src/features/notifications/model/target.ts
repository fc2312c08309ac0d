import type { Notification } from '@contract/notification';
import { noticeTarget } from '@contract/pages/notice-target';
import { paths } from '@contract/pages/paths';
import { isExtraOffered } from '@/lib/extras';

/** Where a click on a notification in the list leads: the rule the push and the mail follow too. */
export function notificationTarget(notification: Pick<Notification, 'type' | 'fromUserId' | 'desireId' | 'relatedId'>): string | null {
  switch (notification.type) {
    // An occasion of someone the member follows is near: the Upcoming screen, or the member's
    // profile on a backend that turned out to keep no occasions.
    case 'occasion_reminder':
      if (isExtraOffered('occasions')) return paths.upcoming;
      return notification.fromUserId ? paths.member(notification.fromUserId._id) : null;
    default:
      return noticeTarget({ ...notification, fromUserId: notification.fromUserId?._id });
  }
}
