import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire, PagedDesires, TrendingDesire } from '@contract/desire';
import type { Notification } from '@contract/notification';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, type Member } from '../helpers/desires';

// docs/architecture.md "Who may see what of whom": an anonymous fulfiller is named to nobody but themselves, not even the owner.

let t: TestApp;
let owner: Member;
let secret: Member;
let stranger: Member;
let desire: Desire;
/** What would give the fulfiller away: their id, name and email. */
let giveaways: string[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  owner = await makeMember(t, 'Olivia Owner');
  secret = await makeMember(t, 'Bashful Benefactor');
  stranger = await makeMember(t, 'Cara Curious');
  await follow(t.database.db, stranger, owner);
  giveaways = [secret.id, secret.fullName, secret.email];
  desire = await createDesire(t.app, owner, { title: 'A quiet gift', categories: ['Thing'] });
  // Visible reactions and comments by others must not be confused with the offer.
  await call(t.app, 'POST', `/desires/${desire._id}/react`, stranger, { emoji: '🔥' });
  const res = await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, secret, { anonymous: true, message: 'From a friend' });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const READS: [string, (who: Member | null) => Promise<Desire[]>][] = [
  ['single', async (who) => [(await call(t.app, 'GET', `/desires/${desire._id}`, who)).json<Desire>()]],
  ['public feed', async (who) => (await call(t.app, 'GET', '/desires/public?limit=50', who)).json<PagedDesires>().desires],
  ['public feed filtered', async (who) => (await call(t.app, 'GET', `/desires/public?status=in_progress&category=Thing&userId=${owner.id}`, who)).json<PagedDesires>().desires],
  ['profile', async (who) => (await call(t.app, 'GET', `/desires/user/${owner.id}`, who)).json<PagedDesires>().desires],
];

function assertAnonymous(list: Desire[]) {
  const found = list.find((d) => d._id === desire._id);
  expect(found).toBeDefined();
  expect(found?.fulfillments).toHaveLength(1);
  expect(found?.fulfillments[0]).toMatchObject({ userId: null, anonymous: true });
  const text = JSON.stringify(found?.fulfillments);
  for (const giveaway of giveaways) expect(text).not.toContain(giveaway);
}

describe('an anonymous offer', () => {
  it.each(READS)('is anonymous to the owner in the %s read', async (_name, read) => {
    assertAnonymous(await read(owner));
  });

  it.each(READS)('is anonymous to another member in the %s read', async (_name, read) => {
    assertAnonymous(await read(stranger));
  });

  it.each(READS)('is anonymous to a visitor in the %s read', async (_name, read) => {
    assertAnonymous(await read(null));
  });

  it('is anonymous in the owner’s own list, the following feed and trending', async () => {
    assertAnonymous((await call(t.app, 'GET', '/desires/my', owner)).json<PagedDesires>().desires);
    assertAnonymous((await call(t.app, 'GET', '/desires/following', stranger)).json<PagedDesires>().desires);
    const trending = await call(t.app, 'GET', '/desires/trending', null);
    expect(trending.json<TrendingDesire[]>().some((d) => d._id === desire._id)).toBe(true);
    for (const giveaway of giveaways) expect(trending.body).not.toContain(giveaway);
  });

  it('shows its message to the owner but not to others', async () => {
    const mine = (await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>();
    expect(mine.fulfillments[0]?.message).toBe('From a friend');
    const theirs = (await call(t.app, 'GET', `/desires/${desire._id}`, stranger)).json<Desire>();
    expect(theirs.fulfillments[0]?.message).toBeNull();
  });

  it('names the fulfiller to themselves, with their message', async () => {
    const own = (await call(t.app, 'GET', `/desires/${desire._id}`, secret)).json<Desire>();
    expect(own.fulfillments[0]).toMatchObject({ userId: { _id: secret.id, fullName: secret.fullName }, anonymous: true, message: 'From a friend' });
  });

  it('tells the owner "Someone offered" with no sender and no name', async () => {
    const list = (await call(t.app, 'GET', '/notifications', owner)).json<Notification[]>();
    const notice = list.find((n) => n.type === 'fulfillment');
    expect(notice).toMatchObject({ fromUserId: null, desireId: desire._id, message: 'Someone offered to fulfill your desire "A quiet gift"\n"From a friend"' });
    const raw = JSON.stringify(list);
    for (const giveaway of giveaways) expect(raw).not.toContain(giveaway);
  });

  it('stays anonymous after the owner marks it fulfilled, in every answer of the status calls', async () => {
    const done = await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner, {});
    expect(done.statusCode).toBe(200);
    for (const giveaway of giveaways) expect(done.body).not.toContain(giveaway);
    const back = await call(t.app, 'PATCH', `/desires/${desire._id}/status`, owner, { status: 'in_progress' });
    for (const giveaway of giveaways) expect(back.body).not.toContain(giveaway);
    assertAnonymous([(await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>()]);
  });

  it('and the fulfiller is told of the completion by the owner, by name', async () => {
    const list = (await call(t.app, 'GET', '/notifications', secret)).json<Notification[]>();
    expect(list[0]).toMatchObject({ type: 'fulfillment', fromUserId: { _id: owner.id }, message: 'Olivia Owner marked "A quiet gift" as fulfilled' });
  });

  it('a named offer names the fulfiller to everyone', async () => {
    const open = await createDesire(t.app, owner, { title: 'An open gift' });
    await call(t.app, 'PATCH', `/desires/${open._id}/start-fulfillment`, stranger, { anonymous: false });
    const seen = (await call(t.app, 'GET', `/desires/${open._id}`, null)).json<Desire>();
    expect(seen.fulfillments[0]).toMatchObject({ userId: { _id: stranger.id, fullName: stranger.fullName }, anonymous: false, message: null });
  });
});
