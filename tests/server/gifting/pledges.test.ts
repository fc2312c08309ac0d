import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sum } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import { NO_PRICE, OWN_PLEDGE, PLEDGE_OVER_PRICE, type PledgeConflict, type PledgeResult } from '@contract/gifting';
import type { Notification } from '@contract/notification';
import { desires, pledges } from '../../../server/src/db/schema';
import { noLivePublisher } from '../../../server/src/live/publisher';
import { deleteAccount } from '../../../server/src/services/account';
import { call, createDesire, makeMember, makeMembers, message, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Pledges: parts of a priced desire that never add up past its price, on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (where requests truly run at once).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const put = (as: Member, id: string, body: Record<string, unknown>) => call(t.app, 'PUT', `/desires/${id}/pledge`, as, body);
const get = async <T>(as: Member, path: string): Promise<T> => {
  const res = await call(t.app, 'GET', path, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const priced = (owner: Member, amount = 100, extra: Record<string, unknown> = {}) =>
  createDesire(t.app, owner, { title: 'A bicycle', visibility: 'public', price: { amount, currency: 'EUR' }, ...extra });
const stored = async (id: string) => {
  const [row] = await t.database.db.select({ pledged: desires.pledgedCents, count: desires.pledgeCount }).from(desires).where(eq(desires.id, id));
  const [sumRow] = await t.database.db.select({ total: sum(pledges.amountCents) }).from(pledges).where(eq(pledges.desireId, id));
  return { ...row!, sumOfParts: Number(sumRow?.total ?? 0) };
};

describe('a pledge', () => {
  it('is set, changed and withdrawn, the sum and count following, and the giver sees their part', async () => {
    const { owner, giver } = await makeMembers(t, ['owner', 'giver'] as const);
    const desire = await priced(owner);
    const first = await put(giver, desire._id, { amount: 25.5, message: 'Happy day' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PledgeResult>().pledges).toMatchObject({ total: 25.5, count: 1, mine: 25.5, givers: [{ userId: { _id: giver.id }, amount: 25.5, message: 'Happy day' }] });
    const changed = await put(giver, desire._id, { amount: 40 });
    expect(changed.json<PledgeResult>().pledges).toMatchObject({ total: 40, count: 1, mine: 40 });
    expect(await stored(desire._id)).toEqual({ pledged: 4000, count: 1, sumOfParts: 4000 });
    const gone = await call(t.app, 'DELETE', `/desires/${desire._id}/pledge`, giver);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json<PledgeResult>().pledges).toEqual({ total: 0, count: 0, mine: null, givers: [] });
    expect(await stored(desire._id)).toEqual({ pledged: 0, count: 0, sumOfParts: 0 });
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}/pledge`, giver)).statusCode).toBe(400);
  });

  it('past the price answers 409 with what is left for the giver, their own part counted as theirs', async () => {
    const { owner, a, b } = await makeMembers(t, ['owner', 'a', 'b'] as const);
    const desire = await priced(owner, 50);
    expect((await put(a, desire._id, { amount: 30 })).statusCode).toBe(200);
    const over = await put(b, desire._id, { amount: 25 });
    expect(over.statusCode).toBe(409);
    expect(over.json<PledgeConflict>()).toEqual({ message: PLEDGE_OVER_PRICE, left: 20, currency: 'EUR' });
    const mineOver = await put(a, desire._id, { amount: 50.01 });
    expect(mineOver.json<PledgeConflict>()).toEqual({ message: PLEDGE_OVER_PRICE, left: 50, currency: 'EUR' });
    expect((await put(a, desire._id, { amount: 50 })).statusCode).toBe(200);
    expect(await stored(desire._id)).toEqual({ pledged: 5000, count: 1, sumOfParts: 5000 });
  });

  it('is refused to the owner, on a desire without a price, on a fulfilled one, and on one the giver may not see', async () => {
    const { owner, giver } = await makeMembers(t, ['owner', 'giver'] as const);
    const desire = await priced(owner);
    const own = await put(owner, desire._id, { amount: 5 });
    expect([own.statusCode, message(own)]).toEqual([400, OWN_PLEDGE]);
    const plain = await createDesire(t.app, owner, { title: 'No price', visibility: 'public' });
    const noPrice = await put(giver, plain._id, { amount: 5 });
    expect([noPrice.statusCode, message(noPrice)]).toEqual([400, NO_PRICE]);
    const hidden = await priced(owner, 100, { visibility: 'private' });
    const unseen = await put(giver, hidden._id, { amount: 5 });
    expect([unseen.statusCode, message(unseen)]).toEqual([404, 'Desire not found']);
    const blocked = await makeMember(t, 'Blocked Giver');
    expect((await call(t.app, 'POST', `/users/${blocked.id}/block`, owner)).statusCode).toBe(200);
    const acrossBlock = await put(blocked, desire._id, { amount: 5 });
    expect([acrossBlock.statusCode, message(acrossBlock)]).toEqual([404, 'Desire not found']);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: false })).statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner)).statusCode).toBe(200);
    expect((await put(giver, desire._id, { amount: 5 })).statusCode).toBe(400);
    for (const body of [{ amount: 0 }, { amount: 1.001 }, { amount: 'ten' }, {}, { amount: 5, message: 'x'.repeat(201) }]) {
      expect((await put(giver, desire._id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('names an anonymous giver to nobody but themself, and tells the owner once (a changed amount says nothing again)', async () => {
    const { owner, watcher } = await makeMembers(t, ['owner', 'watcher'] as const);
    const shy = await makeMember(t, 'Shy Giver');
    const named = await makeMember(t, 'Named Giver');
    const desire = await priced(owner);
    expect((await put(shy, desire._id, { amount: 10, anonymous: true, message: 'hush' })).statusCode).toBe(200);
    expect((await put(named, desire._id, { amount: 15 })).statusCode).toBe(200);
    expect((await put(named, desire._id, { amount: 16 })).statusCode).toBe(200);

    for (const reader of [watcher, owner]) {
      const seen = await get<Desire>(reader, `/desires/${desire._id}`);
      expect(seen.pledges!.givers.map((g) => [g.userId?._id ?? null, g.anonymous])).toEqual([
        [named.id, false],
        [null, true],
      ]);
      expect(JSON.stringify(seen)).not.toContain(shy.id);
    }
    // The message: to the owner (this is no surprise) and the giver, nobody else.
    expect((await get<Desire>(owner, `/desires/${desire._id}`)).pledges!.givers[1]!.message).toBe('hush');
    expect((await get<Desire>(watcher, `/desires/${desire._id}`)).pledges!.givers[1]!.message).toBeNull();
    expect((await get<Desire>(shy, `/desires/${desire._id}`)).pledges!.givers[1]).toMatchObject({ userId: { _id: shy.id }, message: 'hush' });

    const notices = await get<Notification[]>(owner, '/notifications');
    expect(notices.map((n) => [n.type, n.fromUserId?._id ?? null, n.parts])).toEqual([
      ['pledge', named.id, { kind: 'pledge', name: 'Named Giver', title: 'A bicycle', amount: 15, currency: 'EUR' }],
      ['pledge', null, { kind: 'pledge', name: null, title: 'A bicycle', amount: 10, currency: 'EUR' }],
    ]);
    expect(JSON.stringify(notices)).not.toContain(shy.id);
  });

  it('of a member across a block leaves the givers of the other side, the sum staying whole', async () => {
    const { owner, alice, carol } = await makeMembers(t, ['owner', 'alice', 'carol'] as const);
    const desire = await priced(owner);
    expect((await put(alice, desire._id, { amount: 10 })).statusCode).toBe(200);
    expect((await put(carol, desire._id, { amount: 20 })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/users/${alice.id}/block`, carol)).statusCode).toBe(200);
    const carols = await get<Desire>(carol, `/desires/${desire._id}`);
    expect(carols.pledges).toMatchObject({ total: 30, count: 2, mine: 20 });
    expect(carols.pledges!.givers.map((g) => g.userId?._id)).toEqual([carol.id]);
    const alices = await get<Desire>(alice, `/desires/${desire._id}`);
    expect(alices.pledges!.givers.map((g) => g.userId?._id)).toEqual([alice.id]);
    const owners = await get<Desire>(owner, `/desires/${desire._id}`);
    expect(owners.pledges!.givers.map((g) => g.userId?._id)).toEqual([carol.id, alice.id]);
  });

  it('of a member who deletes their account goes with it, and the sum drops by it', async () => {
    const { owner, stays, leaves } = await makeMembers(t, ['owner', 'stays', 'leaves'] as const);
    const desire = await priced(owner);
    expect((await put(stays, desire._id, { amount: 10 })).statusCode).toBe(200);
    expect((await put(leaves, desire._id, { amount: 25 })).statusCode).toBe(200);
    await deleteAccount(t.database.db, noLivePublisher, t.app.images, leaves.id);
    expect(await stored(desire._id)).toEqual({ pledged: 1000, count: 1, sumOfParts: 1000 });
    t.app.readCache.clear();
    expect((await get<Desire>(owner, `/desires/${desire._id}`)).pledges).toMatchObject({ total: 10, count: 1 });
  });
});

describe('the price', () => {
  it('cannot go below what is pledged, nor away or to another currency while pledges stand', async () => {
    const { owner, giver } = await makeMembers(t, ['owner', 'giver'] as const);
    const desire = await priced(owner);
    expect((await put(giver, desire._id, { amount: 60 })).statusCode).toBe(200);
    const lower = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'A bicycle', price: { amount: 59.99, currency: 'EUR' } });
    expect([lower.statusCode, message(lower)]).toEqual([409, 'The price cannot be less than what is already pledged (60 EUR)']);
    const removed = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'A bicycle', price: null });
    expect([removed.statusCode, message(removed)]).toEqual([409, 'The price cannot be removed while there are pledges']);
    const currency = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'A bicycle', price: { amount: 100, currency: 'USD' } });
    expect(currency.statusCode).toBe(409);
    const fine = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'A bicycle', price: { amount: 60, currency: 'eur' } });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json<Desire>().price).toEqual({ amount: 60, currency: 'EUR' });
    expect((await put(giver, desire._id, { amount: 60.01 })).statusCode).toBe(409);
  });
});

describe('pledges at once', () => {
  it('ten members pledging at once never take the sum past the price', async () => {
    const owner = await makeMember(t, 'Busy Owner');
    const givers = await Promise.all(Array.from({ length: 10 }, (_, i) => makeMember(t, `Giver ${i}`)));
    const desire = await priced(owner, 100);
    const answers = await Promise.all(givers.map((giver) => put(giver, desire._id, { amount: 15 })));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json<PledgeConflict>()).toEqual({ message: PLEDGE_OVER_PRICE, left: 10, currency: 'EUR' });
    expect(await stored(desire._id)).toEqual({ pledged: 9000, count: 6, sumOfParts: 9000 });
    // A second round of changes and new parts at once: still within the price.
    const again = await Promise.all(givers.map((giver, i) => put(giver, desire._id, { amount: i % 2 === 0 ? 20 : 5 })));
    expect(again.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    const after = await stored(desire._id);
    expect(after.pledged).toBe(after.sumOfParts);
    expect(after.pledged).toBeLessThanOrEqual(10000);
  });
});
