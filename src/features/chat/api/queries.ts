import { queryOptions } from '@tanstack/react-query';
import type { Chat } from '@contract/chat';
import { readCount } from '@/lib/read-count';
import { timings } from '@/lib/timings';
import type { Connection } from '../model/connections';

const fetchers = () => import('./fetchers');

/**
 * What the chat screen reads, general to specific: all -> list, detail(id), connections(id), unread
 * count; threads are in thread-queries.ts, under the same root, so that the shell's unread count
 * does not bring the thread's paging code into every first visit.
 */
export const chatQueries = {
  all: () => ['chat'] as const,
  list: () =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'list'] as const,
      queryFn: async (): Promise<Chat[]> => (await fetchers()).fetchChats(),
    }),
  details: () => [...chatQueries.all(), 'detail'] as const,
  /** One chat, for a chatId that the list does not hold. */
  detail: (chatId: string) =>
    queryOptions({
      queryKey: [...chatQueries.details(), chatId] as const,
      queryFn: async (): Promise<Chat> => (await fetchers()).fetchChat(chatId),
    }),
  /** Followers and following merged, read while the new-chat dialog is open. */
  connections: (userId: string) =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'connections', userId] as const,
      queryFn: async (): Promise<Connection[]> => (await fetchers()).fetchConnections(userId),
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'unread-count'] as const,
      queryFn: () => readCount('/api/messages/unread-count'),
      refetchInterval: timings.unreadMessagesPoll,
      staleTime: timings.unreadMessagesPoll,
    }),
};
