import { describe, expect, it } from 'vitest';
import { countByStatus, filterDesires, STATUS_FILTERS } from '@/app/category-desires/filter';
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
    expect(STATUS_FILTERS.map((choice) => choice.label)).toEqual(['All Status', 'Desired', 'In Progress', 'Fulfilled']);
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
