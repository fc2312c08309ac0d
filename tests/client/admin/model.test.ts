import { describe, expect, it } from 'vitest';
import { pageItems, shownRange, totalPagesOf } from '@/features/admin/model/pagination';
import { detailsDate, listDate } from '@/features/admin/model/format';
import { activateLanguage } from '@/lib/i18n';

/** The buttons as text: numbers, and … for a gap. */
const shown = (current: number, total: number) => pageItems(current, total).map((item) => (item.kind === 'page' ? String(item.page) : '…'));

describe('the pagination window (current ±2, first and last, gaps)', () => {
  it('page 1 of 12: 1 2 3 … 12', () => {
    expect(shown(1, 12)).toEqual(['1', '2', '3', '…', '12']);
  });
  it('page 5 of 12: 1 … 3 4 5 6 7 … 12', () => {
    expect(shown(5, 12)).toEqual(['1', '…', '3', '4', '5', '6', '7', '…', '12']);
  });
  it('page 12 of 12: 1 … 10 11 12', () => {
    expect(shown(12, 12)).toEqual(['1', '…', '10', '11', '12']);
  });
  it('no gap where the window meets the first or last page, and nothing for one page', () => {
    expect(shown(4, 7)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(shown(3, 12)).toEqual(['1', '2', '3', '4', '5', '…', '12']);
    expect(shown(1, 1)).toEqual([]);
  });
  it('counts pages and the range shown', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(21, 10)).toBe(3);
    expect(shownRange(3, 10, 21)).toEqual({ from: 21, to: 21 });
    expect(shownRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('the admin dates', () => {
  it("writes 'MMM dd, yyyy' in the list and 'MMM d, yyyy' on the details screen", () => {
    const fifth = new Date(2025, 0, 5, 12).toISOString();
    expect(listDate(fifth)).toBe('Jan 05, 2025');
    expect(detailsDate(fifth)).toBe('Jan 5, 2025');
    expect(listDate(null)).toBe('');
    expect(detailsDate('not a date')).toBe('');
  });

  it('in another language writes the same short month, day and year in that language\'s own order', async () => {
    const fifth = new Date(2025, 0, 5, 12).toISOString();
    await activateLanguage('de');
    try {
      expect(listDate(fifth)).toMatch(/^05\. Jan\.? 2025$/);
      expect(detailsDate(fifth)).toMatch(/^5\. Jan\.? 2025$/);
    } finally {
      await activateLanguage('en');
    }
    expect(listDate(fifth)).toBe('Jan 05, 2025');
  });
});
