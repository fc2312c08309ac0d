import type { Notification } from '@contract/notification';

/** The unread count after a notification arrives live: one more unless it came already read. */
export function withArrivedNotification(count: number | undefined, notification: Pick<Notification, 'isRead'>): number | undefined {
  if (count === undefined || notification.isRead) return count;
  return count + 1;
}
