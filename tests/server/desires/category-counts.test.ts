import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PagedDesires } from '@contract/desire';
import { desires, users } from '../../../server/src/db/schema';
import { rowsOf } from '../../../server/src/db/rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, follow, insertDesires, makeMember, type Member } from '../helpers/desires';

// The counts per category (migration 0020) are kept by triggers on every way a desire changes: a write
// of many rows at once, a change of categories, visibility, status, owner or hiding, a delete, an
// account's delete. After random sequences of those, each counter table must equal the plain count
// over desires; and the feeds' totals with a category filter, which read them, must match their pages.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ readCacheTtlMs: 0, rateLimitFactor: 1_000 });
});
afterAll(() => t.close());

const CATEGORIES = ['Thing', 'Place', 'Goal'] as const;
const VISIBILITIES = ['public', 'followers', 'private', 'custom'] as const;
const STATUSES = ['desire', 'in_progress', 'fulfilled'] as const;

type Row = Record<string, string | number>;
const sorted = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).sort();

/** The counter tables, rows with a count of 0 left out, beside the same counts taken plainly. */
async function countersAndPlainCounts() {
  const db = t.database.db;
  const read = async (query: ReturnType<typeof sql>) => sorted(rowsOf<Row>(await db.execute(query)).map((r) => ({ ...r, n: Number(r.n) })));
  const shown = sql`case when d.hidden_reason is null then d.visibility else 'hidden' end`;
  const perRow = sql`desires d cross join lateral (select distinct c from unnest(d.categories) as c) u`;
  return {
    global: await read(sql`select category, visibility, status, count as n from desire_category_counts where count <> 0`),
    globalPlain: await read(sql`select u.c as category, ${shown} as visibility, d.status, count(*) as n from ${perRow} group by 1, 2, 3`),
    owners: await read(sql`select user_id, category, visibility, status, count as n from desire_owner_category_counts where count <> 0`),
    ownersPlain: await read(sql`select d.user_id, u.c as category, ${shown} as visibility, d.status, count(*) as n from ${perRow} group by 1, 2, 3, 4`),
  };
}

const categoriesArbitrary = fc.array(fc.constantFrom(...CATEGORIES), { maxLength: 3 });
const stepArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), owner: fc.nat(2), rows: fc.array(fc.record({ categories: categoriesArbitrary, visibility: fc.constantFrom(...VISIBILITIES), status: fc.constantFrom(...STATUSES) }), { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('categories' as const), pick: fc.nat(), categories: categoriesArbitrary }),
  fc.record({ kind: fc.constant('visibility' as const), pick: fc.nat(), visibility: fc.constantFrom(...VISIBILITIES) }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('hide' as const), pick: fc.nat(), hidden: fc.boolean() }),
  fc.record({ kind: fc.constant('owner' as const), pick: fc.nat(), owner: fc.nat(2) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('the counts per category (desire_category_counts, desire_owner_category_counts)', () => {
  it('equal the plain counts over desires after random inserts, changes, hiding, deletes and an account deleted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), fc.boolean(), async (steps, deleteAnAccount) => {
        const db = t.database.db;
        const owners: Member[] = [];
        for (let i = 0; i < 3; i++) owners.push(await makeMember(t, `Counted owner ${i}`));
        const ids: string[] = [];
        for (const step of steps) {
          if (step.kind === 'insert') {
            ids.push(...(await insertDesires(db, step.rows.map((row) => ({ ...row, userId: owners[step.owner]!.id })))));
            continue;
          }
          if (ids.length === 0) continue;
          const id = ids[step.pick % ids.length]!;
          if (step.kind === 'categories') await db.update(desires).set({ categories: step.categories }).where(eq(desires.id, id));
          else if (step.kind === 'visibility') await db.update(desires).set({ visibility: step.visibility }).where(eq(desires.id, id));
          else if (step.kind === 'status') await db.update(desires).set({ status: step.status }).where(eq(desires.id, id));
          else if (step.kind === 'hide') await db.update(desires).set({ hiddenReason: step.hidden ? 'Spam' : null }).where(eq(desires.id, id));
          else if (step.kind === 'owner') await db.update(desires).set({ userId: owners[step.owner]!.id }).where(eq(desires.id, id));
          else {
            await db.delete(desires).where(eq(desires.id, id));
            ids.splice(ids.indexOf(id), 1);
          }
        }
        if (deleteAnAccount) await db.delete(users).where(inArray(users.id, [owners[0]!.id]));
        const counts = await countersAndPlainCounts();
        expect(counts.global).toEqual(counts.globalPlain);
        expect(counts.owners).toEqual(counts.ownersPlain);
      }),
      { numRuns: 40, seed: 20261129 },
    );
  }, 120_000);

  it('give the Public and Following totals with a category filter, hidden accounts and hidden desires left out', async () => {
    const [reader, author, other] = [await makeMember(t, 'Category reader'), await makeMember(t, 'Category author'), await makeMember(t, 'Category other')];
    await follow(t.database.db, reader, author);
    const made = await Promise.all(
      [
        { visibility: 'public', categories: ['Experience'] },
        { visibility: 'followers', categories: ['Experience', 'Experience'] },
        { visibility: 'public', categories: ['Experience', 'Event'] },
        { visibility: 'private', categories: ['Experience'] },
      ].map((body, i) => call(t.app, 'POST', '/desires', author, { title: `Categorised ${i}`, ...body })),
    );
    const [, , both] = made.map((res) => res.json<{ _id: string }>()._id);
    await call(t.app, 'POST', '/desires', other, { title: 'Someone else’s experience', visibility: 'public', categories: ['Experience'] });
    const totals = async () => ({
      following: (await call(t.app, 'GET', '/desires/following?page=1&limit=1&category=Experience', reader)).json<PagedDesires>().total,
      public: (await call(t.app, 'GET', '/desires/public?page=1&limit=1&category=Experience', reader)).json<PagedDesires>().total,
      publicPages: (await call(t.app, 'GET', '/desires/public?page=1&limit=50&category=Experience', reader)).json<PagedDesires>().desires.length,
    });
    const before = await totals();
    // The public total is the whole table's; its pages list what it counts.
    expect(before.public).toBe(before.publicPages);
    expect(before.following).toBe(3);

    expect((await call(t.app, 'PUT', `/desires/${both}`, author, { title: 'Categorised 2', categories: ['Event'] })).statusCode).toBe(200);
    expect(await totals()).toEqual({ following: 2, public: before.public - 1, publicPages: before.public - 1 });

    // An account out of the members' space leaves both totals, as its desires leave the pages.
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, author.id));
    const blocked = await totals();
    expect(blocked).toEqual({ following: 0, public: before.public - 2, publicPages: before.public - 2 });
  });
});
