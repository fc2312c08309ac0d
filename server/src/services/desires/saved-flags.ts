import { and, eq, sql } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { savedDesires } from '../../db/schema';
import type { DesireRecord } from '../../db/desire-record';
import { toDesire } from './serialise';
import { commentsApartIn, countsApart, withCommentsApart } from '../visibility/counts';

/*
 * A desire's `isSaved` is the reader's own, while its record is the same for every reader (and the
 * Public feed's records are shared between readers through the read cache). So the flags are made per
 * request: from the saved ids that came with the member's session (visibility/reader.ts), or, for a member
 * who saved more than the session carries, with one statement for all the ids of a page
 * (primary-key probes); none for a visitor.
 */

const NONE: ReadonlySet<string> = new Set();

const savedAmongQuery = preparedQuery((db) =>
  db
    .select({ id: savedDesires.desireId })
    .from(savedDesires)
    .where(and(eq(savedDesires.userId, sql.placeholder('userId')), sql`${savedDesires.desireId} = any(${sql.placeholder('ids')}::text[])`))
    .prepare('saved_among'),
);

/** Which of these desires the reader saved. */
export async function savedAmong(db: Database, viewerId: string | null, ids: readonly string[]): Promise<ReadonlySet<string>> {
  if (!viewerId || ids.length === 0) return NONE;
  const rows = await savedAmongQuery(db).execute({ userId: viewerId, ids: [...ids] });
  return new Set(rows.map((row) => row.id));
}

/** What the reader's session tells about them: saved null when it could not carry them all. */
export interface ReaderSets {
  /** The members on the other side of a block with the reader, whose reactions and offers the shared records still hold. */
  blocked: ReadonlySet<string>;
  /** Those and the members the reader muted: whose comments the desires' comment counts still count. */
  hidden: readonly string[];
  saved: ReadonlySet<string> | null;
}

/** Records cut for the reader, with their saved flags from the session or, failing that, one statement. */
export async function toDesiresFor(db: Database, records: readonly DesireRecord[], viewerId: string | null, reader: ReaderSets): Promise<Desire[]> {
  const saved =
    viewerId && reader.saved
      ? reader.saved
      : await savedAmong(
          db,
          viewerId,
          records.map((record) => record.desire.id),
        );
  // Each cut by the reader's blocks: a third member's desire carries anyone's reactions and offers;
  // and its comment count less the comments the reader's list leaves out, from the commenters the
  // record carries (a statement only for a record made without them, with comments, for a reader
  // with blocks or mutes).
  const apart = await countsApart(
    db,
    records.filter((record) => record.desire.commentsCount > 0 && record.commenters === undefined).map((record) => record.desire.id),
    reader,
    { reactions: false },
  );
  return records.map((record) =>
    toDesire(
      withCommentsApart(record, commentsApartIn(record, reader.hidden) ?? apart.get(record.desire.id)?.comments),
      viewerId,
      saved.has(record.desire.id),
      reader.blocked,
    ),
  );
}

/** One record cut for the reader (a write's answer), by the sets of the writer's session. */
export async function toDesireFor(db: Database, record: DesireRecord, viewerId: string | null, reader: ReaderSets): Promise<Desire> {
  const [desire] = await toDesiresFor(db, [record], viewerId, reader);
  return desire!;
}

/** Every member who saved this desire: a live event about it tells each of them it is still saved. */
export async function saversOf(db: Database, desireId: string): Promise<string[]> {
  const rows = await db.select({ userId: savedDesires.userId }).from(savedDesires).where(eq(savedDesires.desireId, desireId));
  return rows.map((row) => row.userId);
}
