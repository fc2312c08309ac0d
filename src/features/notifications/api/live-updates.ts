import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@contract/notification';
import { withArrivedNotification, withListedNotification } from './cache';
import { notificationQueries } from './queries';

/** The ids of notices already counted, per cache, so that one delivered twice counts once. */
const counted = new WeakMap<QueryClient, Set<string>>();
const REMEMBERED = 200;

function firstArrival(client: QueryClient, id: string): boolean {
  let ids = counted.get(client);
  if (!ids) counted.set(client, (ids = new Set()));
  if (ids.has(id)) return false;
  ids.add(id);
  // A Set keeps insertion order: the oldest goes first.
  if (ids.size > REMEMBERED) ids.delete(ids.values().next().value as string);
  return true;
}

/**
 * A notification for this member: the badge counts it at once (the 30 s poll keeps it honest) and
 * a loaded list shows it on top. A notice without a message is not listed, as on a read.
 */
export function receiveNotification(client: QueryClient, notification: Notification) {
  if (!firstArrival(client, notification._id)) return;
  client.setQueryData<number>(notificationQueries.unreadCount().queryKey, (count) => withArrivedNotification(count, notification));
  if (!notification.message.trim()) return;
  client.setQueryData<Notification[]>(notificationQueries.list().queryKey, (list) => withListedNotification(list, notification));
}
