import { sql } from 'drizzle-orm';
import type { PushPayload } from '@contract/push';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { digestMark } from './digest/queue';
import { pushesQueued, pushInsert, pushPayload } from './push/deliveries';

/**
 * What reaches a member outside the app for a notice or message just stored, in the caller's
 * transaction: its push to each of their devices, and the mark that a digest may tell of it. One
 * statement for both.
 */
export async function queueDelivery(db: Database, memberId: string, payload: PushPayload): Promise<void> {
  const member = sql`${memberId}::text`;
  const result = await db.execute(sql`
    with pushed as (${pushInsert(member, pushPayload(payload))}),
    marked as (${digestMark(member)})
    select count(*)::int as pushed from pushed`);
  pushesQueued(rowsOf<{ pushed: number }>(result)[0]?.pushed ?? 0);
}
