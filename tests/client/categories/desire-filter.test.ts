import { describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import { countByStatus, countsOf, desiresOf, filterDesires, servesPages, STATUS_FILTERS, type CategoryDesiresPage } from '@/features/desires/model/category-filter';
import { statusOf } from '@/features/desires/model/desire';
import { i18n } from '@/lib/i18n';
import { makeDesire } from '../msw/desires';

// The search, status filter and counts of the category screen and the shared category page.

const desires = [
  makeDesire({ title: 'Northern lights', description: 'Tromsø in winter', status: 'desire' }),
  makeDesire({ title: 'Learn the cello', description: null, status: 'in_progress' }),
  makeDesire({ title: 'A red bicycle', description: 'With lights for the night', status: 'fulfilled' }),
  makeDesire({ title: 'Bake sourdough', description: 'Every Sunday', status: 'in_progress' }),
];
const titles = (list: { title: string }[]) => list.map((d) => d.title);

describe('the status filter of a category', () => {
  it('offers All Status, Desired, In Progress and Fulfilled, in that order', () => {
    expect(STATUS_FILTERS.map((choice) => i18n._(choice.label))).toEqual(['All Status', 'Desired', 'In Progress', 'Fulfilled']);
    expect(STATUS_FILTERS.map((choice) => choice.value)).toEqual(['all', 'desire', 'in_progress', 'fulfilled']);
  });
});

describe('filterDesires', () => {
  it('keeps everything, in order, with no search and All Status', () => {
    expect(titles(filterDesires(desires, '', 'all'))).toEqual(['Northern lights', 'Learn the cello', 'A red bicycle', 'Bake sourdough']);
  });

  it('matches the title or the description, in any case, ignoring spaces around the search', () => {
    expect(titles(filterDesires(desires, '  LIGHTS ', 'all'))).toEqual(['Northern lights', 'A red bicycle']);
    expect(titles(filterDesires(desires, 'sunday', 'all'))).toEqual(['Bake sourdough']);
    expect(titles(filterDesires(desires, 'tromsø', 'all'))).toEqual(['Northern lights']);
  });

  it('copes with a desire without a description', () => {
    expect(titles(filterDesires(desires, 'cello', 'all'))).toEqual(['Learn the cello']);
    expect(filterDesires(desires, 'winter cello', 'all')).toEqual([]);
  });

  it('applies the status on top of the search', () => {
    expect(titles(filterDesires(desires, '', 'in_progress'))).toEqual(['Learn the cello', 'Bake sourdough']);
    expect(titles(filterDesires(desires, 'lights', 'fulfilled'))).toEqual(['A red bicycle']);
    expect(filterDesires(desires, 'lights', 'in_progress')).toEqual([]);
  });

  it('counts an old "desired" status as Desired', () => {
    const old = makeDesire({ title: 'Old wish', status: 'desired' });
    expect(titles(filterDesires([old], '', 'desire'))).toEqual(['Old wish']);
    expect(filterDesires([old], '', 'fulfilled')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const before = [...desires];
    filterDesires(desires, 'lights', 'fulfilled');
    expect(desires).toEqual(before);
  });
});

describe('countByStatus', () => {
  it('counts Total, Desired, In Progress and Fulfilled', () => {
    expect(countByStatus(desires)).toEqual({ total: 4, desire: 1, in_progress: 2, fulfilled: 1 });
  });

  it('is all zeros for an empty category', () => {
    expect(countByStatus([])).toEqual({ total: 0, desire: 0, in_progress: 0, fulfilled: 0 });
  });
});

describe('the pages of a category from a server that pages', () => {
  const a = makeDesire({ title: 'A', status: 'desire' });
  const b = makeDesire({ title: 'B', status: 'in_progress' });
  const c = makeDesire({ title: 'C', status: 'fulfilled' });
  const statuses = (list: Desire[]) => Object.fromEntries(list.map((d) => [d._id, statusOf(d)]));
  /** A category of 30 as the server counted it, with its first page of A and B, and C on the second. */
  const read = (first: Desire[], second: Desire[]): CategoryDesiresPage[] => [
    { desires: first, total: 30, hasMore: true, statusBreakdown: { desire: 10, in_progress: 15, fulfilled: 5 }, statusesRead: statuses(first) },
    { desires: second, total: 30, hasMore: true, statusBreakdown: { desire: 10, in_progress: 15, fulfilled: 5 }, statusesRead: statuses(second) },
  ];

  it('pages when the server says hasMore, and not when it answered the whole list', () => {
    expect(servesPages(read([a], [])[0])).toBe(true);
    expect(servesPages({ desires: [a], total: 1, hasMore: null, statusBreakdown: null })).toBe(false);
    expect(servesPages(undefined)).toBe(false);
  });

  it('lists each desire once, in order, when a page shifted between reads', () => {
    expect(titles(desiresOf(read([a, b], [b, c])))).toEqual(['A', 'B', 'C']);
  });

  it('counts the whole category as the server did, not the desires read so far', () => {
    expect(countsOf(read([a, b], [c]))).toEqual({ total: 30, desire: 10, in_progress: 15, fulfilled: 5 });
  });

  it('follows a status moved, a desire added and one removed on the pages since they were read', () => {
    const pages = read([a, b], [c]);
    const moved: CategoryDesiresPage[] = [{ ...pages[0]!, desires: [{ ...a, status: 'fulfilled' }, b] }, pages[1]!];
    expect(countsOf(moved)).toEqual({ total: 30, desire: 9, in_progress: 15, fulfilled: 6 });
    const added: CategoryDesiresPage[] = [{ ...pages[0]!, desires: [makeDesire({ title: 'New' }), a, b] }, pages[1]!];
    expect(countsOf(added)).toEqual({ total: 31, desire: 11, in_progress: 15, fulfilled: 5 });
    const removed: CategoryDesiresPage[] = [pages[0]!, { ...pages[1]!, desires: [] }];
    expect(countsOf(removed)).toEqual({ total: 29, desire: 10, in_progress: 15, fulfilled: 4 });
  });

  it('counts in the browser over what came back when the server sends no counts', () => {
    expect(countsOf([{ desires: [a, b, c], total: 3, hasMore: null, statusBreakdown: null }])).toEqual({ total: 3, desire: 1, in_progress: 1, fulfilled: 1 });
  });
});
