import { sql } from 'drizzle-orm';
import type { PushPayload } from '@contract/push';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { digestMark } from './digest/queue';
import { pushesQueued, pushInsert, pushPayload, type PushAbout } from './push/deliveries';

/**
 * What reaches a member outside the app for a notice or message just stored, in the caller's
 * transaction: its push to each of their devices, and the mark that a digest may tell of it. One
 * statement for both. `about`: the notice's or message's id, asked again when the push leaves.
 */
export async function queueDelivery(db: Database, memberId: string, payload: PushPayload, about: { noticeId?: string; messageId?: string } = {}): Promise<void> {
  const member = sql`${memberId}::text`;
  const ids: PushAbout = {
    noticeId: about.noticeId ? sql`${about.noticeId}::text` : undefined,
    messageId: about.messageId ? sql`${about.messageId}::text` : undefined,
  };
  const result = await db.execute(sql`
    with pushed as (${pushInsert(member, pushPayload(payload), undefined, ids)}),
    marked as (${digestMark(member)})
    select count(*)::int as pushed from pushed`);
  pushesQueued(rowsOf<{ pushed: number }>(result)[0]?.pushed ?? 0);
}
