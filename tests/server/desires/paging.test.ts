import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { PagedDesires, Stats, TrendingDesire } from '@contract/desire';
import { desires } from '../../../server/src/db/schema';
import { createUser } from '../../../server/src/services/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, daysAgo, follow, insertDesires, makeMembers, minutesAgo, type Member } from '../helpers/desires';

let t: TestApp;
let poster: Member;
let other: Member;
let reader: Member;
/** The poster's 20 public desires, newest first. */
let posterPublic: string[];
let otherPublic: string[];
let posterPrivate: string[];
const now = Date.now();

const feed = async (url: string, who: Member | null = null) => {
  const res = await call(t.app, 'GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PagedDesires>();
};
// Writes straight to the database skip the HTTP hook that clears the read cache.
const wrote = () => t.app.readCache.clear();
const ids = (page: PagedDesires) => page.desires.map((d) => d._id);

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ poster, other, reader } = await makeMembers(t, ['poster', 'other', 'reader'] as const));
  await follow(t.database.db, reader, poster);
  const db = t.database.db;
  posterPublic = await insertDesires(
    db,
    Array.from({ length: 20 }, (_, i) => ({
      userId: poster.id,
      createdAt: minutesAgo(10 + i, now),
      categories: i % 4 === 0 ? ['Place', 'Travel'] : ['Thing'],
      status: i % 5 === 1 ? ('in_progress' as const) : i % 5 === 2 ? ('fulfilled' as const) : ('desire' as const),
    })),
  );
  otherPublic = await insertDesires(db, Array.from({ length: 5 }, (_, i) => ({ userId: other.id, createdAt: minutesAgo(100 + i, now), categories: ['Goal'] })));
  posterPrivate = await insertDesires(db, Array.from({ length: 3 }, (_, i) => ({ userId: poster.id, createdAt: minutesAgo(i, now), visibility: 'private' as const })));
});
afterAll(() => t.close());

describe('GET /desires/public', () => {
  it('pages 8 at a time, newest first, with total and hasMore, through the last page and past it', async () => {
    const all = [...posterPublic, ...otherPublic];
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(await feed(`/desires/public?page=${page}`));
    expect(pages.map((p) => p.desires.length)).toEqual([8, 8, 8, 1, 0]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, true, false, false]);
    for (const p of pages) expect(p.total).toBe(25);
    expect(pages.flatMap(ids)).toEqual(all);
  });

  it('takes a limit from 1 to 50', async () => {
    expect(ids(await feed('/desires/public?limit=50'))).toHaveLength(25);
    const one = await feed('/desires/public?limit=1&page=25');
    expect(one).toMatchObject({ total: 25, hasMore: false });
    expect(ids(one)).toEqual([otherPublic[4]]);
  });

  it('breaks ties on the same instant by id, newest id first', async () => {
    const same = daysAgo(400, now);
    const [x, y] = await insertDesires(t.database.db, [
      { userId: other.id, createdAt: same, visibility: 'followers' },
      { userId: other.id, createdAt: same, visibility: 'followers' },
    ]);
    await t.database.db.update(desires).set({ visibility: 'public' }).where(inArray(desires.id, [x as string, y as string]));
    wrote();
    const everything = await feed('/desires/public?limit=50');
    expect(ids(everything).slice(-2)).toEqual([x, y].sort().reverse());
    await t.database.db.delete(desires).where(inArray(desires.id, [x as string, y as string]));
    wrote();
    expect((await feed('/desires/public')).total).toBe(25);
  });

  it('filters by status (desired meaning desire), with totals to match', async () => {
    const byStatus = async (status: string) => (await feed(`/desires/public?status=${status}&limit=50`)).total;
    expect(await byStatus('in_progress')).toBe(4);
    expect(await byStatus('fulfilled')).toBe(4);
    expect(await byStatus('desire')).toBe(17);
    expect(await byStatus('desired')).toBe(17);
    expect(await byStatus('all')).toBe(25);
    const page = await feed('/desires/public?status=fulfilled');
    expect(page.desires.every((d) => d.status === 'fulfilled')).toBe(true);
    expect(ids(page)).toEqual([posterPublic[2], posterPublic[7], posterPublic[12], posterPublic[17]]);
  });

  it('filters by category (exact name) and by author, and combines filters', async () => {
    const place = await feed('/desires/public?category=Place');
    expect(ids(place)).toEqual([0, 4, 8, 12, 16].map((i) => posterPublic[i]));
    expect(place.total).toBe(5);
    expect((await feed('/desires/public?category=place')).total).toBe(0);
    expect((await feed('/desires/public?category=Nowhere')).desires).toEqual([]);
    const byOther = await feed(`/desires/public?userId=${other.id}`);
    expect(ids(byOther)).toEqual(otherPublic);
    expect(byOther).toMatchObject({ total: 5, hasMore: false });
    const combined = await feed(`/desires/public?userId=${poster.id}&category=Thing&status=in_progress&limit=2`);
    expect(combined).toMatchObject({ total: 3, hasMore: true });
    expect(ids(combined)).toEqual([posterPublic[1], posterPublic[6]]);
  });

  it('sorts by reactions plus comments with sort=popular, newest first on ties', async () => {
    const db = t.database.db;
    await db.update(desires).set({ reactionsCount: 5 }).where(eq(desires.id, otherPublic[4] as string));
    await db.update(desires).set({ commentsCount: 3, reactionsCount: 2 }).where(eq(desires.id, otherPublic[3] as string));
    await db.update(desires).set({ commentsCount: 1 }).where(eq(desires.id, otherPublic[0] as string));
    wrote();
    const popular = await feed('/desires/public?sort=popular&limit=4');
    expect(ids(popular)).toEqual([otherPublic[3], otherPublic[4], otherPublic[0], posterPublic[0]]);
    await db.update(desires).set({ reactionsCount: 0, commentsCount: 0 }).where(inArray(desires.id, otherPublic));
    wrote();
  });

  it('answers 400 for a limit of 0 or 51, page 0, text where numbers go, and unknown filters', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=-1', 'limit=2.5', 'page=0', 'page=-3', 'page=abc', 'limit=abc', 'page=10001', 'status=done', 'sort=oldest', 'userId=abc', 'category=']) {
      const res = await call(t.app, 'GET', `/desires/public?${query}`, null);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toEqual(expect.any(String));
    }
  });
});

describe('GET /desires/following', () => {
  it('pages 10 at a time over the followed members’ visible desires', async () => {
    const first = await feed('/desires/following', reader);
    expect(first).toMatchObject({ total: 20, hasMore: true });
    expect(ids(first)).toEqual(posterPublic.slice(0, 10));
    const second = await feed('/desires/following?page=2', reader);
    expect(second).toMatchObject({ total: 20, hasMore: false });
    expect(ids(second)).toEqual(posterPublic.slice(10));
    expect((await feed('/desires/following?status=fulfilled', reader)).total).toBe(4);
    expect((await feed('/desires/following', other)).total).toBe(0);
  });

  it('answers 401 without a session and 400 for bad paging', async () => {
    expect((await call(t.app, 'GET', '/desires/following', null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/desires/following?limit=51', reader)).statusCode).toBe(400);
  });
});

describe('GET /desires/my and /desires/user/:id', () => {
  it('lists all of the member’s own desires newest first, any visibility', async () => {
    const mine = await feed('/desires/my', poster);
    expect(mine).toMatchObject({ total: 23, hasMore: false });
    expect(ids(mine)).toEqual([...posterPrivate, ...posterPublic]);
    const paged = await feed('/desires/my?limit=5&page=2&status=desire', poster);
    expect(paged.total).toBe(15);
    expect(paged.desires).toHaveLength(5);
  });

  it('lists a member’s desires that the reader may see, with total and hasMore', async () => {
    expect((await feed(`/desires/user/${poster.id}`, poster)).total).toBe(23);
    const visitor = await feed(`/desires/user/${poster.id}?limit=7`);
    expect(visitor).toMatchObject({ total: 20, hasMore: true });
    expect(ids(visitor)).toEqual(posterPublic.slice(0, 7));
    expect((await feed(`/desires/user/${poster.id}?status=in_progress`)).total).toBe(4);
  });

  it('answers 404 "User not found" for an unknown member or an admin, and 400 for a bad id', async () => {
    const unknown = await call(t.app, 'GET', '/desires/user/0123456789abcdef01234567', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    const admin = await createUser(t.database.db, { email: 'paging-admin@example.com', fullName: 'Admin', password: 'long enough pass', role: 'admin', isVerified: true });
    expect((await call(t.app, 'GET', `/desires/user/${admin.id}`, null)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/stats/user/${admin.id}`, null)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/desires/user/abc', null)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/desires/my', null)).statusCode).toBe(401);
  });
});

describe('GET /desires/trending and /stats', () => {
  it('ranks public desires by reactions plus comments, newest first on ties, 5 by default', async () => {
    const db = t.database.db;
    const [old, recent, tieOld, tieNew, hidden] = await insertDesires(db, [
      { userId: other.id, createdAt: daysAgo(400, now), reactionsCount: 9 },
      { userId: other.id, createdAt: daysAgo(3, now), reactionsCount: 4, commentsCount: 4 },
      { userId: other.id, createdAt: daysAgo(40, now), reactionsCount: 3 },
      { userId: other.id, createdAt: daysAgo(10, now), commentsCount: 3 },
      { userId: other.id, createdAt: daysAgo(1, now), reactionsCount: 50, visibility: 'followers' },
    ]);
    wrote();
    const trending = async (query: string) => (await call(t.app, 'GET', `/desires/trending${query}`, null)).json<TrendingDesire[]>();
    const all = await trending('');
    expect(all).toHaveLength(5);
    expect(all.slice(0, 4).map((d) => d._id)).toEqual([old, recent, tieNew, tieOld]);
    expect(all[0]).toEqual({
      _id: old,
      title: expect.any(String),
      status: 'desire',
      coverImage: null,
      userId: { _id: other.id, fullName: 'other', profileImage: null },
      reactionsCount: 9,
      commentsCount: 0,
      createdAt: daysAgo(400, now).toISOString(),
    });
    expect((await trending('?timeFilter=year&limit=3')).map((d) => d._id)).toEqual([recent, tieNew, tieOld]);
    expect((await trending('?timeFilter=month&limit=3')).map((d) => d._id)).toEqual([recent, tieNew, posterPublic[0]]);
    expect((await trending('?timeFilter=week&limit=1')).map((d) => d._id)).toEqual([recent]);
    expect(JSON.stringify(await trending('?limit=50'))).not.toContain(hidden);
    await db.delete(desires).where(inArray(desires.id, [old, recent, tieOld, tieNew, hidden] as string[]));
    wrote();
  });

  it('answers 400 for an unknown period or a limit out of bounds', async () => {
    for (const query of ['timeFilter=day', 'limit=0', 'limit=51', 'limit=x']) {
      expect((await call(t.app, 'GET', `/desires/trending?${query}`, null)).statusCode, query).toBe(400);
    }
  });

  it('counts the public desires by status', async () => {
    expect((await call(t.app, 'GET', '/stats', null)).json<Stats>()).toEqual({ total: 25, desired: 17, inProgress: 4, fulfilled: 4 });
  });
});
