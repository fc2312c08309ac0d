import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { desires, type DesireRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { visibleTo } from '../visibility/desires';

export const DESIRE_NOT_FOUND = 'Desire not found';

/**
 * The desire if the reader may see it; 404 otherwise, never 403, so that nobody learns that a hidden
 * desire exists. `lock` takes the row lock for the rest of a transaction (status moves, counters).
 */
export async function findVisibleDesire(db: Database, id: string, viewerId: string | null, options: { lock?: boolean } = {}): Promise<DesireRow> {
  const query = db
    .select()
    .from(desires)
    .where(and(eq(desires.id, id), visibleTo(viewerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(DESIRE_NOT_FOUND);
  return row;
}

/** The desire if the member owns it: 404 when they cannot see it, 403 with `message` when it is someone else's. */
export async function findOwnDesire(db: Database, id: string, memberId: string, message: string, options: { lock?: boolean } = {}): Promise<DesireRow> {
  const row = await findVisibleDesire(db, id, memberId, options);
  if (row.userId !== memberId) throw forbidden(message);
  return row;
}
