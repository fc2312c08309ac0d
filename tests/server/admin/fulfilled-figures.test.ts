import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FulfillmentStats } from '@contract/admin';
import type { Desire, Stats } from '@contract/desire';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, type Member } from '../helpers/desires';

// One definition of "fulfilled" for the admin dashboard's Fulfilled Desires and the app's GET /api/stats:
// desires whose status is fulfilled, whether or not their fulfiller still has an account.

let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const ok = async <T>(method: 'GET' | 'PATCH' | 'DELETE', url: string, as: Member | null, body?: unknown) => {
  const res = await call(t.app, method, url, as, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

async function figures() {
  const { fulfilled } = await ok<Stats>('GET', '/stats', null);
  if (typeof fulfilled !== 'number') throw new Error('GET /api/stats answered without fulfilled');
  return { dashboard: await ok<FulfillmentStats>('GET', '/admin/fulfillments/stats', admin), app: fulfilled };
}

async function fulfil(owner: Member, helper: Member, title: string, options: { anonymous?: boolean; visibility?: 'public' | 'followers' } = {}): Promise<Desire> {
  const desire = await createDesire(t.app, owner, { title, visibility: options.visibility ?? 'public' });
  await ok('PATCH', `/desires/${desire._id}/start-fulfillment`, helper, { anonymous: options.anonymous ?? false, message: 'Leave it to me' });
  return (await ok<{ desire: Desire }>('PATCH', `/desires/${desire._id}/complete-fulfillment`, owner)).desire;
}

describe('Fulfilled Desires and the app’s fulfilled count', () => {
  it('agree, and stay the same when a fulfiller deletes their account; the desires stay fulfilled with an unknown fulfiller', async () => {
    const owner = await makeMember(t, 'Grateful Owner');
    const helper = await makeMember(t, 'Leaving Helper');
    const before = await figures();
    expect(before.dashboard.totalFulfillments).toBe(before.app);

    const named = await fulfil(owner, helper, 'Named help');
    const anonymous = await fulfil(owner, helper, 'Quiet help', { anonymous: true });
    const during = await figures();
    expect(during).toEqual({
      dashboard: { totalFulfillments: before.dashboard.totalFulfillments + 2, newFulfillmentsToday: before.dashboard.newFulfillmentsToday + 2 },
      app: before.app + 2,
    });
    expect(during.dashboard.totalFulfillments).toBe(during.app);

    await ok('DELETE', '/user/account', helper);

    expect(await figures()).toEqual(during);
    const namedNow = await ok<Desire>('GET', `/desires/${named._id}`, null);
    expect(namedNow.status).toBe('fulfilled');
    expect(namedNow.fulfillments).toEqual([expect.objectContaining({ userId: null, anonymous: false, message: null })]);
    expect(namedNow.fulfillments[0]?.fulfilledAt).toEqual(named.fulfillments[0]?.fulfilledAt);
    // The owner sees no name and no message either: what the fulfiller wrote went with their account.
    const ownerView = await ok<Desire>('GET', `/desires/${anonymous._id}`, owner);
    expect(ownerView.status).toBe('fulfilled');
    expect(ownerView.fulfillments).toEqual([expect.objectContaining({ userId: null, anonymous: true, message: null })]);
  });

  it('the owner may still move such a desire back and forth, the fulfiller staying unknown', async () => {
    const owner = await makeMember(t, 'Moving Owner');
    const helper = await makeMember(t, 'Gone Helper');
    const desire = await fulfil(owner, helper, 'Back and forth');
    await ok('DELETE', '/user/account', helper);
    await ok('PATCH', `/desires/${desire._id}/status`, owner, { status: 'in_progress' });
    const { desire: again } = await ok<{ desire: Desire }>('PATCH', `/desires/${desire._id}/status`, owner, { status: 'fulfilled' });
    expect(again.status).toBe('fulfilled');
    expect(again.fulfillments).toEqual([expect.objectContaining({ userId: null, anonymous: false })]);
  });

  it('the dashboard counts fulfilled desires of every visibility; the app only the public ones', async () => {
    const owner = await makeMember(t, 'Followers Owner');
    const helper = await makeMember(t, 'Following Helper');
    await follow(t.database.db, helper, owner);
    const before = await figures();
    await fulfil(owner, helper, 'For followers only', { visibility: 'followers' });
    const after = await figures();
    expect(after.dashboard.totalFulfillments).toBe(before.dashboard.totalFulfillments + 1);
    expect(after.app).toBe(before.app);
  });
});
