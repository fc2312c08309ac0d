import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryDesires, CategoryShares } from '@contract/category';
import type { Desire } from '@contract/desire';
import { desires } from '../../../server/src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMembers, message, type Member } from '../helpers/desires';

// Category shares ("Shared with Me") and the counts each reader gets (docs/architecture.md "Who may see what of whom", on every path).

type Name = 'owner' | 'follower' | 'followed' | 'stranger' | 'friend';
let t: TestApp;
let m: Record<Name, Member>;
let cat: Category;
const d = {} as Record<'pub' | 'fol' | 'pri' | 'cusFollower' | 'cusFriend' | 'elsewhere', Desire>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  m = await makeMembers(t, ['owner', 'follower', 'followed', 'stranger', 'friend'] as const);
  await follow(t.database.db, m.follower, m.owner);
  await follow(t.database.db, m.owner, m.followed);
  await follow(t.database.db, m.friend, m.owner);
  const res = await call(t.app, 'POST', '/categories', m.owner, { name: 'Travel', visibility: 'shared', icon: '✈️' });
  cat = res.json<Category>();
  const c = ['Travel'];
  d.pub = await createDesire(t.app, m.owner, { title: 'Public trip', categories: c, visibility: 'public' });
  d.fol = await createDesire(t.app, m.owner, { title: 'Followers trip', categories: c, visibility: 'followers' });
  d.pri = await createDesire(t.app, m.owner, { title: 'Private trip', categories: c, visibility: 'private' });
  d.cusFollower = await createDesire(t.app, m.owner, { title: 'Trip for follower', categories: c, visibility: 'custom', sharedWith: [m.follower.id] });
  d.cusFriend = await createDesire(t.app, m.owner, { title: 'Trip for friend', categories: ['travel'], visibility: 'custom', sharedWith: [m.followed.id] });
  d.elsewhere = await createDesire(t.app, m.owner, { title: 'Not a trip', categories: ['Goal'], visibility: 'public' });
  await t.database.db.update(desires).set({ status: 'fulfilled' }).where(eq(desires.id, d.pub._id));
  await t.database.db.update(desires).set({ status: 'in_progress' }).where(eq(desires.id, d.fol._id));
  t.app.readCache.clear();
});
afterAll(() => t.close());

const shareWith = (as: Member, userIds: string[], id = cat._id) => call(t.app, 'PUT', `/categories/${id}/shares`, as, { userIds });

describe('sharing a category', () => {
  it('only with connections, only a shared category, never oneself', async () => {
    const stranger = await shareWith(m.owner, [m.stranger.id]);
    expect(stranger.statusCode).toBe(400);
    expect(message(stranger)).toBe('You can only share a category with your followers or members you follow.');
    const self = await shareWith(m.owner, [m.owner.id]);
    expect(message(self)).toBe('You cannot share a category with yourself.');
    const privateOne = (await call(t.app, 'POST', '/categories', m.owner, { name: 'Secret' })).json<Category>();
    const refused = await shareWith(m.owner, [m.follower.id], privateOne._id);
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('Only a shared category can be shared. Set its visibility to shared first.');
  });

  it('the owner sets and reads the list; nobody else can', async () => {
    const res = await shareWith(m.owner, [m.follower.id, m.followed.id, m.follower.id]);
    expect(res.statusCode, res.body).toBe(200);
    const { shares } = res.json<CategoryShares>();
    expect(shares.map((s) => s.sharedWithUserId._id).sort()).toEqual([m.follower.id, m.followed.id].sort());
    expect(shares.every((s) => s.sharedByUserId === m.owner.id && s.canEdit === false && s.categoryId === cat._id)).toBe(true);
    const read = await call(t.app, 'GET', `/categories/${cat._id}/shares`, m.owner);
    expect(read.json<CategoryShares>()).toEqual(res.json<CategoryShares>());
    // A member it is shared with reads it but cannot change it or its shares.
    for (const [method, url, body] of [
      ['GET', `/categories/${cat._id}/shares`],
      ['PUT', `/categories/${cat._id}/shares`, { userIds: [] }],
      ['PUT', `/categories/${cat._id}`, { name: 'Mine now' }],
      ['DELETE', `/categories/${cat._id}`],
    ] as [string, string, unknown?][]) {
      const refused = await call(t.app, method as 'GET', url, m.follower, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(message(refused)).toBe('Only the owner can change this category');
    }
  });
});

describe('counts and desires per reader', () => {
  const expected: Record<Name, { titles: string[]; breakdown: { desire: number; in_progress: number; fulfilled: number } } | null> = {
    owner: { titles: ['Public trip', 'Followers trip', 'Private trip', 'Trip for follower', 'Trip for friend'], breakdown: { desire: 3, in_progress: 1, fulfilled: 1 } },
    follower: { titles: ['Public trip', 'Followers trip', 'Trip for follower'], breakdown: { desire: 1, in_progress: 1, fulfilled: 1 } },
    followed: { titles: ['Public trip', 'Trip for friend'], breakdown: { desire: 1, in_progress: 0, fulfilled: 1 } },
    friend: null,
    stranger: null,
  };

  it.each(Object.keys(expected) as Name[])('as %s', async (reader) => {
    const want = expected[reader];
    const listed = (await call(t.app, 'GET', '/categories', m[reader])).json<Category[]>();
    const entry = listed.find((c) => c._id === cat._id);
    const one = await call(t.app, 'GET', `/categories/${cat._id}`, m[reader]);
    const desires = await call(t.app, 'GET', `/categories/${cat._id}/desires`, m[reader]);
    if (!want) {
      expect(entry).toBeUndefined();
      expect(one.statusCode).toBe(404);
      expect(desires.statusCode).toBe(404);
      return;
    }
    expect(entry).toMatchObject({ desiresCount: want.titles.length, statusBreakdown: want.breakdown, isOwned: reader === 'owner' });
    expect(entry?.sharedBy).toEqual(reader === 'owner' ? null : { _id: m.owner.id, fullName: 'owner' });
    expect(one.json<Category>()).toEqual(entry);
    const body = desires.json<CategoryDesires>();
    expect(body.total).toBe(want.titles.length);
    expect(body.desires.map((x) => x.title).sort()).toEqual([...want.titles].sort());
  });

  it('Shared with Me lists it after the reader’s own categories', async () => {
    const listed = (await call(t.app, 'GET', '/categories', m.follower)).json<Category[]>();
    expect(listed.map((c) => c.name)).toEqual(['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Other', 'Travel']);
    expect(listed.at(-1)).toMatchObject({ isOwned: false, owner: { _id: m.owner.id } });
  });

  it('filters by status and searches titles', async () => {
    const fulfilled = (await call(t.app, 'GET', `/categories/${cat._id}/desires?status=fulfilled`, m.owner)).json<CategoryDesires>();
    expect(fulfilled.desires.map((x) => x.title)).toEqual(['Public trip']);
    const search = (await call(t.app, 'GET', `/categories/${cat._id}/desires?q=FOR%20f`, m.owner)).json<CategoryDesires>();
    expect(search.desires.map((x) => x.title).sort()).toEqual(['Trip for follower', 'Trip for friend']);
    const wildcard = (await call(t.app, 'GET', `/categories/${cat._id}/desires?q=%25`, m.owner)).json<CategoryDesires>();
    expect(wildcard.total).toBe(0);
  });

  it('removing a member ends their access', async () => {
    expect((await call(t.app, 'GET', `/categories/${cat._id}`, m.follower)).statusCode).toBe(200);
    expect((await shareWith(m.owner, [m.followed.id])).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/categories/${cat._id}`, m.follower)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/categories', m.follower)).json<Category[]>().some((c) => c._id === cat._id)).toBe(false);
    expect((await call(t.app, 'GET', `/categories/${cat._id}`, m.followed)).statusCode).toBe(200);
  });

  it('a category made private ends its shares: shared again, it starts from nobody', async () => {
    expect((await shareWith(m.owner, [m.follower.id, m.followed.id])).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', `/categories/${cat._id}`, m.owner, { name: 'Travel', visibility: 'private' })).statusCode).toBe(200);
    for (const earlier of [m.follower, m.followed]) expect((await call(t.app, 'GET', `/categories/${cat._id}`, earlier)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/categories/${cat._id}/shares`, m.owner)).json<CategoryShares>().shares).toEqual([]);

    // Shared again, and with someone else: the earlier recipients do not get it back.
    expect((await call(t.app, 'PUT', `/categories/${cat._id}`, m.owner, { name: 'Travel', visibility: 'shared' })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/categories/${cat._id}/shares`, m.owner)).json<CategoryShares>().shares).toEqual([]);
    expect((await shareWith(m.owner, [m.friend.id])).statusCode).toBe(200);
    for (const earlier of [m.follower, m.followed]) {
      expect((await call(t.app, 'GET', `/categories/${cat._id}`, earlier)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/categories/${cat._id}/desires`, earlier)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', '/categories', earlier)).json<Category[]>().some((c) => c._id === cat._id)).toBe(false);
    }
    expect((await call(t.app, 'GET', `/categories/${cat._id}`, m.friend)).statusCode).toBe(200);

    // An edit that keeps it shared keeps its shares.
    expect((await call(t.app, 'PUT', `/categories/${cat._id}`, m.owner, { name: 'Travel', description: 'Trips', visibility: 'shared' })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/categories/${cat._id}`, m.friend)).statusCode).toBe(200);
  });
});
