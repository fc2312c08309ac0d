import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Desire, PagedDesires, Reaction, Stats, TrendingDesire, UserStats } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EXPECTED, FEEDS_WITHOUT_OWNER, KINDS, READERS, type Kind, type Reader } from '../helpers/visibility-matrix';
import { call, createDesire, follow, makeMembers, type Member } from '../helpers/desires';

// docs/architecture.md "Who may see what of whom": who sees which desire, on every read path. One owner posts one desire of each
// visibility (two custom ones: shared with a member who does not follow, and with a follower).
// Every reader then gets exactly the desires in EXPECTED on each path: no more, no fewer.


let t: TestApp;
let m: Record<Exclude<Reader, 'visitor'>, Member>;
const desire = {} as Record<Kind, Desire>;
const kindOf = new Map<string, Kind>();

const as = (reader: Reader) => (reader === 'visitor' ? null : m[reader]);
/** The fixture desires in a list, as kinds, sorted. */
const kinds = (list: { _id: string }[]) => list.flatMap((d) => kindOf.get(d._id) ?? []).sort();
const sorted = (list: Kind[]) => [...list].sort();

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  m = await makeMembers(t, ['owner', 'stranger', 'follower', 'shared', 'blocked', 'blocking', 'muting'] as const);
  await follow(t.database.db, m.follower, m.owner);
  for (const [who, url] of [[m.owner, `/users/${m.blocked.id}/block`], [m.blocking, `/users/${m.owner.id}/block`], [m.muting, `/users/${m.owner.id}/mute`]] as const) {
    expect((await call(t.app, 'POST', url, who)).statusCode).toBe(200);
  }
  desire.pub = await createDesire(t.app, m.owner, { title: 'Public one', visibility: 'public' });
  desire.fol = await createDesire(t.app, m.owner, { title: 'For followers', visibility: 'followers' });
  desire.pri = await createDesire(t.app, m.owner, { title: 'Only mine', visibility: 'private' });
  desire.cusShared = await createDesire(t.app, m.owner, { title: 'For one member', visibility: 'custom', sharedWith: [m.shared.id] });
  desire.cusFollower = await createDesire(t.app, m.owner, { title: 'For my follower', visibility: 'custom', sharedWith: [m.follower.id] });
  for (const kind of KINDS) kindOf.set(desire[kind]._id, kind);
});
afterAll(() => t.close());

describe.each(READERS)('as %s', (reader) => {
  const sees = (kind: Kind) => EXPECTED[reader].includes(kind);

  const inFeeds: Kind[] = FEEDS_WITHOUT_OWNER.includes(reader) ? [] : ['pub'];

  it('the public feed shows the public desire only (none across a block or a mute)', async () => {
    for (const filter of [`userId=${m.owner.id}&`, '']) {
      const res = await call(t.app, 'GET', `/desires/public?${filter}limit=50`, as(reader));
      expect(res.statusCode).toBe(200);
      const body = res.json<PagedDesires>();
      expect(kinds(body.desires)).toEqual(inFeeds);
      if (filter) expect(body.total).toBe(inFeeds.length);
      else expect(body.total).toBe(body.desires.length);
    }
  });

  it('the following feed shows what the reader may see of the members they follow', async () => {
    const res = await call(t.app, 'GET', '/desires/following?limit=50', as(reader));
    if (reader === 'visitor') return expect(res.statusCode).toBe(401);
    const body = res.json<PagedDesires>();
    const expected: Kind[] = reader === 'follower' ? EXPECTED.follower : [];
    expect(kinds(body.desires)).toEqual(sorted(expected));
    expect(body.total).toBe(expected.length);
  });

  it('my desires are only the reader’s own', async () => {
    const res = await call(t.app, 'GET', '/desires/my', as(reader));
    if (reader === 'visitor') return expect(res.statusCode).toBe(401);
    expect(kinds(res.json<PagedDesires>().desires)).toEqual(reader === 'owner' ? sorted(KINDS) : []);
  });

  it('the owner’s profile lists exactly the visible desires, with a matching total', async () => {
    const res = await call(t.app, 'GET', `/desires/user/${m.owner.id}`, as(reader));
    expect(res.statusCode).toBe(200);
    const body = res.json<PagedDesires>();
    expect(kinds(body.desires)).toEqual(sorted(EXPECTED[reader]));
    expect(body.total).toBe(EXPECTED[reader].length);
  });

  it.each(KINDS)('GET /desires/:id of %s answers 200 when visible, 404 "Desire not found" otherwise', async (kind) => {
    const res = await call(t.app, 'GET', `/desires/${desire[kind]._id}`, as(reader));
    if (sees(kind)) {
      expect(res.statusCode).toBe(200);
      expect(res.json<Desire>()._id).toBe(desire[kind]._id);
    } else {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Desire not found' });
    }
  });

  it.each(KINDS)('the reactions and comments of %s are readable exactly when the desire is', async (kind) => {
    for (const path of ['reactions', 'comments']) {
      const res = await call(t.app, 'GET', `/desires/${desire[kind]._id}/${path}`, as(reader));
      expect(res.statusCode, path).toBe(sees(kind) ? 200 : 404);
      if (sees(kind)) expect(Array.isArray(res.json<Reaction[] | Comment[]>())).toBe(true);
    }
  });

  it('trending lists the public desire only (none across a block or a mute)', async () => {
    const res = await call(t.app, 'GET', '/desires/trending?limit=50', as(reader));
    expect(kinds(res.json<TrendingDesire[]>())).toEqual(inFeeds);
  });

  it('the site stats count public desires only', async () => {
    const res = await call(t.app, 'GET', '/stats', as(reader));
    expect(res.json<Stats>().total).toBe(1);
  });

  it('the owner’s stats count the desires this reader may see, and the follows (none across a block, as its lists)', async () => {
    const res = await call(t.app, 'GET', `/stats/user/${m.owner.id}`, as(reader));
    expect(res.statusCode).toBe(200);
    const stats = res.json<UserStats>();
    expect(stats.desired + stats.inProgress + stats.achieved).toBe(EXPECTED[reader].length);
    const acrossBlock = reader === 'blocked' || reader === 'blocking';
    expect(stats).toMatchObject({ followers: acrossBlock ? 0 : 1, following: 0 });
  });

  it.each(KINDS)('reacting to, commenting on and offering to fulfil %s answers 404 unless visible', async (kind) => {
    const id = desire[kind]._id;
    const react = await call(t.app, 'POST', `/desires/${id}/react`, as(reader), { emoji: '❤️' });
    const comment = await call(t.app, 'POST', `/desires/${id}/comments`, as(reader), { text: 'Hello' });
    const unreact = await call(t.app, 'DELETE', `/desires/${id}/react`, as(reader));
    const fulfil = await call(t.app, 'PATCH', `/desires/${id}/start-fulfillment`, as(reader), { anonymous: false });
    if (reader === 'visitor') {
      for (const res of [react, comment, unreact, fulfil]) expect(res.statusCode).toBe(401);
    } else if (sees(kind)) {
      expect(react.statusCode).toBe(200);
      expect(comment.statusCode).toBe(201);
      expect(unreact.statusCode).toBe(200);
      expect(fulfil.statusCode).not.toBe(404);
    } else {
      for (const res of [react, comment, unreact, fulfil]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Desire not found' });
      }
    }
  });
});

describe('after the reactions, comments and offers above', () => {
  it('no list leaks a hidden desire through its counts or embedded data', async () => {
    const res = await call(t.app, 'GET', `/desires/user/${m.owner.id}`, m.stranger);
    const body = JSON.stringify(res.json());
    for (const kind of KINDS.filter((k) => k !== 'pub')) expect(body).not.toContain(desire[kind]._id);
    expect(body).not.toContain('For followers');
  });

  it('only the owner learns who a custom desire is shared with', async () => {
    const owner = (await call(t.app, 'GET', `/desires/${desire.cusShared._id}`, m.owner)).json<Desire>();
    expect(owner.sharedWith).toEqual([{ _id: m.shared.id, fullName: 'shared', profileImage: null }]);
    const shared = (await call(t.app, 'GET', `/desires/${desire.cusShared._id}`, m.shared)).json<Desire>();
    expect(shared.sharedWith).toEqual([]);
  });

  it('a member who stops following loses the followers-only desire at once', async () => {
    const other = (await makeMembers(t, ['fan'] as const)).fan;
    await follow(t.database.db, other, m.owner);
    expect((await call(t.app, 'GET', `/desires/${desire.fol._id}`, other)).statusCode).toBe(200);
    await t.database.db.execute(`delete from follows where follower_id = '${other.id}'`);
    expect((await call(t.app, 'GET', `/desires/${desire.fol._id}`, other)).statusCode).toBe(404);
  });
});
