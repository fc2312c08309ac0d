import type { StatusBreakdown } from '@contract/category';
import type { Desire, DesireStatus } from '@contract/desire';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { statusOf } from './desire';

/** The status filter of a category's desires: All Status, Desired, In Progress, Fulfilled. */
export type StatusFilter = 'all' | DesireStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All Status` },
  { value: 'desire', label: msg`Desired` },
  { value: 'in_progress', label: msg`In Progress` },
  { value: 'fulfilled', label: msg`Fulfilled` },
];

export interface StatusCounts {
  total: number;
  desire: number;
  in_progress: number;
  fulfilled: number;
}

/** Total, Desired, In Progress and Fulfilled over every desire given (not the filtered ones). */
export function countByStatus(desires: readonly Desire[]): StatusCounts {
  const counts: StatusCounts = { total: desires.length, desire: 0, in_progress: 0, fulfilled: 0 };
  for (const desire of desires) counts[statusOf(desire)] += 1;
  return counts;
}

/** The desires whose title or description holds the search (any case) and whose status matches. */
export function filterDesires(desires: readonly Desire[], search: string, status: StatusFilter): Desire[] {
  const needle = search.trim().toLocaleLowerCase();
  return desires.filter((desire) => {
    if (status !== 'all' && statusOf(desire) !== status) return false;
    if (!needle) return true;
    return desire.title.toLocaleLowerCase().includes(needle) || (desire.description ?? '').toLocaleLowerCase().includes(needle);
  });
}

/**
 * A page of a category's desires as read: `hasMore` null when the backend answered the whole list at
 * once; `statusesRead`, each desire's status when the page was read.
 */
export interface CategoryDesiresPage {
  desires: Desire[];
  total: number;
  hasMore: boolean | null;
  statusBreakdown: StatusBreakdown | null;
  statusesRead?: Record<string, DesireStatus>;
}

/** The server pages, searches and counts (it says `hasMore`); otherwise the list came whole and the browser does it. */
export const servesPages = (first: CategoryDesiresPage | undefined): boolean => first !== undefined && first.hasMore !== null;

/** The pages' desires in order, each once: a desire added meanwhile shifts the next page by one. */
export function desiresOf(pages: readonly CategoryDesiresPage[]): Desire[] {
  const seen = new Set<string>();
  const list: Desire[] = [];
  for (const page of pages) {
    for (const desire of page.desires) {
      if (seen.has(desire._id)) continue;
      seen.add(desire._id);
      list.push(desire);
    }
  }
  return list;
}

/**
 * How many of a category's desires a visitor of its link sees when the server cannot say: the public
 * ones among the owner's, if all of them were read (a visitor sees exactly those); otherwise unknown.
 */
export function publicAmongWhole(pages: readonly CategoryDesiresPage[] | undefined, more: boolean): number | undefined {
  if (!pages || more) return undefined;
  return desiresOf(pages).filter((desire) => desire.visibility === 'public').length;
}

/**
 * The four counts. The server's, over the whole category, when it sends them, moved by what changed
 * on the pages since they were read (a desire added, removed or moved to another status here shows in
 * the counts at once); else counted over what came back.
 */
export function countsOf(pages: readonly CategoryDesiresPage[]): StatusCounts {
  const loaded = desiresOf(pages);
  const breakdown = pages[0]?.statusBreakdown;
  if (!breakdown) return countByStatus(loaded);
  const counts = { desire: breakdown.desire, in_progress: breakdown.in_progress, fulfilled: breakdown.fulfilled };
  const read = new Map<string, DesireStatus>();
  for (const page of pages) for (const [id, status] of Object.entries(page.statusesRead ?? {})) read.set(id, status);
  for (const desire of loaded) {
    const before = read.get(desire._id);
    const now = statusOf(desire);
    read.delete(desire._id);
    if (before === now) continue;
    if (before) counts[before] -= 1;
    counts[now] += 1;
  }
  // Read then, listed no more: deleted since.
  for (const status of read.values()) counts[status] -= 1;
  const desire = Math.max(0, counts.desire);
  const inProgress = Math.max(0, counts.in_progress);
  const fulfilled = Math.max(0, counts.fulfilled);
  return { total: desire + inProgress + fulfilled, desire, in_progress: inProgress, fulfilled };
}
