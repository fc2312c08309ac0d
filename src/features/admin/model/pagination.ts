/** A page number to show, or a gap between the window and the first or last page. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

/** Pages on each side of the current one (spec 9: ±2). */
export const PAGE_WINDOW = 2;

/**
 * The numbered buttons: the current page ±2, plus the first and last page, with a gap wherever
 * pages are left out. Page 5 of 12 gives 1 … 3 4 5 6 7 … 12.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const from = Math.max(1, current - PAGE_WINDOW);
  const to = Math.min(totalPages, current + PAGE_WINDOW);
  const items: PageItem[] = [];
  if (from > 1) items.push({ kind: 'page', page: 1 });
  if (from > 2) items.push({ kind: 'gap', key: 'before' });
  for (let page = from; page <= to; page++) items.push({ kind: 'page', page });
  if (to < totalPages - 1) items.push({ kind: 'gap', key: 'after' });
  if (to < totalPages) items.push({ kind: 'page', page: totalPages });
  return items;
}

export const totalPagesOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** "Showing X to Y of N users": the 1-based range of this page (0 to 0 when there is nothing). */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: Math.min(total, page * limit) };
}
