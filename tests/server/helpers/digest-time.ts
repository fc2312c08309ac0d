import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client';

/**
 * Everything stored happened `ms` earlier: notices, messages, read marks and the digests' own times,
 * so that a digest's hour has passed without waiting for it.
 */
export async function ageStoredTimes(db: Database, ms: number): Promise<void> {
  const back = sql.raw(`interval '${Math.round(ms)} milliseconds'`);
  await db.execute(sql`update notifications set created_at = created_at - ${back}`);
  await db.execute(sql`update messages set created_at = created_at - ${back}`);
  await db.execute(sql`update chat_members set last_read_at = last_read_at - ${back}, read_at = read_at - ${back}`);
  await db.execute(sql`update email_digests set pending_since = pending_since - ${back}, next_allowed_at = next_allowed_at - ${back}, covered_until = covered_until - ${back}`);
}
