import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Desire, PagedDesires } from '@contract/desire';
import { desires, users } from '../../../server/src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, makeMembers, message, type Member } from '../helpers/desires';

let t: TestApp;
let owner: Member;
let helper: Member;
let shy: Member;
let follower: Member;
let stranger: Member;

/** An offer by `by` that the owner then completes: the desire has come true. */
async function fulfil(desire: Desire, by: Member, anonymous = false): Promise<void> {
  expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, by, { anonymous })).statusCode).toBe(200);
  const done = await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner);
  expect(done.statusCode, done.body).toBe(200);
}

const list = async (url: string, who: Member | null) => {
  const res = await call(t.app, 'GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PagedDesires>();
};
const titles = (page: PagedDesires) => page.desires.map((d) => d.title);

let named: Desire;
let anonymous: Desire;
let forFollowers: Desire;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ owner, helper, shy, follower, stranger } = await makeMembers(t, ['owner', 'helper', 'shy', 'follower', 'stranger'] as const));
  await follow(t.database.db, follower, owner);
  named = await createDesire(t.app, owner, { title: 'Named help' });
  anonymous = await createDesire(t.app, owner, { title: 'Anonymous help' });
  forFollowers = await createDesire(t.app, owner, { title: 'Followers only', visibility: 'followers' });
  await createDesire(t.app, owner, { title: 'Still wished' });
  const started = await createDesire(t.app, owner, { title: 'Under way' });
  await fulfil(named, helper);
  await fulfil(anonymous, shy, true);
  await fulfil(forFollowers, follower);
  expect((await call(t.app, 'PATCH', `/desires/${started._id}/start-fulfillment`, helper, {})).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/users/{id}/fulfilled', () => {
  it('lists what came true, newest first, as each reader may see it', async () => {
    expect(titles(await list(`/users/${owner.id}/fulfilled`, owner))).toEqual(['Followers only', 'Anonymous help', 'Named help']);
    expect(titles(await list(`/users/${owner.id}/fulfilled`, follower))).toEqual(['Followers only', 'Anonymous help', 'Named help']);
    expect(titles(await list(`/users/${owner.id}/fulfilled`, stranger))).toEqual(['Anonymous help', 'Named help']);
    expect(titles(await list(`/users/${owner.id}/fulfilled`, null))).toEqual(['Anonymous help', 'Named help']);
  });

  it('gives the fulfilled date and names the fulfiller, never an anonymous one (not even to the owner)', async () => {
    for (const reader of [owner, stranger, null]) {
      const page = await list(`/users/${owner.id}/fulfilled`, reader);
      const namedCopy = page.desires.find((d) => d._id === named._id)!;
      expect(namedCopy.fulfillments[0]).toMatchObject({ anonymous: false, userId: { _id: helper.id } });
      expect(namedCopy.fulfillments[0]!.fulfilledAt).toEqual(expect.any(String));
      const anonymousCopy = page.desires.find((d) => d._id === anonymous._id)!;
      expect(anonymousCopy.fulfillments[0]).toMatchObject({ anonymous: true, userId: null });
      expect(JSON.stringify(anonymousCopy)).not.toContain(shy.id);
    }
  });

  it('pages', async () => {
    const first = await list(`/users/${owner.id}/fulfilled?page=1&limit=2`, owner);
    expect(first).toMatchObject({ total: 3, hasMore: true });
    expect(first.desires).toHaveLength(2);
    const second = await list(`/users/${owner.id}/fulfilled?page=2&limit=2`, owner);
    expect(titles(second)).toEqual(['Named help']);
    expect(second.hasMore).toBe(false);
  });

  it('a private profile shows nothing to who may not see it; 404 for no such member; 400 for bad input', async () => {
    await t.database.db.update(users).set({ isPublic: false }).where(eq(users.id, owner.id));
    try {
      expect(await list(`/users/${owner.id}/fulfilled`, stranger)).toEqual({ desires: [], total: 0, hasMore: false });
      expect(await list(`/users/${owner.id}/fulfilled`, null)).toEqual({ desires: [], total: 0, hasMore: false });
      expect((await list(`/users/${owner.id}/fulfilled`, follower)).total).toBe(3);
      expect((await list(`/users/${owner.id}/fulfilled`, owner)).total).toBe(3);
    } finally {
      await t.database.db.update(users).set({ isPublic: true }).where(eq(users.id, owner.id));
    }
    const missing = await call(t.app, 'GET', '/users/0123456789abcdef01234567/fulfilled', stranger);
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe('User not found');
    expect((await call(t.app, 'GET', `/users/${owner.id}/fulfilled?limit=500`, stranger)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/users/%00/fulfilled', stranger)).statusCode).toBe(400);
  });

  it('a desire made private leaves it for everyone but its owner', async () => {
    await t.database.db.update(desires).set({ visibility: 'private' }).where(eq(desires.id, named._id));
    t.app.readCache.clear();
    try {
      expect(titles(await list(`/users/${owner.id}/fulfilled`, stranger))).toEqual(['Anonymous help']);
      expect(titles(await list(`/users/${owner.id}/fulfilled`, owner))).toContain('Named help');
    } finally {
      await t.database.db.update(desires).set({ visibility: 'public' }).where(eq(desires.id, named._id));
    }
  });
});

describe('GET /api/me/helped', () => {
  it('lists what the member fulfilled, anonymous offers included, to them alone', async () => {
    expect(titles(await list('/me/helped', helper))).toEqual(['Named help']);
    const mine = await list('/me/helped', shy);
    expect(titles(mine)).toEqual(['Anonymous help']);
    // The anonymous fulfiller sees themselves named on their own copy.
    expect(mine.desires[0]!.fulfillments[0]).toMatchObject({ anonymous: true, userId: { _id: shy.id } });
    expect(await list('/me/helped', stranger)).toEqual({ desires: [], total: 0, hasMore: false });
    expect((await call(t.app, 'GET', '/me/helped', null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/me/helped?page=-1', helper)).statusCode).toBe(400);
  });

  it('an offer not yet completed is not there; a desire the helper may no longer see leaves; a deleted one goes', async () => {
    const late = await makeMember(t, 'Late helper');
    const desire = await createDesire(t.app, owner, { title: 'Helped, then hidden' });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, late, {})).statusCode).toBe(200);
    expect((await list('/me/helped', late)).total).toBe(0);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner)).statusCode).toBe(200);
    expect(titles(await list('/me/helped', late))).toEqual(['Helped, then hidden']);
    expect((await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'Helped, then hidden', visibility: 'private' })).statusCode).toBe(200);
    expect((await list('/me/helped', late)).total).toBe(0);
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}`, owner)).statusCode).toBe(200);
    expect((await list('/me/helped', late)).total).toBe(0);
  });

  it('pages', async () => {
    const busy = await makeMember(t, 'Busy helper');
    for (let i = 0; i < 3; i++) await fulfil(await createDesire(t.app, owner, { title: `Helped ${i}` }), busy, i === 1);
    const first = await list('/me/helped?page=1&limit=2', busy);
    expect(titles(first)).toEqual(['Helped 2', 'Helped 1']);
    expect(first).toMatchObject({ total: 3, hasMore: true });
    expect(titles(await list('/me/helped?page=2&limit=2', busy))).toEqual(['Helped 0']);
  });
});
