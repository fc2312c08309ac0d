import type { ImportResult } from '@contract/import';
import { desires } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { ImportDeps } from './apply-export';
import { alreadyImported, chunks, lockMemberImports, recordImported, Tally } from './ledger';
import type { CsvList } from './read-csv';

/** A desire made from a row with an address, whose page is read afterwards. */
export interface LinkedDesire {
  id: string;
  url: string;
}

/**
 * Each row of a CSV list as a private desire of the member's (they choose later who sees it), in one
 * transaction. A row imported before (same title and address) is skipped, as is its twin in the
 * same list.
 */
export async function applyCsv(deps: ImportDeps, memberId: string, list: CsvList): Promise<{ result: ImportResult; linked: LinkedDesire[] }> {
  const tally = new Tally();
  tally.skip('desires', 'invalid_row', list.invalid);
  const linked: LinkedDesire[] = [];
  await deps.db.transaction(async (tx) => {
    await lockMemberImports(tx, memberId);
    const before = await alreadyImported(tx, memberId, 'csv_row', list.wishes.map((w) => w.key));
    const seen = new Set(before.keys());
    const now = Date.now();
    const rows = [];
    const made: { sourceId: string; localId: string }[] = [];
    for (const [i, wish] of list.wishes.entries()) {
      if (seen.has(wish.key)) {
        tally.skip('desires', 'already_imported');
        continue;
      }
      seen.add(wish.key);
      // A millisecond apart, in the list's order: the first row is the oldest, the last the newest.
      const at = new Date(now - list.wishes.length + i);
      const id = newId(at);
      const { key, ...fields } = wish;
      rows.push({ id, userId: memberId, ...fields, visibility: 'private' as const, createdAt: at, updatedAt: at });
      made.push({ sourceId: key, localId: id });
      if (wish.sourceUrl) linked.push({ id, url: wish.sourceUrl });
    }
    for (const part of chunks(rows, 200)) await tx.insert(desires).values(part);
    await recordImported(tx, memberId, 'csv_row', made);
    tally.add('desires', rows.length);
    await deps.beforeCommit?.(tx);
  });
  return { result: tally.result('csv'), linked };
}
