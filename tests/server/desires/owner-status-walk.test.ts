import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { rowsOf } from '../../../server/src/db/rows';
import { followingFeed } from '../../../server/src/services/desires/following-feed';
import { NO_READER_SETS } from '../../../server/src/services/visibility/reader';
import { openTestDatabase } from '../helpers/test-app';

// The Following tab filtered by a status walks each followed member's desires of that status only
// (migration 0021), not all their desires testing each: a status one desire in ten holds cost ten times
// the rows. PGlite's statistics say which index a statement read and how many entries (PostgreSQL
// flushes them to other sessions only after a delay, so this runs on PGlite).
const READER = '0000000000000000000000b0';
const OWNERS = Array.from({ length: 10 }, (_, i) => `0000000000000000000000c${i}`);
const PER_OWNER = 200;

describe.runIf(!process.env.TEST_DATABASE_URL)('the Following tab filtered by a status', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const { db } = database;
    for (const [i, id] of [READER, ...OWNERS].entries()) {
      await db.execute(sql`insert into users (id, email, password_hash, full_name) values (${id}, ${`s${i}@example.com`}, 'x', ${`Member ${i}`})`);
    }
    for (const owner of OWNERS) await db.execute(sql`insert into follows (follower_id, followee_id) values (${READER}, ${owner})`);
    // Each owner: 200 public desires a minute apart, one in ten fulfilled.
    await db.execute(sql`
      insert into desires (id, user_id, title, status, created_at)
      select lpad(to_hex(o * 1000 + g), 24, '0'), (${sql.param(OWNERS)}::text[])[o], 'Desire ' || g,
             case when g % 10 = 0 then 'fulfilled' else 'desire' end, now() - (g * 10 + o) * interval '1 minute'
      from generate_series(1, ${OWNERS.length}) o, generate_series(1, ${PER_OWNER}) g`);
    await db.execute(sql`vacuum analyze desires`);
  });
  afterAll(async () => drop());

  /** Scans and entries read so far, per index of desires. */
  const indexReads = async () => {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const rows = rowsOf<{ name: string; scans: number; entries: number }>(
      await database.db.execute(sql`select indexrelname as name, idx_scan::int as scans, idx_tup_read::int as entries from pg_stat_user_indexes where relname = 'desires'`),
    );
    return new Map(rows.map((row) => [row.name, row]));
  };

  it('reads the owners’ entries of that status only and answers the newest of them', async () => {
    const before = await indexReads();
    const page = await followingFeed(database.db, READER, { page: 1, limit: 10, status: 'fulfilled' }, undefined, NO_READER_SETS);
    const after = await indexReads();

    expect(page.total).toBe((OWNERS.length * PER_OWNER) / 10);
    expect(page.desires).toHaveLength(10);
    expect(page.desires.every((desire) => desire.status === 'fulfilled')).toBe(true);
    // The newest fulfilled desires: g = 10 of every owner (the first owner's the newest), before any g = 20.
    const newest = OWNERS.map((_, i) => ((i + 1) * 1000 + 10).toString(16).padStart(24, '0'));
    expect(page.desires.map((desire) => desire._id)).toEqual(newest);

    const read = (name: string) => (after.get(name)?.entries ?? 0) - (before.get(name)?.entries ?? 0);
    const scans = (after.get('desires_user_status_created_idx')?.scans ?? 0) - (before.get('desires_user_status_created_idx')?.scans ?? 0);
    expect(scans).toBe(OWNERS.length);
    // At most a page from each owner, where walking all desires would read a hundred or more each.
    expect(read('desires_user_status_created_idx')).toBeLessThanOrEqual(OWNERS.length * 10);
    expect(read('desires_user_created_idx')).toBe(0);
  });
});
