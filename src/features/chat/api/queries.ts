import { queryOptions } from '@tanstack/react-query';
import { readCount } from '@/lib/read-count';
import { timings } from '@/lib/timings';

export const chatQueries = {
  all: () => ['chat'] as const,
  unreadCount: () =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'unread-count'] as const,
      queryFn: () => readCount('/api/messages/unread-count'),
      refetchInterval: timings.unreadMessagesPoll,
      staleTime: timings.unreadMessagesPoll,
    }),
};
