import { FEED_STATUS_FILTERS, type FeedStatusFilter } from '@contract/desire';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The status chip kept in the address: all, desire, in_progress or fulfilled ("desired" reads as desire). */
export function statusFromParam(value: string | null): FeedStatusFilter {
  if (value === 'desired') return 'desire';
  return (FEED_STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as FeedStatusFilter) : 'all';
}

export const STATUS_CHIPS: { value: FeedStatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'desire', label: msg`Desired` },
  { value: 'in_progress', label: msg`In Progress` },
  { value: 'fulfilled', label: msg`Fulfilled` },
];

export interface AuthorFilter {
  id: string;
  name: string;
}

export interface FeedExtraFilters {
  category?: string;
  author?: AuthorFilter;
}

export const hasExtraFilters = (f: FeedExtraFilters) => Boolean(f.category || f.author);
