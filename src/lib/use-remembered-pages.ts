import { useEffect, useRef } from 'react';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollMemory } from './scroll-memory';

/** What the hook reads of an infinite query. */
interface PagedList {
  data: { pages: readonly unknown[] } | undefined;
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Keeps how many pages of a list the member had opened on this history entry, and on Back reads that
 * many again, one after another, when the spec's 5 s had already let them go: the place Back returns
 * to (src/lib/scroll-memory.ts) is only there once they are. Only on the way back, only for the list
 * the entry showed, and only once: a list the member filters afterwards starts at page one again.
 */
export function useRememberedPages(list: PagedList, queryKey: QueryKey): void {
  const { key: entry } = useLocation();
  const type = useNavigationType();
  const id = hashKey(queryKey);
  const shown = list.data?.pages.length ?? 0;
  // What to reach, decided when the entry is arrived at by Back; dropped once reached or left.
  const goal = useRef<{ id: string; pages: number } | null>(null);
  useEffect(() => {
    const pages = type === 'POP' ? scrollMemory.pages(entry, id) : undefined;
    goal.current = pages ? { id, pages } : null;
    // Only a change of entry sets a new goal; the list's own changes are judged against it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);

  const { hasNextPage, isFetching, isError, fetchNextPage } = list;
  useEffect(() => {
    const target = goal.current;
    if (!target) return;
    if (target.id !== id || shown >= target.pages || isError || (shown > 0 && !hasNextPage)) {
      goal.current = null;
      return;
    }
    if (shown > 0 && !isFetching) void fetchNextPage();
  }, [id, shown, hasNextPage, isFetching, isError, fetchNextPage]);

  // After the goal is read: the first page shown must not overwrite the count Back is reaching for.
  useEffect(() => {
    if (shown > 0) scrollMemory.rememberPages(entry, id, shown);
  }, [entry, id, shown]);
}
