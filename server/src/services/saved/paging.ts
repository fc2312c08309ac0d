import { sql, type SQL } from 'drizzle-orm';
import type { PagedDesires } from '@contract/desire';
import type { ArchivePageQuery } from '@contract/saved';
import type { Database } from '../../db/client';
import { rowCount } from '../desires/feed-filters';
import { loadRecordsByIds } from '../desires/queries';
import { toDesiresFor } from '../desires/saved-flags';
import type { DesireRecord } from '../../db/desire-record';
import type { ReaderSets } from '../visibility/reader';
import { rowsOf } from '../../db/rows';

/**
 * A page of an archive list (Saved, Came true, I helped). `from` is a statement's FROM and WHERE over
 * `desires` (with the visibility rule applied), `order` its ORDER BY: the total and the page's ids
 * come in one statement, then the records, then the reader's saved flags. Three statements whatever
 * the page holds.
 */
export async function archivePage(db: Database, viewerId: string | null, from: SQL, order: SQL, query: ArchivePageQuery, readerSets: ReaderSets): Promise<PagedDesires> {
  const offset = (query.page - 1) * query.limit;
  const [row] = rowsOf<{ total: number | string; ids: string[] | null }>(
    await db.execute(
      sql`select (select count(*) ${from})::int as total, array(select desires.id ${from} order by ${order} limit ${rowCount(query.limit)} offset ${rowCount(offset)}) as ids`,
    ),
  );
  const ids = row?.ids ?? [];
  const records = inOrder(await loadRecordsByIds(db, ids), ids);
  const total = Number(row?.total ?? 0);
  return { desires: await toDesiresFor(db, records, viewerId, readerSets), total, hasMore: query.page * query.limit < total };
}

/** The records in the order of the page's ids (the records come back newest first). */
function inOrder(records: DesireRecord[], ids: readonly string[]): DesireRecord[] {
  const byId = new Map(records.map((record) => [record.desire.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
