import { and, isNull, sql, type Column } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { GENERIC_PLAN } from '../../db/generic-plan';
import { preparedQuery } from '../../db/prepared';
import { comments, reactions } from '../../db/schema';
import { notHidden } from './members';
import type { ReaderSets } from './reader';
import type { DesireRecord } from '../../db/desire-record';

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

// Built once per database (drizzle's prepare): building a union of two grouped reads costs about as
// much as running it on PGlite. Its plan does not depend on the values (index probes by desire id).
const countsApartQuery = preparedQuery((db) => {
  const among = (column: Column, name: string) => sql`${column} = any(${sql.placeholder(name)}::text[])`;
  return db
    .select({ desireId: reactions.desireId, kind: sql<'r' | 'c'>`${sql.raw(GENERIC_PLAN)} 'r'`, n: sql<number>`count(*)::int` })
    .from(reactions)
    .where(and(among(reactions.desireId, 'ids'), among(reactions.userId, 'blocked'), notHidden(reactions.userId)))
    .groupBy(reactions.desireId)
    .unionAll(
      db
        .select({ desireId: comments.desireId, kind: sql<'r' | 'c'>`'c'`, n: sql<number>`count(*)::int` })
        .from(comments)
        .where(and(among(comments.desireId, 'ids'), among(comments.userId, 'hidden'), isNull(comments.hiddenReason), notHidden(comments.userId)))
        .groupBy(comments.desireId),
    )
    .prepare('counts_apart');
});

/**
 * By desire: how many of its counted reactions and comments are of members the reader keeps apart.
 * `reactions: false` when only the comments matter (a desire answer cuts its reactions from its own list).
 */
export async function countsApart(
  db: Database,
  desireIds: readonly string[],
  readerSets: Pick<ReaderSets, 'blocked' | 'hidden'>,
  { reactions: withReactions = true } = {},
): Promise<ReadonlyMap<string, CountsApart>> {
  if (readerSets.hidden.length === 0 || desireIds.length === 0) return NONE;
  const rows = await countsApartQuery(db).execute({ ids: [...desireIds], blocked: withReactions ? [...readerSets.blocked] : [], hidden: [...readerSets.hidden] });
  if (rows.length === 0) return NONE;
  const byDesire = new Map<string, CountsApart>();
  for (const row of rows) {
    const counts = byDesire.get(row.desireId) ?? { reactions: 0, comments: 0 };
    if (row.kind === 'r') counts.reactions = Number(row.n);
    else counts.comments = Number(row.n);
    byDesire.set(row.desireId, counts);
  }
  return byDesire;
}

/**
 * How many of a record's counted comments are of the members in `hidden`, from the commenters the
 * record carries; undefined when it carries none, and then countsApart asks the database.
 */
export function commentsApartIn(record: DesireRecord, hidden: readonly string[]): number | undefined {
  if (record.commenters === undefined) return undefined;
  if (!record.commenters || hidden.length === 0) return 0;
  let apart = 0;
  for (const id of hidden) apart += record.commenters[id] ?? 0;
  return apart;
}

/** The record with its comment count less `apart` comments the reader does not see (REST answers and live copies alike). */
export function withCommentsApart(record: DesireRecord, apart: number | undefined): DesireRecord {
  return apart ? { ...record, desire: { ...record.desire, commentsCount: countLess(record.desire.commentsCount, apart) } } : record;
}

/** A counter less what the reader does not see of it. */
export const countLess = (counter: number, apart: number | undefined): number => (apart ? Math.max(0, counter - apart) : counter);
