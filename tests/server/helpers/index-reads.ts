import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client';
import { rowsOf } from '../../../server/src/db/rows';

/**
 * How many entries of each index of `table` a piece of code read, from the database's statistics.
 * PGlite flushes them on asking (pg_stat_force_next_flush); PostgreSQL flushes them from other
 * backends on its own time, so tests that use this run on PGlite only.
 */
export async function indexEntriesRead<T>(db: Database, table: string, run: () => Promise<T>): Promise<{ result: T; read: (index: string) => number; indexes: string[] }> {
  const entries = async () => {
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const rows = rowsOf<{ name: string; entries: number }>(
      await db.execute(sql`select indexrelname as name, idx_tup_read::int as entries from pg_stat_user_indexes where relname = ${table}`),
    );
    return new Map(rows.map((row) => [row.name, row.entries]));
  };
  const before = await entries();
  const result = await run();
  const after = await entries();
  return { result, read: (index) => (after.get(index) ?? 0) - (before.get(index) ?? 0), indexes: [...after.keys()] };
}
