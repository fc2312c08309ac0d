import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, todayOf, type UpcomingOccasion } from '@contract/occasion';
import { occasions } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { call, follow, insertDesires, makeMember, type Member } from '../helpers/desires';
import { statementCounter } from '../helpers/statement-counter';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The Upcoming list costs the same few statements whatever the number of members the reader follows.

const counter = statementCounter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { logger: counter.logger });
});
afterAll(() => t.close());

/** A reader who follows `n` members, each with an occasion in 3 days and two public desires for it. */
async function readerFollowing(n: number): Promise<Member> {
  const reader = await makeMember(t, `Reader of ${n}`);
  for (let i = 0; i < n; i++) {
    const owner = await makeMember(t, `Owner ${n}.${i}`);
    await follow(t.database.db, reader, owner);
    const occasionId = newId();
    await t.database.db.insert(occasions).values({ id: occasionId, userId: owner.id, title: `Day ${i}`, date: addDays(todayOf(), 3), visibility: 'public' });
    await insertDesires(t.database.db, [
      { userId: owner.id, occasionId, visibility: 'public' },
      { userId: owner.id, occasionId, visibility: 'public' },
    ]);
  }
  // Its session is read once, before counting.
  expect((await call(t.app, 'GET', '/occasions', reader)).statusCode).toBe(200);
  return reader;
}

it('reads the same number of statements for a reader following one member as for one following twelve', async () => {
  const counts: number[] = [];
  for (const n of [1, 12]) {
    const reader = await readerFollowing(n);
    const { result, statements } = await counter.during(() => call(t.app, 'GET', '/occasions/upcoming', reader));
    const list = result.json<UpcomingOccasion[]>();
    expect(list).toHaveLength(n);
    expect(list.every((item) => item.desires.length === 2 && item.desiresTotal === 2)).toBe(true);
    counts.push(statements.length);
  }
  expect(counts[1]).toBe(counts[0]);
  expect(counts[0]).toBeGreaterThanOrEqual(3);
  expect(counts[0]).toBeLessThanOrEqual(4);
});
