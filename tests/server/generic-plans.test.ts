import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/src/db/client';
import { GENERIC_PLAN } from '../../server/src/db/generic-plan';
import { loadRecordsByIds } from '../../server/src/services/desires/queries';
import { toggleInOneStatement } from '../../server/src/services/desires/reaction-toggle';
import { followingFeed } from '../../server/src/services/desires/following-feed';
import { NO_READER_SETS } from '../../server/src/services/visibility/reader';
import { openTestDatabase } from './helpers/test-app';

// The statements every feed and every reaction runs are planned once on PGlite (db/prepared.ts): left
// to choose, Postgres planned the records anew on every call once the tables had grown, at three
// times the cost of running them. pg_prepared_statements counts the plans each statement was given.
const MEMBERS = ['0000000000000000000000a1', '0000000000000000000000a2'];

describe.runIf(!process.env.TEST_DATABASE_URL)('generic plans of the busiest statements on PGlite', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const { db } = database;
    for (const [i, id] of MEMBERS.entries()) await db.execute(sql`insert into users (id, email, password_hash, full_name) values (${id}, ${`m${i}@example.com`}, 'x', ${`Member ${i}`})`);
    await db.execute(sql`insert into follows (follower_id, followee_id) values (${MEMBERS[0]}, ${MEMBERS[1]})`);
    await db.execute(sql`
      insert into desires (id, user_id, title, created_at)
      select lpad(to_hex(g), 24, '0'), ${MEMBERS[1]}, 'Desire ' || g, now() - g * interval '1 minute' from generate_series(1, 30) g`);
  });
  afterAll(async () => drop());

  /** Plans given so far to the prepared statements whose text holds `fragment`. */
  const plansOf = async (fragment: string) => {
    const result = await database.db.execute(
      sql`select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom from pg_prepared_statements where statement like ${`%${fragment}%`}`,
    );
    const [row] = (result as unknown as { rows: { generic: number; custom: number }[] }).rows;
    return row!;
  };

  it('gives the desire records, the Following page and the reaction statement one generic plan each and never a custom one', async () => {
    const { db } = database;
    const ids = ((await db.execute(sql`select id from desires order by id`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    for (let i = 0; i < 8; i++) {
      expect(await loadRecordsByIds(db, ids.slice(i, i + 1 + (i % 3)))).toHaveLength(1 + (i % 3));
      const page = await followingFeed(db, MEMBERS[0]!, { page: 1 + (i % 2), limit: 10 }, undefined, NO_READER_SETS);
      expect(page.total).toBe(30);
      const outcome = await toggleInOneStatement(db, { id: MEMBERS[0]!, fullName: 'Member 0' }, ids[i]!, '❤️');
      expect(outcome.action).toBe('added');
    }
    // Each was run eight times: a statement left to choose gets a custom plan on each of its first five.
    for (const fragment of [`${GENERIC_PLAN} ("users"."is_blocked"`, `select ${GENERIC_PLAN} (`, `with ${GENERIC_PLAN} d as (`]) {
      const plans = await plansOf(fragment);
      expect({ fragment, ...plans }).toMatchObject({ fragment, custom: 0 });
      expect(plans.generic).toBeGreaterThanOrEqual(8);
    }
  });
});
