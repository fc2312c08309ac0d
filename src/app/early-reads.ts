import type { QueryClient } from '@tanstack/react-query';
import { authQueries, sessionStatusOf } from '@/features/auth/api/queries';
import { paths } from '@contract/pages/paths';

const feedKinds: Record<string, 'public' | 'following'> = { [paths.feed]: 'public', [paths.following]: 'following' };

/**
 * The session check, sent before the first render rather than from it, and on the home feed the
 * feed's first page as soon as that check says the member is in. From the screen, the page was asked
 * for only once the member shell and the feed had loaded and rendered: on a slow phone some hundred
 * milliseconds after the session's answer, and the first card's picture waited for it. The key is
 * the one the feed reads with when it opens (no category or author chosen yet), so the feed finds the
 * page there, or the read under way.
 */
export function startReads(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  const session = queryClient.fetchQuery(authQueries.session());
  const kind = feedKinds[pathname];
  if (!kind) {
    session.catch(() => undefined);
    return;
  }
  void session
    .then(async (user) => {
      if (sessionStatusOf(user) !== 'signed-in') return;
      const [{ desireQueries }, { statusFromParam }] = await Promise.all([import('@/features/desires/api/queries'), import('@/features/feed/model/feed-params')]);
      await queryClient.prefetchInfiniteQuery(desireQueries.feed(kind, { status: statusFromParam(new URLSearchParams(search).get('status')) }));
    })
    // The screen reads again and shows what went wrong.
    .catch(() => undefined);
}
