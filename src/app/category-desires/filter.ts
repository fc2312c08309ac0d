import type { Desire, DesireStatus } from '@contract/desire';
import { statusOf } from '@/features/desires/model/desire';

/** The status filter of a category's desires: All Status, Desired, In Progress, Fulfilled. */
export type StatusFilter = 'all' | DesireStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'desire', label: 'Desired' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'fulfilled', label: 'Fulfilled' },
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
