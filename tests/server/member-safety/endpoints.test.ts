import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlocksAndMutes } from '@contract/member-safety';
import type { FollowResult, MemberProfile } from '@contract/user';
import type { UserStats } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, makeMembers, message, type Member } from '../helpers/desires';
import { makeAdmin, profileOf } from '../helpers/people';

// POST/DELETE /api/users/{id}/block and /mute, GET /api/me/blocks-and-mutes, and the profile's block and mute fields.

let t: TestApp;
let m: Record<'ann' | 'bob' | 'cat', Member>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  m = await makeMembers(t, ['ann', 'bob', 'cat'] as const);
});
afterAll(() => t.close());

const blocksAndMutesOf = async (who: Member) => (await call(t.app, 'GET', '/me/blocks-and-mutes', who)).json<BlocksAndMutes>();

describe.each(['block', 'mute'] as const)('%s', (what) => {
  const field = what === 'block' ? 'blockedByMe' : 'mutedByMe';
  const list = what === 'block' ? 'blocked' : 'muted';

  it('sets and lifts the block or mute, idempotently, and lists it with the member summary', async () => {
    const [a, b] = await Promise.all([makeMember(t, 'Alice A'), makeMember(t, 'Bert B')]);
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'POST', `/users/${b.id}/${what}`, a);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: what === 'block' ? 'Member blocked' : 'Member muted', [field]: true });
    }
    expect((await blocksAndMutesOf(a))[list]).toEqual([{ _id: b.id, fullName: 'Bert B', profileImage: null }]);
    expect((await profileOf(t, a, b.id))[field]).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'DELETE', `/users/${b.id}/${what}`, a);
      expect(res.statusCode).toBe(200);
      expect(res.json()[field]).toBe(false);
    }
    expect(await blocksAndMutesOf(a)).toEqual({ blocked: [], muted: [] });
    expect((await profileOf(t, a, b.id))[field]).toBe(false);
  });

  it(`refuses to ${what} oneself or an admin with 400`, async () => {
    const self = await call(t.app, 'POST', `/users/${m.ann.id}/${what}`, m.ann);
    expect(self.statusCode).toBe(400);
    expect(message(self)).toBe(`You cannot ${what} yourself`);
    const admin = await makeAdmin(t);
    const res = await call(t.app, 'POST', `/users/${admin.id}/${what}`, m.ann);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(`An administrator cannot be ${what === 'block' ? 'blocked' : 'muted'}`);
  });

  it('answers 404 "User not found" for an unknown member, 400 for a malformed id and 401 for a visitor', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const malformed = await call(t.app, method, `/users/nobody-here/${what}`, m.ann);
      expect(malformed.statusCode).toBe(400);
      const missing = await call(t.app, method, `/users/${'a'.repeat(24)}/${what}`, m.ann);
      expect(missing.statusCode).toBe(404);
      expect(message(missing)).toBe('User not found');
      expect((await call(t.app, method, `/users/${m.bob.id}/${what}`, null)).statusCode).toBe(401);
    }
  });

  it(`lifts one's own ${what} of a member an admin blocked since, while a new ${what} of them stays 404`, async () => {
    const [a, b, c] = await Promise.all([makeMember(t, 'Alma A'), makeMember(t, 'Boris B'), makeMember(t, 'Cleo C')]);
    expect((await call(t.app, 'POST', `/users/${b.id}/${what}`, a)).statusCode).toBe(200);
    const admin = await makeAdmin(t);
    expect((await call(t.app, 'PATCH', `/admin/users/${b.id}/block`, admin, { blocked: true })).statusCode).toBe(200);

    const refused = await call(t.app, 'POST', `/users/${b.id}/${what}`, c);
    expect([refused.statusCode, message(refused)]).toEqual([404, 'User not found']);
    expect((await blocksAndMutesOf(a))[list].map((x) => x._id)).toEqual([b.id]);
    const lifted = await call(t.app, 'DELETE', `/users/${b.id}/${what}`, a);
    expect([lifted.statusCode, lifted.json()[field]]).toEqual([200, false]);
    expect(await blocksAndMutesOf(a)).toEqual({ blocked: [], muted: [] });
    // With nothing left to lift, the member is out of the members' space again.
    expect((await call(t.app, 'DELETE', `/users/${b.id}/${what}`, a)).statusCode).toBe(404);
  });
});

it('GET /me/blocks-and-mutes needs a member', async () => {
  expect((await call(t.app, 'GET', '/me/blocks-and-mutes', null)).statusCode).toBe(401);
});

describe('a block', () => {
  it('removes the follows both ways, updating the follower counts', async () => {
    const [a, b] = await Promise.all([makeMember(t, 'Follower A'), makeMember(t, 'Followee B')]);
    await follow(t.database.db, a, b);
    await follow(t.database.db, b, a);
    expect((await call(t.app, 'POST', `/users/${a.id}/block`, b)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/follow/status/${b.id}`, a)).json()).toEqual({ isFollowing: false });
    expect((await call(t.app, 'GET', `/follow/status/${a.id}`, b)).json()).toEqual({ isFollowing: false });
    const stats = (await call(t.app, 'GET', `/stats/user/${b.id}`, b)).json<{ followers: number; following: number }>();
    expect(stats).toMatchObject({ followers: 0, following: 0 });
  });

  it('refuses a follow either way with 403 until it is lifted', async () => {
    const [a, b] = await Promise.all([makeMember(t, 'Blocker'), makeMember(t, 'Blocked')]);
    await call(t.app, 'POST', `/users/${b.id}/block`, a);
    for (const [who, whom] of [[a, b], [b, a]] as const) {
      const res = await call(t.app, 'POST', `/follow/${whom.id}`, who);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe('You cannot follow this member');
    }
    await call(t.app, 'DELETE', `/users/${b.id}/block`, a);
    const res = await call(t.app, 'POST', `/follow/${a.id}`, b);
    expect(res.statusCode).toBe(200);
    expect(res.json<FollowResult>().isFollowing).toBe(true);
  });

  it('shows each side the other as a closed profile; the blocked member learns blocksYou', async () => {
    const [a, b] = await Promise.all([makeMember(t, 'Closer'), makeMember(t, 'Closed')]);
    await call(t.app, 'PATCH', '/users/profile', b, { bio: 'My bio' });
    await call(t.app, 'PATCH', '/users/profile', a, { bio: 'Her bio' });
    await call(t.app, 'POST', `/users/${b.id}/block`, a);
    const seenByA = await profileOf(t, a, b.id);
    expect(seenByA).toMatchObject({ bio: null, canSeeDetails: false, blockedByMe: true, blocksYou: false } satisfies Partial<MemberProfile>);
    const seenByB = await profileOf(t, b, a.id);
    expect(seenByB).toMatchObject({ bio: null, canSeeDetails: false, blockedByMe: false, blocksYou: true });
    for (const list of ['followers', 'following']) {
      expect((await call(t.app, 'GET', `/users/${a.id}/${list}`, b)).statusCode).toBe(403);
    }
  });

  it('gives the figures of a profile across a block as nothing, where they counted before it', async () => {
    const [a, b, fan] = await Promise.all([makeMember(t, 'Figured'), makeMember(t, 'Figure reader'), makeMember(t, 'Figure fan')]);
    await call(t.app, 'POST', `/follow/${a.id}`, fan);
    await call(t.app, 'POST', `/follow/${fan.id}`, a);
    await createDesire(t.app, a, { title: 'A public wish with figures', visibility: 'public' });
    const stats = (who: Member, of: Member) => call(t.app, 'GET', `/stats/user/${of.id}`, who).then((res) => res.json<UserStats>());
    expect(await stats(b, a)).toMatchObject({ followers: 1, following: 1, desired: 1 });
    await call(t.app, 'POST', `/users/${b.id}/block`, a);
    const nothing = { followers: 0, following: 0, desired: 0, inProgress: 0, achieved: 0 };
    expect(await stats(b, a)).toEqual(nothing);
    expect(await stats(a, b)).toEqual(nothing);
    expect(await stats(fan, a)).toMatchObject({ followers: 1, following: 1, desired: 1 });
  });

  it('keeps the two out of each other’s search and suggestions', async () => {
    const [a, b] = await Promise.all([makeMember(t, 'Zebulon Searcher'), makeMember(t, 'Zebulon Hidden')]);
    const search = (who: Member) => call(t.app, 'GET', '/users/search?q=Zebulon', who).then((res) => res.json<{ _id: string }[]>().map((u) => u._id));
    expect(await search(a)).toContain(b.id);
    await call(t.app, 'POST', `/users/${a.id}/block`, b);
    expect(await search(a)).not.toContain(b.id);
    expect(await search(b)).not.toContain(a.id);
    const suggested = (await call(t.app, 'GET', '/users/suggested', a)).json<{ _id: string }[]>().map((u) => u._id);
    expect(suggested).not.toContain(b.id);
  });

  it('leaves each out of the follow lists the other reads', async () => {
    const [a, b, host] = await Promise.all([makeMember(t, 'Lister A'), makeMember(t, 'Lister B'), makeMember(t, 'Popular')]);
    await follow(t.database.db, a, host);
    await follow(t.database.db, b, host);
    await follow(t.database.db, host, a);
    const ids = async (who: Member, list: string) => (await call(t.app, 'GET', `/users/${host.id}/${list}`, who)).json<{ _id: string }[]>().map((u) => u._id);
    expect(await ids(b, 'followers')).toContain(a.id);
    await call(t.app, 'POST', `/users/${b.id}/block`, a);
    expect(await ids(b, 'followers')).toEqual([b.id]);
    expect(await ids(b, 'following')).toEqual([]);
    expect(await ids(a, 'followers')).toEqual([a.id]);
  });
});
