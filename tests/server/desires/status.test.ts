import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire, DesireStatus, StartFulfillmentResult } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMembers, message, type Member } from '../helpers/desires';

let t: TestApp;
let owner: Member;
let helper: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ owner, helper, other } = await makeMembers(t, ['owner', 'helper', 'other'] as const));
});
afterAll(() => t.close());

const start = (desireId: string, who: Member | null, body: object = { anonymous: false }) => call(t.app, 'PATCH', `/desires/${desireId}/start-fulfillment`, who, body);
const complete = (desireId: string, who: Member | null) => call(t.app, 'PATCH', `/desires/${desireId}/complete-fulfillment`, who, {});
const setStatus = (desireId: string, who: Member | null, body: object) => call(t.app, 'PATCH', `/desires/${desireId}/status`, who, body);

/** A fresh public desire of the owner, moved to `status` the way members do it. */
async function desireIn(status: DesireStatus): Promise<Desire> {
  const desire = await createDesire(t.app, owner, { title: `Desire ${status}` });
  if (status !== 'desire') expect((await start(desire._id, helper)).statusCode).toBe(200);
  if (status === 'fulfilled') expect((await complete(desire._id, owner)).statusCode).toBe(200);
  return (await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>();
}

describe('PATCH /desires/:id/start-fulfillment', () => {
  it('lets another member start from desire: in_progress, with their offer as the fulfilment', async () => {
    const desire = await desireIn('desire');
    const res = await start(desire._id, helper, { anonymous: false, message: '  I know a shop  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json<StartFulfillmentResult>();
    expect(body.message).toBe('Fulfillment started');
    expect(body.alreadyFulfilled).toBeUndefined();
    expect(body.desire?.status).toBe('in_progress');
    expect(body.desire?.fulfillments).toEqual([
      { _id: expect.any(String), userId: { _id: helper.id, fullName: 'helper', profileImage: null }, anonymous: false, message: 'I know a shop', fulfilledAt: null, createdAt: expect.any(String) },
    ]);
  });

  it('refuses the owner with 400 and a message that names "own desire"', async () => {
    const desire = await desireIn('desire');
    const res = await start(desire._id, owner);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('You cannot fulfill your own desire');
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>().status).toBe('desire');
  });

  it('answers alreadyFulfilled to the member who already offered, without a second offer', async () => {
    const desire = await desireIn('in_progress');
    const res = await start(desire._id, helper);
    expect(res.statusCode).toBe(200);
    expect(res.json<StartFulfillmentResult>()).toMatchObject({ alreadyFulfilled: true, message: 'You have already offered to fulfill this desire' });
    expect(res.json<StartFulfillmentResult>().desire?.fulfillments).toHaveLength(1);
  });

  it('refuses anyone else while it is in progress, and everyone once fulfilled', async () => {
    const inProgress = await desireIn('in_progress');
    const busy = await start(inProgress._id, other);
    expect(busy.statusCode).toBe(400);
    expect(message(busy)).toBe('This desire is already being fulfilled');
    const fulfilled = await desireIn('fulfilled');
    for (const who of [other, helper]) {
      const res = await start(fulfilled._id, who);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('This desire has already been fulfilled');
    }
  });

  it('lets only one of two simultaneous offers win', async () => {
    const desire = await desireIn('desire');
    const results = await Promise.all([start(desire._id, helper), start(desire._id, other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const after = (await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>();
    expect(after.fulfillments).toHaveLength(1);
  });

  it('answers 400 for a malformed body, 401 without a session, 404 for an unknown desire and 400 for a bad id', async () => {
    const desire = await desireIn('desire');
    expect((await start(desire._id, helper, { anonymous: 'yes' })).statusCode).toBe(400);
    expect((await start(desire._id, helper, { anonymous: false, message: 'x'.repeat(501) })).json()).toMatchObject({ message: 'Message must be 500 characters or less' });
    expect((await start(desire._id, null)).statusCode).toBe(401);
    expect((await start('0123456789abcdef01234567', helper)).statusCode).toBe(404);
    expect((await start('abc', helper)).statusCode).toBe(400);
  });
});

describe('PATCH /desires/:id/complete-fulfillment', () => {
  it('lets the owner complete an offer in progress: fulfilled, with the offer dated', async () => {
    const desire = await desireIn('in_progress');
    const res = await complete(desire._id, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; desire: Desire }>();
    expect(body.message).toBe('Desire completed');
    expect(body.desire?.status).toBe('fulfilled');
    expect(body.desire.fulfillments[0]?.fulfilledAt).toEqual(expect.any(String));
  });

  it('refuses everyone else with 403, and a visitor with 401', async () => {
    const desire = await desireIn('in_progress');
    for (const who of [helper, other]) {
      const res = await complete(desire._id, who);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe('Only the owner can mark a desire fulfilled');
    }
    expect((await complete(desire._id, null)).statusCode).toBe(401);
  });

  it.each(['desire', 'fulfilled'] as const)('refuses to complete a desire in status %s', async (status) => {
    const desire = await desireIn(status);
    const res = await complete(desire._id, owner);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Only a desire in progress can be marked fulfilled');
  });
});

describe('PATCH /desires/:id/status (the owner menu)', () => {
  const ALLOWED: [DesireStatus, DesireStatus][] = [
    ['in_progress', 'fulfilled'],
    ['in_progress', 'desire'],
    ['fulfilled', 'in_progress'],
    ['fulfilled', 'desire'],
  ];
  const ALL: DesireStatus[] = ['desire', 'in_progress', 'fulfilled'];
  const REFUSED = ALL.flatMap((from) => ALL.map((to) => [from, to] as [DesireStatus, DesireStatus])).filter(
    ([from, to]) => !ALLOWED.some(([a, b]) => a === from && b === to),
  );

  it.each(ALLOWED)('lets the owner move %s -> %s', async (from, to) => {
    const desire = await desireIn(from);
    const res = await setStatus(desire._id, owner, { status: to, fulfillmentType: 'tangible' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; desire: Desire }>();
    expect(body.message).toBe('Desire status updated successfully');
    expect(body.desire?.status).toBe(to);
    expect(body.desire.fulfillmentType).toBe('tangible');
    const fulfilments = body.desire.fulfillments;
    if (to === 'desire') expect(fulfilments).toEqual([]);
    if (to === 'in_progress') expect(fulfilments).toMatchObject([{ fulfilledAt: null }]);
    if (to === 'fulfilled') expect(fulfilments[0]?.fulfilledAt).toEqual(expect.any(String));
  });

  it.each(REFUSED)('refuses %s -> %s with 400', async (from, to) => {
    const desire = await desireIn(from);
    const res = await setStatus(desire._id, owner, { status: to });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('This status change is not allowed');
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>().status).toBe(from);
  });

  it.each(ALLOWED)('refuses a non-owner %s -> %s with 403 and changes nothing', async (from, to) => {
    const desire = await desireIn(from);
    const res = await setStatus(desire._id, helper, { status: to });
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe('Only the owner can change the status');
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>().status).toBe(from);
  });

  it('takes "desired" as desire, and after Reset to Desired anyone may offer again', async () => {
    const desire = await desireIn('in_progress');
    const res = await setStatus(desire._id, owner, { status: 'desired' });
    expect(res.json<{ desire: Desire }>().desire.status).toBe('desire');
    expect((await start(desire._id, other)).statusCode).toBe(200);
  });

  it('answers 400 for an unknown status or fulfilment type, 401 without a session, 404 when hidden', async () => {
    const desire = await desireIn('in_progress');
    expect(message(await setStatus(desire._id, owner, { status: 'done' }))).toBe('Invalid status');
    expect((await setStatus(desire._id, owner, { status: 'fulfilled', fulfillmentType: 'cash' })).statusCode).toBe(400);
    expect((await setStatus(desire._id, owner, {})).statusCode).toBe(400);
    expect((await setStatus(desire._id, null, { status: 'fulfilled' })).statusCode).toBe(401);
    const hidden = await createDesire(t.app, owner, { title: 'Private one', visibility: 'private' });
    expect((await setStatus(hidden._id, helper, { status: 'fulfilled' })).statusCode).toBe(404);
    expect((await complete(hidden._id, helper)).statusCode).toBe(404);
  });
});
