import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { notificationSchema, type Notification } from '@contract/notification';
import { api } from '@/lib/api-client';
import { readCount } from '@/lib/read-count';
import { queryRoots } from '@/lib/staleness';
import { timings } from '@/lib/timings';
import { tolerant } from '@/lib/tolerant-schema';

/**
 * The list, read item by item: one that lacks an `_id` or a message (or does not match the contract
 * otherwise) is dropped, as the spec says, instead of failing the whole list. Parts the app cannot
 * read leave their notice to its `message` (an extra's fallback), not out of the list.
 */
export function keepReadableNotifications(items: readonly unknown[]): Notification[] {
  return items.flatMap((item) => {
    const parsed = tolerant(notificationSchema).safeParse(item);
    return parsed.success && parsed.data._id && parsed.data.message.trim() ? [parsed.data] : [];
  });
}

async function fetchNotifications(): Promise<Notification[]> {
  return keepReadableNotifications(await api.get('/api/notifications', { schema: z.array(z.unknown()) }));
}

export const notificationQueries = {
  all: () => queryRoots.notifications,
  list: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'list'] as const,
      queryFn: fetchNotifications,
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unread-count'] as const,
      queryFn: () => readCount('/api/notifications/unread-count'),
      refetchInterval: timings.unreadNotificationsPoll,
      staleTime: timings.unreadNotificationsPoll,
    }),
};
