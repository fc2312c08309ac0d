import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Desire } from '@contract/desire';
import { searchLimits } from '@contract/limits';
import { desireQueries, type CategoryDesireFilters } from './queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { countByStatus, countsOf, desiresOf, filterDesires, servesPages, type StatusCounts, type StatusFilter } from '../model/category-filter';

/** Whose category's desires: one the reader opens in the app, or one opened by its share link. */
export type CategoryDesiresSource =
  | { kind: 'category'; categoryId: string; name: string; ownerId: string }
  | { kind: 'shared'; categoryId: string; ownerId: string };

const NO_FILTERS: CategoryDesireFilters = { q: '', status: 'all' };

function optionsFor(source: CategoryDesiresSource, filters: CategoryDesireFilters) {
  return source.kind === 'category'
    ? desireQueries.inCategory(source.categoryId, { name: source.name, ownerId: source.ownerId }, filters)
    : desireQueries.inSharedCategory(source.categoryId, source.ownerId, filters);
}

export interface CategoryDesiresView {
  search: string;
  setSearch: (search: string) => void;
  status: StatusFilter;
  setStatus: (status: StatusFilter) => void;
  /** Total, Desired, In Progress and Fulfilled of the whole category, whatever the search. */
  counts: StatusCounts;
  /** How many desires of the category the reader may see, all pages together ("Shared category • n desires"). */
  categoryTotal: number;
  /** Nothing in the category for this reader (a desire just added counts, before the counts are read again). */
  empty: boolean;
  /** The desires to show for the search and status; null while the first page of a new search loads. */
  shown: Desire[] | null;
  /** The shown list is the previous search's while the new one loads. */
  stale: boolean;
  /** The search or status failed to load. */
  failed: boolean;
  retry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  nextPageFailed: boolean;
}

export type CategoryDesiresState =
  | { state: 'pending' }
  | { state: 'error'; retry: () => void; retrying: boolean }
  | { state: 'ready'; view: CategoryDesiresView };

/**
 * A category's desires as the screens browse them. From our server: a page at a time, with Load
 * More; the search (once typing settles) and the status are asked of the server over all of the
 * category, and the counts are the server's. From a backend that answers the whole list at once:
 * searched, filtered and counted in the browser over what came back, at each keystroke.
 */
export function useCategoryDesires(source: CategoryDesiresSource, enabled: boolean): CategoryDesiresState {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  // Another category opened on the same screen starts without the last one's search.
  const [scope, setScope] = useState(source.categoryId);
  if (scope !== source.categoryId) {
    setScope(source.categoryId);
    setSearch('');
    setStatus('all');
  }
  // Typing settles before the server is asked; an emptied box shows the whole list at once.
  const typed = useDebouncedValue(search.trim(), searchLimits.feedFilterDebounceMs);
  const settled = search.trim() === '' ? '' : typed;
  const all = useInfiniteQuery({ ...optionsFor(source, NO_FILTERS), enabled });
  const first = all.data?.pages[0];
  const paged = servesPages(first);
  const filtering = settled !== '' || status !== 'all';
  const matching = useInfiniteQuery({
    ...optionsFor(source, { q: settled, status }),
    enabled: enabled && paged && filtering,
    placeholderData: keepPreviousData,
  });

  if (!all.data || !first) {
    return all.isError ? { state: 'error', retry: () => void all.refetch(), retrying: all.isFetching } : { state: 'pending' };
  }
  const loaded = desiresOf(all.data.pages);
  const controls = { search, setSearch, status, setStatus, empty: loaded.length === 0 && !all.hasNextPage, categoryTotal: first.total };

  if (!paged) {
    return {
      state: 'ready',
      view: {
        ...controls,
        counts: countByStatus(loaded),
        shown: filterDesires(loaded, search, status),
        stale: false,
        failed: false,
        retry: () => void all.refetch(),
        hasNextPage: false,
        isFetchingNextPage: false,
        fetchNextPage: () => undefined,
        nextPageFailed: false,
      },
    };
  }

  const list = filtering ? matching : all;
  return {
    state: 'ready',
    view: {
      ...controls,
      counts: countsOf(all.data.pages),
      shown: list.data ? desiresOf(list.data.pages) : null,
      stale: filtering && matching.isPlaceholderData,
      failed: list.isError && !list.isFetchNextPageError,
      retry: () => void list.refetch(),
      hasNextPage: list.hasNextPage,
      isFetchingNextPage: list.isFetchingNextPage,
      fetchNextPage: () => void list.fetchNextPage(),
      nextPageFailed: list.isFetchNextPageError,
    },
  };
}
