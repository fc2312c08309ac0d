import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isTransient } from '@/lib/api-client';
import { timings } from '@/lib/timings';
import { unreadIds, withCountMovedBy, withReadState } from './cache';
import { notificationQueries } from './queries';

/** Some of the read calls failed: these notices are still unread on the server. */
export class MarkReadError extends Error {
  constructor(readonly ids: string[]) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's own words, for the log: the screen says its own
    super('Failed to mark as read');
    this.name = 'MarkReadError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One read call; like every write, tried once more after 1 s when another try could help. */
async function markOneRead(id: string): Promise<void> {
  const put = () => api.put(`/api/notifications/${encodeURIComponent(id)}/read`);
  try {
    await put();
  } catch (error) {
    if (!isTransient(error) || timings.mutations.retry < 1) throw error;
    await wait(timings.mutations.retryDelay);
    await put();
  }
}

/**
 * Marks notices read: one call per notice (the spec's Mark all read sends one per unread item), the
 * list and the badge change at once, and the ones whose call failed go back to unread.
 */
export function useMarkRead({ onFailure }: { onFailure?: (error: unknown) => void } = {}) {
  const client = useQueryClient();
  const listKey = notificationQueries.list().queryKey;
  const countKey = notificationQueries.unreadCount().queryKey;
  return useMutation({
    mutationKey: [...notificationQueries.all(), 'mark-read'],
    // Each call retries on its own, so that a retry never repeats the calls that worked.
    retry: false,
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map(markOneRead));
      const failed = ids.filter((_, index) => results[index]?.status === 'rejected');
      if (failed.length > 0) throw new MarkReadError(failed);
    },
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: listKey });
      await client.cancelQueries({ queryKey: countKey });
      const list = client.getQueryData(listKey);
      // Only what this change turns from unread to read moves the badge.
      const unread = new Set(list ? unreadIds(list) : ids);
      const turned = ids.filter((id) => unread.has(id));
      client.setQueryData(listKey, (old) => withReadState(old, turned, true));
      client.setQueryData(countKey, (count) => withCountMovedBy(count, -turned.length));
      return { turned };
    },
    onError: (error, ids, context) => {
      const failed = error instanceof MarkReadError ? error.ids : ids;
      const back = failed.filter((id) => context?.turned.includes(id));
      client.setQueryData(listKey, (old) => withReadState(old, back, false));
      client.setQueryData(countKey, (count) => withCountMovedBy(count, back.length));
      onFailure?.(error);
    },
    // The badge is read again: the list may hold only the latest notices.
    onSettled: () => client.invalidateQueries({ queryKey: countKey }),
  });
}
