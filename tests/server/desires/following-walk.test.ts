import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { followingFeed } from '../../../server/src/services/desires/following-feed';
import { NO_READER_SETS } from '../../../server/src/services/visibility/reader';
import { indexEntriesRead } from '../helpers/index-reads';
import { openTestDatabase } from '../helpers/test-app';

// The Following tab walks each followed member's newest desires and stops at the page. A followed
// member of whom the counters hold nothing the page could show (all their desires private, or none of
// the category asked for) is not walked at all: walked, all of their desires were read to find none.
// PGlite's statistics say how many index entries a statement read (PostgreSQL flushes them to other
// sessions only after a delay, so the walk is checked on PGlite).
const READER = '0000000000000000000000a1';
const PLACES = '0000000000000000000000a2';
const THINGS = '0000000000000000000000a3';
const SECRET = '0000000000000000000000a4';
const PER_OWNER = 300;
const desireId = (owner: number, g: number) => (owner * 1000 + g).toString(16).padStart(24, '0');

describe('the Following tab with a category filter', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const { db } = database;
    for (const [i, id] of [READER, PLACES, THINGS, SECRET].entries()) {
      await db.execute(sql`insert into users (id, email, password_hash, full_name) values (${id}, ${`f${i}@example.com`}, 'x', ${`Member ${i}`})`);
    }
    await db.execute(sql`insert into follows (follower_id, followee_id) values (${READER}, ${PLACES}), (${READER}, ${THINGS}), (${READER}, ${SECRET})`);
    // Each followed member: 300 desires a minute apart. The first's are public, one in four a Place;
    // the second's public Things; the third's private Places.
    await db.execute(sql`
      insert into desires (id, user_id, title, visibility, categories, created_at)
      select lpad(to_hex(o * 1000 + g), 24, '0'), (array[${PLACES}, ${THINGS}, ${SECRET}])[o], 'Desire ' || g,
             case when o = 3 then 'private' else 'public' end,
             case when o = 1 and g % 4 = 0 then array['Place'] when o = 3 then array['Place'] else array['Thing'] end,
             now() - (g * 3 + o) * interval '1 minute'
      from generate_series(1, 3) o, generate_series(1, ${PER_OWNER}) g`);
    await db.execute(sql`vacuum analyze desires`);
  });
  afterAll(async () => drop());

  it.runIf(!process.env.TEST_DATABASE_URL)('walks only the member who has desires of that category the reader may see, and answers their newest', async () => {
    const { result: page, read, indexes } = await indexEntriesRead(database.db, 'desires', () => followingFeed(database.db, READER, { page: 1, limit: 10, category: 'Place' }, undefined, NO_READER_SETS));

    expect(page.total).toBe(PER_OWNER / 4);
    expect(page.desires.map((desire) => desire._id)).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 36, 40].map((g) => desireId(1, g)));
    // The Places member's walk: 40 entries for ten of the category. The Things member (none of the
    // category) and the private one (nothing the reader may see) are not walked: walked, each read 300.
    expect(read('desires_user_created_idx')).toBeGreaterThan(0);
    expect(read('desires_user_created_idx')).toBeLessThanOrEqual(60);
    // Nor is any other index of desires walked instead (the records of the page are read by id).
    const others = indexes.filter((name) => name !== 'desires_user_created_idx' && name !== 'desires_pkey');
    expect(others.map((name) => [name, read(name)])).toEqual(others.map((name) => [name, 0]));
  });
});
