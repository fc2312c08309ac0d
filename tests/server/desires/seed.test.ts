import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { PagedDesires, Stats, TrendingDesire } from '@contract/desire';
import { comments, desires, follows, fulfillments, notifications, reactions } from '../../../server/src/db/schema';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoData } from '../../../server/src/services/seed';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { call } from '../helpers/desires';

let t: TestApp;
let seconds = 0;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  const started = performance.now();
  await seedDemoData(t.database.db, { images: t.app.images });
  seconds = (performance.now() - started) / 1000;
});
afterAll(() => t.close());

const total = async (table: Parameters<ReturnType<TestApp['database']['db']['select']>['from']>[0]) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('demo data', () => {
  it('fills an empty database quickly with desires, follows, reactions, comments, fulfilments and notifications', async () => {
    expect(seconds).toBeLessThan(5);
    expect(await total(desires)).toBeGreaterThanOrEqual(30);
    expect(await total(follows)).toBeGreaterThan(10);
    expect(await total(reactions)).toBeGreaterThan(20);
    expect(await total(comments)).toBeGreaterThan(5);
    expect(await total(fulfillments)).toBeGreaterThan(5);
    expect(await total(notifications)).toBeGreaterThan(20);
  });

  it('runs only on an empty database', async () => {
    const before = await total(desires);
    expect(await seedDemoData(t.database.db)).toEqual({ seeded: false });
    expect(await total(desires)).toBe(before);
  });

  it('keeps the counters in step: reactions and comments per desire, and the public stats', async () => {
    const rows = await t.database.db.select().from(desires);
    const reactionRows = await t.database.db.select().from(reactions);
    const commentRows = await t.database.db.select().from(comments);
    for (const row of rows) {
      expect(row.reactionsCount).toBe(reactionRows.filter((r) => r.desireId === row.id).length);
      expect(row.commentsCount).toBe(commentRows.filter((c) => c.desireId === row.id).length);
    }
    const stats = (await call(t.app, 'GET', '/stats', null)).json<Stats>();
    const pub = rows.filter((r) => r.visibility === 'public');
    expect(stats).toEqual({
      total: pub.length,
      desired: pub.filter((r) => r.status === 'desire').length,
      inProgress: pub.filter((r) => r.status === 'in_progress').length,
      fulfilled: pub.filter((r) => r.status === 'fulfilled').length,
    });
    expect(new Set(rows.map((r) => r.visibility))).toEqual(new Set(['public', 'followers', 'private', 'custom']));
    expect(rows.some((r) => r.coverImage?.startsWith('/uploads/'))).toBe(true);
  });

  it('spreads desires over time, so that the trending periods differ, and a demo member can sign in', async () => {
    const trending = async (timeFilter: string) => (await call(t.app, 'GET', `/desires/trending?timeFilter=${timeFilter}&limit=50`, null)).json<TrendingDesire[]>().length;
    const [week, month, year, all] = [await trending('week'), await trending('month'), await trending('year'), await trending('all')];
    expect(week).toBeGreaterThan(0);
    expect(week).toBeLessThan(month);
    expect(month).toBeLessThan(year);
    expect(year).toBeLessThanOrEqual(all);
    const feed = (await call(t.app, 'GET', '/desires/public', null)).json<PagedDesires>();
    expect(feed.desires).toHaveLength(8);
    expect(feed.hasMore).toBe(true);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextClientAddress(), payload: { email: DEMO_MEMBERS[0].email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
  });
});
