import { arrayContains, eq, sql, type SQL } from 'drizzle-orm';
import type { DesireStatus } from '@contract/desire';
import { desires } from '../../db/schema';

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

/** The filters of a feed request as conditions on desires. */
export function filterConditions(filters: FeedFilters): SQL[] {
  const conditions: SQL[] = [];
  const status = statusFilter(filters.status);
  if (status) conditions.push(eq(desires.status, status));
  if (filters.category) conditions.push(arrayContains(desires.categories, [filters.category]));
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
