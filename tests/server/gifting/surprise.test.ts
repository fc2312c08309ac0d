import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire, PagedDesires, TrendingDesire } from '@contract/desire';
import { NOT_A_SURPRISE, type Pledges } from '@contract/gifting';
import type { Notification } from '@contract/notification';
import { call, createDesire, makeMember, makeMembers, message, type Member } from '../helpers/desires';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The owner of an unrevealed surprise sees it as they left it on every path, while everyone else sees
// its offer and pledges; the reveal shows them all at once, with one notice.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  url = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const get = async <T>(as: Member, path: string): Promise<T> => {
  const res = await call(t.app, 'GET', path, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const pledge = async (as: Member, id: string, body: Record<string, unknown>) => {
  const res = await call(t.app, 'PUT', `/desires/${id}/pledge`, as, body);
  expect(res.statusCode, res.body).toBe(200);
};
const ids = (page: PagedDesires) => page.desires.map((d) => d._id);

describe('an unrevealed surprise with an anonymous offer and two pledges', () => {
  let owner: Member, giver: Member, alice: Member, bob: Member, watcher: Member;
  let desire: Desire;
  let ownersCopyBeforeEdit: Desire;
  let sockets: Record<'owner' | 'giver' | 'watcher', LiveClient>;

  beforeAll(async () => {
    ({ owner, alice, bob, watcher } = await makeMembers(t, ['owner', 'alice', 'bob', 'watcher'] as const));
    giver = await makeMember(t, 'Quintessa Offerwell');
    sockets = { owner: await LiveClient.open(url, owner.token), giver: await LiveClient.open(url, giver.token), watcher: await LiveClient.open(url, watcher.token) };
    desire = await createDesire(t.app, owner, { title: 'A telescope', visibility: 'public', surprise: true, price: { amount: 100, currency: 'EUR' } });
    expect(desire).toMatchObject({ surprise: true, price: { amount: 100, currency: 'EUR' }, revealedAt: null, pledges: null });
    const offered = await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: true, message: 'Clear skies' });
    expect(offered.statusCode, offered.body).toBe(200);
    await pledge(alice, desire._id, { amount: 30, message: 'For the stars' });
    await pledge(bob, desire._id, { amount: 20.5, anonymous: true, message: 'From me' });
    ownersCopyBeforeEdit = await get<Desire>(owner, `/desires/${desire._id}`);
    // Signals that arrive after everything above: a follow's notice, and the owner's own edit's event.
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, watcher)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'A telescope, please' })).statusCode).toBe(200);
  });
  afterAll(() => Object.values(sockets).forEach((socket) => socket.close()));

  const expectBlind = (seen: Desire | undefined) => {
    expect(seen).toMatchObject({ _id: desire._id, status: 'desire', fulfillments: [], pledges: null, surprise: true, revealedAt: null, price: { amount: 100, currency: 'EUR' } });
  };

  it('the desire answers its owner as they left it, and everyone else with the offer and the pledges', async () => {
    const mine = await get<Desire>(owner, `/desires/${desire._id}`);
    expectBlind(mine);
    // Neither the offer nor the pledges moved its date (only the owner's own edit after them did).
    expect(ownersCopyBeforeEdit.updatedAt).toBe(desire.updatedAt);
    expectBlind(ownersCopyBeforeEdit);

    const watched = await get<Desire>(watcher, `/desires/${desire._id}`);
    expect(watched.status).toBe('in_progress');
    expect(watched.fulfillments).toEqual([expect.objectContaining({ anonymous: true, userId: null, message: null })]);
    expect(watched.pledges).toMatchObject({ total: 50.5, count: 2, mine: null });
    expect(watched.pledges!.givers.map((g) => [g.userId?._id ?? null, g.amount, g.anonymous, g.message])).toEqual([
      [null, 20.5, true, null],
      [alice.id, 30, false, null],
    ]);

    const asGiver = await get<Desire>(giver, `/desires/${desire._id}`);
    expect(asGiver.fulfillments[0]).toMatchObject({ userId: { _id: giver.id }, message: 'Clear skies' });
    const asBob = await get<Desire>(bob, `/desires/${desire._id}`);
    expect(asBob.pledges).toMatchObject({ mine: 20.5 });
    expect(asBob.pledges!.givers[0]).toMatchObject({ userId: { _id: bob.id }, anonymous: true, message: 'From me' });
  });

  it('every list shows it to its owner as desired, and to others as in progress', async () => {
    for (const path of ['/desires/my', '/desires/my?status=desire', `/desires/user/${owner.id}`, `/desires/user/${owner.id}?status=desire`, '/desires/public', `/desires/public?userId=${owner.id}`, `/desires/public?userId=${owner.id}&status=desire`]) {
      const page = await get<PagedDesires>(owner, path);
      expect(ids(page), path).toContain(desire._id);
      expectBlind(page.desires.find((d) => d._id === desire._id));
    }
    for (const path of ['/desires/my?status=in_progress', `/desires/user/${owner.id}?status=in_progress`, `/desires/public?userId=${owner.id}&status=in_progress`]) {
      const page = await get<PagedDesires>(owner, path);
      expect(page, path).toMatchObject({ desires: [], total: 0 });
    }
    const others = await get<PagedDesires>(watcher, `/desires/user/${owner.id}?status=in_progress`);
    expect(ids(others)).toEqual([desire._id]);
    expect(ids(await get<PagedDesires>(watcher, `/desires/public?userId=${owner.id}&status=in_progress`))).toEqual([desire._id]);
    expect(others.desires[0]).toMatchObject({ status: 'in_progress', pledges: { total: 50.5 } });
    const feed = await get<PagedDesires>(watcher, '/desires/following');
    expect(feed.desires.find((d) => d._id === desire._id)).toMatchObject({ status: 'in_progress' });
    const trendingOf = async (as: Member) => (await get<TrendingDesire[]>(as, '/desires/trending?timeFilter=all&limit=50')).find((d) => d._id === desire._id);
    expect(await trendingOf(owner)).toMatchObject({ status: 'desire' });
    expect(await trendingOf(watcher)).toMatchObject({ status: 'in_progress' });
  });

  it('the owner counts it as desired in their stats; others as in progress', async () => {
    expect(await get(owner, `/stats/user/${owner.id}`)).toMatchObject({ desired: 1, inProgress: 0, achieved: 0 });
    expect(await get(watcher, `/stats/user/${owner.id}`)).toMatchObject({ desired: 0, inProgress: 1, achieved: 0 });
  });

  it('no notice of the offer or the pledges reaches the owner, while the follow after them does', async () => {
    const notices = await get<Notification[]>(owner, '/notifications');
    expect(notices.map((n) => n.type)).toEqual(['follow']);
    expect(await get(owner, '/notifications/unread-count')).toEqual({ count: 1 });
  });

  it("the owner's sockets hear nothing of the offer or the pledges; the giver's and the watcher's do", async () => {
    await flushAll(Object.values(sockets));
    // The owner's own edit reached them (after everything else), blind.
    const edit = sockets.owner.of('desire_update').at(-1);
    expect(edit?.data.desire.title).toBe('A telescope, please');
    expectBlind(edit?.data.desire);
    expect(sockets.owner.of('status_update')).toEqual([]);
    expect(sockets.owner.of('desire_update')).toHaveLength(1);
    expect(sockets.owner.of('notification').map((e) => e.data.type)).toEqual(['follow']);
    for (const text of sockets.owner.texts) expect(text).not.toContain('Quintessa');

    for (const socket of [sockets.giver, sockets.watcher]) {
      expect(socket.of('status_update').map((e) => [e.data.action, e.data.newStatus])).toEqual([['fulfillment_started', 'in_progress']]);
      // One update per pledge, then the edit: each with the pledges as they stood.
      expect(socket.of('desire_update').map((e) => (e.data.desire.pledges as Pledges).total)).toEqual([30, 50.5, 50.5]);
    }
    expect(sockets.giver.of('status_update')[0]?.data.desire.fulfillments[0]?.userId?._id).toBe(giver.id);
    expect(sockets.watcher.of('status_update')[0]?.data.desire.fulfillments[0]?.userId).toBeNull();
  });

  it('the owner cannot move its status (to them it is desired), and no one but the owner may reveal it', async () => {
    const moved = await call(t.app, 'PATCH', `/desires/${desire._id}/status`, owner, { status: 'desire' });
    expect(moved.statusCode).toBe(400);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner)).statusCode).toBe(400);
    const stranger = await call(t.app, 'POST', `/desires/${desire._id}/reveal`, watcher);
    expect(stranger.statusCode).toBe(403);
    expect(message(stranger)).toBe('Only the owner can reveal this desire');
  });

  it('the reveal shows the owner the offer and the pledges, with one reveal notice, live too', async () => {
    const res = await call(t.app, 'POST', `/desires/${desire._id}/reveal`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const revealed = res.json<{ message: string; desire: Desire }>().desire;
    expect(revealed).toMatchObject({ status: 'in_progress', surprise: true, pledges: { total: 50.5, count: 2, mine: null } });
    expect(revealed.revealedAt).not.toBeNull();
    // The anonymous stay unnamed to the owner; messages reach them now.
    expect(revealed.fulfillments).toEqual([expect.objectContaining({ userId: null, anonymous: true, message: 'Clear skies' })]);
    expect(revealed.pledges!.givers.map((g) => [g.userId?._id ?? null, g.message])).toEqual([
      [null, 'From me'],
      [alice.id, 'For the stars'],
    ]);
    expect((await get<Desire>(owner, `/desires/${desire._id}`)).status).toBe('in_progress');
    expect(await get(owner, `/stats/user/${owner.id}`)).toMatchObject({ desired: 0, inProgress: 1 });
    const mine = await get<PagedDesires>(owner, '/desires/my?status=in_progress');
    expect(ids(mine)).toEqual([desire._id]);

    const notices = await get<Notification[]>(owner, '/notifications');
    expect(notices.map((n) => n.type)).toEqual(['reveal', 'follow']);
    expect(notices[0]).toMatchObject({ fromUserId: null, desireId: desire._id, parts: { kind: 'reveal', title: 'A telescope, please', offers: 1, pledges: 2 } });

    const live = await sockets.owner.next('desire_update', (e) => e.data.desire.revealedAt !== null);
    expect(live.data.desire).toMatchObject({ status: 'in_progress', pledges: { total: 50.5 } });
    const notice = (await sockets.owner.next('notification', (e) => e.data.type === 'reveal')).data as Notification;
    expect(notice.parts).toMatchObject({ kind: 'reveal', offers: 1, pledges: 2 });

    const again = await call(t.app, 'POST', `/desires/${desire._id}/reveal`, owner);
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe('Already revealed');
    expect((await get<Notification[]>(owner, '/notifications')).filter((n) => n.type === 'reveal')).toHaveLength(1);
  });
});

describe('surprises otherwise', () => {
  it('a desire that is no surprise cannot be revealed', async () => {
    const owner = await makeMember(t, 'Plain Owner');
    const desire = await createDesire(t.app, owner, { title: 'A plain wish' });
    expect(desire).toMatchObject({ surprise: false, price: null, pledges: null, revealedAt: null, occasionId: null });
    const res = await call(t.app, 'POST', `/desires/${desire._id}/reveal`, owner);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(NOT_A_SURPRISE);
  });

  it('turning an unrevealed surprise off is its reveal: the owner sees the offer and gets the reveal notice', async () => {
    const { owner, giver } = await makeMembers(t, ['owner', 'giver'] as const);
    const desire = await createDesire(t.app, owner, { title: 'Boots', visibility: 'public', surprise: true });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: false })).statusCode).toBe(200);
    expect(await get<Notification[]>(owner, '/notifications')).toEqual([]);
    const res = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'Boots', surprise: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Desire>()).toMatchObject({ surprise: false, revealedAt: null, status: 'in_progress', fulfillments: [{ userId: { _id: giver.id } }] });
    const notices = await get<Notification[]>(owner, '/notifications');
    expect(notices.map((n) => [n.type, n.parts])).toEqual([['reveal', { kind: 'reveal', title: 'Boots', offers: 1, pledges: 0 }]]);
  });

  it('a giver takes back their offer on a surprise: it is desired again for everyone, and only the offer maker may', async () => {
    const { owner, giver, other } = await makeMembers(t, ['owner', 'giver', 'other'] as const);
    const desire = await createDesire(t.app, owner, { title: 'Kite', visibility: 'public', surprise: true });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: true })).statusCode).toBe(200);
    const refused = await call(t.app, 'DELETE', `/desires/${desire._id}/start-fulfillment`, other);
    expect(refused.statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}/start-fulfillment`, owner)).statusCode).toBe(400);
    const res = await call(t.app, 'DELETE', `/desires/${desire._id}/start-fulfillment`, giver);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ desire: Desire }>().desire).toMatchObject({ status: 'desire', fulfillments: [] });
    expect(await get<Desire>(other, `/desires/${desire._id}`)).toMatchObject({ status: 'desire', fulfillments: [] });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, other, { anonymous: false })).statusCode).toBe(200);
  });

  it('a desire that is no surprise keeps its offer flow: the owner sees the offer and is told', async () => {
    const { owner, giver } = await makeMembers(t, ['owner', 'giver'] as const);
    const desire = await createDesire(t.app, owner, { title: 'Plain kite', visibility: 'public' });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: false })).statusCode).toBe(200);
    const seen = await get<Desire>(owner, `/desires/${desire._id}`);
    expect(seen).toMatchObject({ status: 'in_progress', fulfillments: [{ userId: { _id: giver.id } }] });
    expect((await get<Notification[]>(owner, '/notifications')).map((n) => n.type)).toEqual(['fulfillment']);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/status`, owner, { status: 'desire' })).statusCode).toBe(200);
  });
});
