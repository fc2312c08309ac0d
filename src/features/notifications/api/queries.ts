import { queryOptions } from '@tanstack/react-query';
import { readCount } from '@/lib/read-count';
import { timings } from '@/lib/timings';

export const notificationQueries = {
  all: () => ['notifications'] as const,
  unreadCount: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unread-count'] as const,
      queryFn: () => readCount('/api/notifications/unread-count'),
      refetchInterval: timings.unreadNotificationsPoll,
      staleTime: timings.unreadNotificationsPoll,
    }),
};
