import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MessagePage } from '@contract/chat';
import { retryTransient } from '@/lib/query-client';
import { timings } from '@/lib/timings';
import { chatQueries } from './queries';

const fetchers = () => import('./fetchers');

export const threadQueries = {
  all: () => [...chatQueries.all(), 'messages'] as const,
  /** A thread: the newest page first in `pages`, each page oldest first; `nextCursor` reads the page before. */
  messages: (chatId: string) =>
    infiniteQueryOptions({
      queryKey: [...threadQueries.all(), chatId] as const,
      queryFn: async ({ pageParam }): Promise<MessagePage> => (await fetchers()).fetchMessages(chatId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page: MessagePage) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
      retry: retryTransient(timings.chatMessages.retry),
      retryDelay: timings.chatMessages.retryDelay,
    }),
};
