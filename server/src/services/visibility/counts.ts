import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { comments, reactions } from '../../db/schema';
import { notHidden } from './members';
import type { RelationIds } from './reader';

/*
 * A desire's counters are kept for everyone (desires.reactions_count, comments_count), while a reader
 * does not see the reactions of members across a block with them, nor the comments of those and of
 * members they muted. So that a count never says more than its list ("1 comment" above "No comments
 * yet"), a reader with blocks or mutes gets the counters less what is theirs: one statement for a
 * page of desires, and none at all for the readers who keep nobody apart, almost every reader.
 * Counters already leave out hidden comments and accounts out of the members' space, so these do too.
 */

export interface CountsApart {
  reactions: number;
  comments: number;
}

const NONE: ReadonlyMap<string, CountsApart> = new Map();

/** By desire: how many of its counted reactions and comments are of members the reader keeps apart. */
export async function countsApart(db: Database, desireIds: readonly string[], relations: Pick<RelationIds, 'blocked' | 'hidden'>): Promise<ReadonlyMap<string, CountsApart>> {
  if (relations.hidden.length === 0 || desireIds.length === 0) return NONE;
  // Each list one array parameter (a bare array would be spread into a list of parameters).
  const ids = sql.param([...desireIds]);
  const blocked = sql.param([...relations.blocked]);
  const hidden = sql.param([...relations.hidden]);
  const rows = rowsOf<{ desire_id: string; kind: 'r' | 'c'; n: number }>(
    await db.execute(sql`
      select ${reactions.desireId} as desire_id, 'r' as kind, count(*)::int as n from ${reactions}
        where ${reactions.desireId} = any(${ids}::text[]) and ${reactions.userId} = any(${blocked}::text[]) and ${notHidden(reactions.userId)}
        group by 1
      union all
      select ${comments.desireId}, 'c', count(*)::int from ${comments}
        where ${comments.desireId} = any(${ids}::text[]) and ${comments.userId} = any(${hidden}::text[])
          and ${comments.hiddenReason} is null and ${notHidden(comments.userId)}
        group by 1`),
  );
  if (rows.length === 0) return NONE;
  const byDesire = new Map<string, CountsApart>();
  for (const row of rows) {
    const counts = byDesire.get(row.desire_id) ?? { reactions: 0, comments: 0 };
    if (row.kind === 'r') counts.reactions = row.n;
    else counts.comments = row.n;
    byDesire.set(row.desire_id, counts);
  }
  return byDesire;
}

/** A counter less what the reader does not see of it. */
export const countLess = (counter: number, apart: number | undefined): number => (apart ? Math.max(0, counter - apart) : counter);
