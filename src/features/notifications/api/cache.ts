import type { Notification } from '@contract/notification';

/** The unread count after a notification arrives live: one more unless it came already read. */
export function withArrivedNotification(count: number | undefined, notification: Pick<Notification, 'isRead'>): number | undefined {
  if (count === undefined || notification.isRead) return count;
  return count + 1;
}

/** The list after a notification arrives live: on top, once. Nothing when the list is not loaded. */
export function withListedNotification(list: Notification[] | undefined, notification: Notification): Notification[] | undefined {
  if (list === undefined || list.some((n) => n._id === notification._id)) return list;
  return [notification, ...list];
}

/** The list with these notifications marked read (or back to unread when `isRead` is false). */
export function withReadState(list: Notification[] | undefined, ids: readonly string[], isRead: boolean): Notification[] | undefined {
  if (list === undefined || ids.length === 0) return list;
  const wanted = new Set(ids);
  let changed = false;
  const next = list.map((n) => {
    if (!wanted.has(n._id) || n.isRead === isRead) return n;
    changed = true;
    return { ...n, isRead };
  });
  return changed ? next : list;
}

/** The unread count moved by `delta`, never below zero. */
export function withCountMovedBy(count: number | undefined, delta: number): number | undefined {
  if (count === undefined) return count;
  return Math.max(0, count + delta);
}

/** The ids of the unread notifications in a list. */
export const unreadIds = (list: readonly Notification[] | undefined): string[] => (list ?? []).filter((n) => !n.isRead).map((n) => n._id);
