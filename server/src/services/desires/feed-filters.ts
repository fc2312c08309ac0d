import { arrayContains, eq, sql, type SQL } from 'drizzle-orm';
import type { DesireStatus } from '@contract/desire';
import { desires } from '../../db/schema';
import { ownerStatusIs } from '../visibility/surprise';

export type DesireOrder = 'newest' | 'popular';

export interface FeedFilters {
  page: number;
  limit: number;
  /** all, desire (or desired), in_progress, fulfilled */
  status?: string;
  /** The desire's categories contain this name exactly (case-sensitive, like the chips show it). */
  category?: string;
  userId?: string;
  sort?: DesireOrder;
}

/** "desired" is another backend's word for desire; "all" and nothing mean no filter. */
export function statusFilter(status: string | undefined): DesireStatus | null {
  if (!status || status === 'all') return null;
  return status === 'desired' ? 'desire' : (status as DesireStatus);
}

/**
 * The filters of a feed request as conditions on desires. With `ownerRows`, the category is tested on
 * each row an owner's index gives, never looked up in an index of its own: Postgres otherwise ANDs
 * the owner's few hundred entries with the category index's tens of thousands, once for every
 * followed member (a Following page with a category filter took 80 ms of PGlite's time at 100,000
 * desires, about 9 ms with this and the categories in the owner's index, migration 0011). `(…) is
 * true` is the same test where a row is kept or not, and matches no index. The status has an owner's
 * index of its own (owner, status, newest first; migration 0021), so it stays a plain condition: a
 * walk then reads the rows of that status only instead of ten times as many.
 */
export function filterConditions(filters: FeedFilters, { ownerRows = false, byOwner = false } = {}): SQL[] {
  const conditions: SQL[] = [];
  const rowTest = (condition: SQL): SQL => (ownerRows ? sql`(${condition}) is true` : condition);
  const status = statusFilter(filters.status);
  // `byOwner`: the owner reads their own desires, an unrevealed surprise as desired (visibility/surprise.ts).
  if (status) conditions.push(byOwner ? ownerStatusIs(status) : eq(desires.status, status));
  if (filters.category) conditions.push(rowTest(arrayContains(desires.categories, [filters.category])));
  if (filters.userId) conditions.push(eq(desires.userId, filters.userId));
  return conditions;
}


/**
 * A page size or offset written into a statement's text. As parameters, the plan kept for the
 * statement (db/pglite-statements.ts) would be made for any limit, and some such plans read the
 * whole table for eight rows; the few pages people open each get their own statement instead.
 */
export function rowCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}
