import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedDesires } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, daysAgo, insertDesires, makeMember, minutesAgo, type Member } from '../helpers/desires';
import { statementCounter } from '../helpers/statement-counter';

// The Public tab of a member who blocked or muted someone: the shared page when it holds none of
// those members' desires, a page of their own when it does; either way exactly the shared list less
// those members' desires, page by page, with the right total.

const counter = statementCounter();
let t: TestApp;
let reader: Member;
let muted: Member;
let author: Member;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1_000 }, {}, { logger: counter.logger });
  [reader, muted, author] = await Promise.all([makeMember(t, 'Reader'), makeMember(t, 'Muted'), makeMember(t, 'Author')]);
  // Thirty public desires of the author a minute apart, newest first; the muted member's come later.
  await insertDesires(
    t.database.db,
    Array.from({ length: 30 }, (_, i) => ({ userId: author.id, title: `Author ${i}`, visibility: 'public' as const, status: i % 4 === 0 ? ('fulfilled' as const) : ('desire' as const), categories: [i % 3 === 0 ? 'Place' : 'Thing'], createdAt: minutesAgo(i + 1, now) })),
  );
  expect((await call(t.app, 'POST', `/users/${muted.id}/mute`, reader)).statusCode).toBe(200);
});
afterAll(() => t.close());

const pageOf = async (who: Member | null, query: string) => {
  const res = await call(t.app, 'GET', `/desires/public?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PagedDesires>();
};

/** What the reader should get: the visitor's whole list less the muted member's desires, cut into pages. */
async function expectTheListWithout(query: string, limit: number, pages: number) {
  const everything = (await pageOf(null, `${query}&limit=50`)).desires.filter((d) => (typeof d.userId === 'string' ? d.userId : d.userId._id) !== muted.id);
  for (let page = 1; page <= pages; page++) {
    const got = await pageOf(reader, `${query}&limit=${limit}&page=${page}`);
    expect(got.desires.map((d) => d.title), `page ${page} of ${query}`).toEqual(everything.slice((page - 1) * limit, page * limit).map((d) => d.title));
    expect(got.total, `the total of ${query}`).toBe(everything.length);
    expect(got.hasMore).toBe(page * limit < everything.length);
  }
}

/** The statements of the reader's read, right after a visitor read the same page (the shared page is cached). */
async function statementsAfterVisitor(query: string, who = reader): Promise<string[]> {
  await pageOf(null, query);
  expect((await call(t.app, 'GET', '/auth/me', who)).statusCode).toBe(200); // the session, cached from here on
  return (await counter.during(() => pageOf(who, query))).statements;
}

describe('the Public tab of a member who muted someone', () => {
  it('is the shared page while the muted member has no public desire', async () => {
    await expectTheListWithout('sort=newest', 10, 3);
    expect(await statementsAfterVisitor('limit=10&page=1')).toEqual([]);
  });

  it('stays the shared page while the muted member’s desires are all older than it', async () => {
    await insertDesires(t.database.db, [
      { userId: muted.id, title: 'Muted old 1', visibility: 'public', categories: ['Place'], createdAt: minutesAgo(25.5, now) },
      { userId: muted.id, title: 'Muted old 2', visibility: 'public', status: 'fulfilled', createdAt: minutesAgo(40, now) },
    ]);
    // Inserted behind the app's back: drop what it cached.
    t.app.readCache.clear();
    expect(await statementsAfterVisitor('limit=10&page=1')).toEqual([]);
    await expectTheListWithout('sort=newest', 10, 3);
    await expectTheListWithout('status=desire', 5, 5);
    await expectTheListWithout('status=fulfilled', 3, 3);
    // A category: the shared page, after one statement over the muted member's own desires.
    await expectTheListWithout('category=Place', 4, 3);
    expect(await statementsAfterVisitor('category=Place&limit=4&page=1')).toHaveLength(1);
    // Another member's desires: the shared page as it is.
    expect(await statementsAfterVisitor(`userId=${author.id}&limit=4&page=2`)).toEqual([]);
  });

  it('is a page of the reader’s own once one of them is on it or before it, and right on every page', async () => {
    await insertDesires(t.database.db, [{ userId: muted.id, title: 'Muted new', visibility: 'public', createdAt: minutesAgo(0.5, now) }]);
    t.app.readCache.clear();
    const own = await statementsAfterVisitor('limit=10&page=2');
    expect(own.length).toBeGreaterThan(0);
    await expectTheListWithout('sort=newest', 10, 4);
    await expectTheListWithout('sort=popular', 7, 5);
    await expectTheListWithout(`userId=${author.id}`, 8, 4);
    await expectTheListWithout(`userId=${muted.id}`, 5, 1);
    await insertDesires(t.database.db, [{ userId: muted.id, title: 'Muted new place', visibility: 'public', categories: ['Place'], createdAt: minutesAgo(0.2, now) }]);
    t.app.readCache.clear();
    await expectTheListWithout('category=Place', 4, 3);
  });

  it('a visitor and a member without mutes still see the muted member’s desires', async () => {
    const other = await makeMember(t, 'Other');
    for (const who of [null, other]) expect((await pageOf(who, 'limit=5')).desires[0]?.title).toBe('Muted new place');
  });

  it('counts a muted member’s desires from the counters however many: past a thousand, still the shared page', async () => {
    const [prolific, second] = await Promise.all([makeMember(t, 'Prolific'), makeMember(t, 'Second reader')]);
    const many = 1_001;
    await insertDesires(
      t.database.db,
      Array.from({ length: many }, (_, i) => ({ userId: prolific.id, title: `Prolific ${i}`, visibility: 'public' as const, createdAt: daysAgo(2 + i / 1000, now) })),
    );
    t.app.readCache.clear();
    expect((await call(t.app, 'POST', `/users/${prolific.id}/mute`, second)).statusCode).toBe(200);
    const visitor = await pageOf(null, 'limit=10');
    const got = await pageOf(second, 'limit=10');
    expect(got.desires.map((d) => d.title)).toEqual(visitor.desires.map((d) => d.title));
    expect(got.total).toBe(visitor.total - many);
    expect(await statementsAfterVisitor('limit=10&page=2', second)).toEqual([]);
  });
});
