import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { rowsOf } from '../../../server/src/db/rows';
import { desires } from '../../../server/src/db/schema';
import { visibleTo } from '../../../server/src/services/visibility/desires';
import { openTestDatabase } from '../helpers/test-app';

// visibleTo(reader, owner) tests the named owner's standing (an operator's block, the reader's blocks)
// once, not on each row. A caller that named an owner but forgot to keep to their rows would otherwise
// let through the desires of every other member as if they stood as that owner does: the rule keeps to
// the named owner's rows itself.
const READER = '0000000000000000000000e1';
const OWNER = '0000000000000000000000e2';
const BLOCKED = '0000000000000000000000e3';

describe('the visibility rule for one named owner', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const { db } = database;
    for (const [i, id] of [READER, OWNER, BLOCKED].entries()) {
      await db.execute(sql`insert into users (id, email, password_hash, full_name) values (${id}, ${`o${i}@example.com`}, 'x', ${`Member ${i}`})`);
    }
    await db.execute(sql`insert into member_blocks (blocker_id, blocked_id) values (${READER}, ${BLOCKED})`);
    await db.execute(sql`
      insert into desires (id, user_id, title, visibility)
      values ('0000000000000000000000f1', ${OWNER}, 'The owner''s', 'public'), ('0000000000000000000000f2', ${BLOCKED}, 'The blocked member''s', 'public')`);
  });
  afterAll(async () => drop());

  const idsWhere = async (condition: ReturnType<typeof sql>) =>
    rowsOf<{ id: string }>(await database.db.execute(sql`select ${desires.id} as id from ${desires} where ${condition} order by 1`)).map((row) => row.id);

  it('gives only the named owner\'s desires, even where the caller\'s condition does not name the owner', async () => {
    // The positive signal first: without an owner, the rule gives the owner's desire and keeps the blocked member's out.
    expect(await idsWhere(visibleTo(READER))).toEqual(['0000000000000000000000f1']);
    expect(await idsWhere(visibleTo(READER, OWNER))).toEqual(['0000000000000000000000f1']);
    expect(await idsWhere(visibleTo(null, OWNER))).toEqual(['0000000000000000000000f1']);
    expect(await idsWhere(visibleTo(READER, BLOCKED))).toEqual([]);
  });
});
