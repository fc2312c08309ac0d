import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { rowsOf } from '../../../server/src/db/rows';
import { publicFeed } from '../../../server/src/services/desires/feeds';
import { memberPublicCount } from '../../../server/src/services/desires/public-counts';
import { NO_READER_SETS } from '../../../server/src/services/visibility/reader';
import { indexEntriesRead } from '../helpers/index-reads';
import { openTestDatabase } from '../helpers/test-app';

// The Public tab filtered on one member walks that member's newest desires and stops at the page:
// with the owner's standing tested on each row, the planner took the test to leave a single row and
// read all of the member's desires to sort them. The total comes from the counters. PGlite's
// statistics say which index a statement read and how many entries (PostgreSQL flushes them to other
// sessions only after a delay, so the walk is checked on PGlite).
const OWNER = '0000000000000000000000d1';
const OTHER = '0000000000000000000000d2';
const PER_OWNER = 300;

describe('the Public tab filtered on one member', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const { db } = database;
    for (const [i, id] of [OWNER, OTHER].entries()) {
      await db.execute(sql`insert into users (id, email, password_hash, full_name) values (${id}, ${`w${i}@example.com`}, 'x', ${`Member ${i}`})`);
    }
    // Each: 300 desires a minute apart, one in three followers-only, one in five fulfilled, one in
    // four in the Place category, and one an operator hid.
    await db.execute(sql`
      insert into desires (id, user_id, title, visibility, status, categories, hidden_reason, created_at)
      select lpad(to_hex(o * 1000 + g), 24, '0'), (array[${OWNER}, ${OTHER}])[o], 'Desire ' || g,
             case when g % 3 = 0 then 'followers' else 'public' end,
             case when g % 5 = 0 then 'fulfilled' else 'desire' end,
             case when g % 4 = 0 then array['Place'] else array['Thing'] end,
             case when g = 7 then 'spam' end,
             now() - (g * 2 + o) * interval '1 minute'
      from generate_series(1, 2) o, generate_series(1, ${PER_OWNER}) g`);
    await db.execute(sql`vacuum analyze desires`);
  });
  afterAll(async () => drop());

  const plainCount = async (extra: ReturnType<typeof sql>) => {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from desires where user_id = ${OWNER} and visibility = 'public' and hidden_reason is null and ${extra}`),
    );
    return row!.n;
  };

  it('counts from the counters what a plain count of the rows gives, by status and category, and none once the account is hidden', async () => {
    const { db } = database;
    expect(await memberPublicCount(db, OWNER)).toBe(await plainCount(sql`true`));
    expect(await memberPublicCount(db, OWNER, 'fulfilled')).toBe(await plainCount(sql`status = 'fulfilled'`));
    expect(await memberPublicCount(db, OWNER, null, 'Place')).toBe(await plainCount(sql`categories @> array['Place']`));
    expect(await memberPublicCount(db, OWNER, 'desire', 'Place')).toBe(await plainCount(sql`status = 'desire' and categories @> array['Place']`));
    expect(await memberPublicCount(db, OWNER)).toBeGreaterThan(150);
    await db.execute(sql`update users set is_blocked = true where id = ${OTHER}`);
    expect(await memberPublicCount(db, OTHER)).toBe(0);
    const page = await publicFeed(db, null, { page: 1, limit: 8, userId: OTHER }, undefined, NO_READER_SETS);
    expect(page).toMatchObject({ desires: [], total: 0 });
    await db.execute(sql`update users set is_blocked = false where id = ${OTHER}`);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('reads a page of the member’s newest entries, not all of them, and answers the newest public ones', async () => {
    const { result: page, read } = await indexEntriesRead(database.db, 'desires', () => publicFeed(database.db, null, { page: 3, limit: 8, userId: OWNER }, undefined, NO_READER_SETS));

    expect(page.total).toBe(await plainCount(sql`true`));
    // Page 3: the 17th to 24th newest public desires the operator did not hide (g not a multiple of 3, not 7).
    const publicOnes = Array.from({ length: PER_OWNER }, (_, i) => i + 1).filter((g) => g % 3 !== 0 && g !== 7);
    expect(page.desires.map((desire) => desire._id)).toEqual(publicOnes.slice(16, 24).map((g) => (1000 + g).toString(16).padStart(24, '0')));
    // The walk stops after the page: about 24 public entries and the followers-only ones among them,
    // where reading the member's desires to sort them reads all 300.
    expect(read('desires_user_created_idx')).toBeGreaterThan(0);
    expect(read('desires_user_created_idx')).toBeLessThanOrEqual(40);
    expect(read('desires_user_status_created_idx')).toBe(0);
  });
});
