import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportCounts, ImportResult, ImportSkipReason } from '@contract/import';
import type { Database } from '../../db/client';
import { categories, desires, importedItems, uploads, type ImportedItemRow } from '../../db/schema';

type Kind = ImportedItemRow['sourceKind'];

/** What an item became, by kind: the row that must still exist for the item to count as imported. */
const LOCAL = {
  desire: sql`exists (select 1 from ${desires} where ${desires.id} = ${importedItems.localId})`,
  csv_row: sql`exists (select 1 from ${desires} where ${desires.id} = ${importedItems.localId})`,
  category: sql`exists (select 1 from ${categories} where ${categories.id} = ${importedItems.localId})`,
  image: sql`exists (select 1 from ${uploads} where ${uploads.fileName} = ${importedItems.localId})`,
} satisfies Record<Kind, unknown>;

/** Statements stay well below PostgreSQL's 65,535 parameters whatever the file holds. */
const CHUNK = 1_000;
export const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The member's items of an earlier import, by their source id, with what each became here. One
 * whose desire, category or image the member has since deleted is not there any more: importing it
 * again brings it back once.
 */
export async function alreadyImported(db: Database, memberId: string, kind: Kind, sourceIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const ids of chunks([...new Set(sourceIds)])) {
    const rows = await db
      .select({ sourceId: importedItems.sourceId, localId: importedItems.localId })
      .from(importedItems)
      .where(and(eq(importedItems.userId, memberId), eq(importedItems.sourceKind, kind), inArray(importedItems.sourceId, ids), LOCAL[kind]));
    for (const row of rows) found.set(row.sourceId, row.localId);
  }
  return found;
}

export async function recordImported(db: Database, memberId: string, kind: Kind, pairs: readonly { sourceId: string; localId: string }[]): Promise<void> {
  for (const part of chunks(pairs)) {
    await db
      .insert(importedItems)
      .values(part.map((p) => ({ userId: memberId, sourceKind: kind, sourceId: p.sourceId, localId: p.localId })))
      .onConflictDoUpdate({ target: [importedItems.userId, importedItems.sourceKind, importedItems.sourceId], set: { localId: sql`excluded.local_id`, createdAt: sql`now()` } });
  }
}

/** One import's member at a time: a second import of the same file waits and then finds the first's items. */
export async function lockMemberImports(db: Database, memberId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${memberId}`}))`);
}

const none = (): ImportCounts => ({ desires: 0, categories: 0, saved: 0, follows: 0, images: 0 });

/** The answer's counts, kept as the import goes. */
export class Tally {
  private readonly imported = none();
  private readonly skipped = none();
  private readonly reasons = new Map<ImportSkipReason, number>();

  add(what: keyof ImportCounts, n = 1): void {
    this.imported[what] += n;
  }

  skip(what: keyof ImportCounts, reason: ImportSkipReason, n = 1): void {
    if (n <= 0) return;
    this.skipped[what] += n;
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + n);
  }

  result(kind: ImportResult['kind']): ImportResult {
    return { kind, imported: { ...this.imported }, skipped: { ...this.skipped }, reasons: [...this.reasons].map(([reason, count]) => ({ reason, count })) };
  }
}
