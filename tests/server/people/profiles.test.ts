import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PagedDesires, UserStats } from '@contract/desire';
import type { MemberListItem, MemberProfile } from '@contract/user';
import { follows, users } from '../../../server/src/db/schema';
import { call, createDesire, follow, makeMember, makeMembers, message, saveSettings, type Member } from '../helpers/desires';
import { followVia, listOf, makeAdmin, profileOf } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const ID = '0123456789abcdef01234567';

async function withProfile(member: Member, patch: { bio?: string; isPublic?: boolean; bannerImage?: string }) {
  await t.database.db.update(users).set(patch).where(eq(users.id, member.id));
  t.app.readCache.clear();
}

describe('GET /api/users/:id', () => {
  it('answers the profile without the email, with canSeeDetails', async () => {
    const { reader, owner } = await makeMembers(t, ['reader', 'owner'] as const);
    await withProfile(owner, { bio: 'Hello there', bannerImage: '/uploads/banner.png' });
    const res = await call(t.app, 'GET', `/users/${owner.id}`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        _id: owner.id,
        fullName: 'owner',
        profileImage: null,
        bannerImage: '/uploads/banner.png',
        bio: 'Hello there',
        role: 'user',
        isPublic: true,
        createdAt: expect.any(String),
        canSeeDetails: true,
        blockedByMe: false,
        mutedByMe: false,
        blocksYou: false,
      },
    });
    expect(res.body).not.toContain(owner.email);
    expect((await profileOf(t, owner, owner.id)).canSeeDetails).toBe(true);
  });

  it('answers 404 "User not found" for unknown ids and admins, 400 for malformed ids, 401 without a session', async () => {
    const reader = await makeMember(t, 'Looker');
    const admin = await makeAdmin(t);
    for (const id of [ID, admin.id]) {
      const res = await call(t.app, 'GET', `/users/${id}`, reader);
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe('User not found');
    }
    expect((await call(t.app, 'GET', '/users/not-an-id', reader)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/users/${reader.id}`, null)).statusCode).toBe(401);
    // An admin's own token is not a member session.
    expect((await call(t.app, 'GET', `/users/${reader.id}`, admin)).statusCode).toBe(401);
  });
});

describe('a private profile', () => {
  let owner: Member;
  let follower: Member;
  let stranger: Member;

  beforeAll(async () => {
    ({ owner, follower, stranger } = await makeMembers(t, ['owner', 'follower', 'stranger'] as const));
    await followVia(t, follower, owner);
    await createDesire(t.app, owner, { title: 'Public wish', visibility: 'public' });
    await createDesire(t.app, owner, { title: 'For followers', visibility: 'followers' });
    const patched = await call(t.app, 'PATCH', '/users/profile', owner, { isPublic: false, bio: 'Private bio' });
    expect(patched.json<{ user: { isPublic: boolean } }>().user.isPublic).toBe(false);
    await withProfile(owner, { bannerImage: '/uploads/private-banner.png' });
  });

  it('hides bio and banner from a member who does not follow, and shows them to followers and the owner', async () => {
    expect(await profileOf(t, stranger, owner.id)).toMatchObject({ canSeeDetails: false, isPublic: false, bio: null, bannerImage: null, fullName: 'owner' });
    for (const reader of [follower, owner]) {
      expect(await profileOf(t, reader, owner.id)).toMatchObject({ canSeeDetails: true, bio: 'Private bio', bannerImage: '/uploads/private-banner.png' });
    }
  });

  it('lists no desires to a stranger or a visitor, but keeps the counts visible', async () => {
    const strangerList = (await call(t.app, 'GET', `/desires/user/${owner.id}`, stranger)).json<PagedDesires>();
    expect(strangerList).toEqual({ desires: [], total: 0, hasMore: false });
    expect((await call(t.app, 'GET', `/desires/user/${owner.id}`, null)).json<PagedDesires>().total).toBe(0);
    expect((await call(t.app, 'GET', `/desires/user/${owner.id}`, follower)).json<PagedDesires>().total).toBe(2);
    expect((await call(t.app, 'GET', `/desires/user/${owner.id}`, owner)).json<PagedDesires>().total).toBe(2);
    const stats = (await call(t.app, 'GET', `/stats/user/${owner.id}`, stranger)).json<UserStats>();
    expect(stats).toEqual({ followers: 1, following: 0, desired: 1, inProgress: 0, achieved: 0 });
  });

  it('refuses its follow lists with 403 to a stranger, and opens them once the stranger follows', async () => {
    for (const list of ['followers', 'following']) {
      const res = await call(t.app, 'GET', `/users/${owner.id}/${list}`, stranger);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe('This profile is private');
      expect((await call(t.app, 'GET', `/users/${owner.id}/${list}`, follower)).statusCode).toBe(200);
      expect((await call(t.app, 'GET', `/users/${owner.id}/${list}`, owner)).statusCode).toBe(200);
    }
    const late = await makeMember(t, 'Late Follower');
    await followVia(t, late, owner);
    expect((await profileOf(t, late, owner.id)).canSeeDetails).toBe(true);
    expect((await call(t.app, 'GET', `/users/${owner.id}/followers`, late)).statusCode).toBe(200);
  });

  it('hides its bio in lists and search from those who do not follow', async () => {
    const finder = await makeMember(t, 'Finder');
    const found = await call(t.app, 'GET', `/users/search?q=${encodeURIComponent(owner.email)}`, finder);
    expect(found.json()).toEqual([{ _id: owner.id, fullName: 'owner', email: owner.email, profileImage: null, bio: null }]);
    const seen = await call(t.app, 'GET', `/users/search?q=${encodeURIComponent(owner.email)}`, follower);
    expect(seen.json<{ bio: string | null }[]>()[0]?.bio).toBe('Private bio');
    // The follower's own following list names the owner with the bio; a stranger sees it without.
    expect(await listOf(t, follower, `/users/${follower.id}/following`)).toEqual([{ _id: owner.id, fullName: 'owner', profileImage: null, bio: 'Private bio', email: owner.email }]);
    expect(await listOf(t, stranger, `/users/${follower.id}/following`)).toEqual([{ _id: owner.id, fullName: 'owner', profileImage: null, bio: null }]);
  });

  it('shows everything again when switched back to public', async () => {
    await call(t.app, 'PATCH', '/users/profile', owner, { isPublic: true });
    expect(await profileOf(t, stranger, owner.id)).toMatchObject({ canSeeDetails: true, isPublic: true, bio: 'Private bio' });
    expect((await call(t.app, 'GET', `/desires/user/${owner.id}`, stranger)).json<PagedDesires>().total).toBe(1);
    expect((await call(t.app, 'GET', `/users/${owner.id}/followers`, stranger)).statusCode).toBe(200);
    await call(t.app, 'PATCH', '/users/profile', owner, { isPublic: false });
  });
});

describe('followers and following lists', () => {
  it('list members newest follow first, with the list fields only', async () => {
    const { hub, a, b, c } = await makeMembers(t, ['hub', 'a', 'b', 'c'] as const);
    const base = Date.now() - 60_000;
    for (const [i, who] of [a, b, c].entries()) {
      await t.database.db.insert(follows).values({ followerId: who.id, followeeId: hub.id, createdAt: new Date(base + i * 1000) });
      await t.database.db.insert(follows).values({ followerId: hub.id, followeeId: who.id, createdAt: new Date(base - i * 1000) });
    }
    t.app.readCache.clear();
    const followers = await call(t.app, 'GET', `/users/${hub.id}/followers`, a);
    expect(followers.statusCode).toBe(200);
    expect(followers.json<MemberListItem[]>()).toEqual([c, b, a].map((m) => ({ _id: m.id, fullName: m.fullName, profileImage: null, bio: null })));
    expect((await listOf(t, a, `/users/${hub.id}/following`)).map((m) => m.fullName)).toEqual(['a', 'b', 'c']);
    // A member's own lists carry the emails (the new-chat search looks in them); others' never do.
    expect(await listOf(t, a, `/users/${a.id}/following`)).toEqual([{ _id: hub.id, fullName: 'hub', profileImage: null, bio: null, email: hub.email }]);
    expect((await listOf(t, hub, `/users/${hub.id}/followers`)).map((m) => m.email)).toEqual([c, b, a].map((m) => m.email));
    const lonely = await makeMember(t, 'Lonely');
    expect(await listOf(t, a, `/users/${lonely.id}/followers`)).toEqual([]);
  });

  it('are the member’s own when Show My Activity is off: 403 to anyone else, whoever follows', async () => {
    const { shy, friend } = await makeMembers(t, ['shy', 'friend'] as const);
    await follow(t.database.db, friend, shy);
    await call(t.app, 'PUT', '/user/settings', shy, { showMyActivity: false });
    for (const list of ['followers', 'following']) {
      const res = await call(t.app, 'GET', `/users/${shy.id}/${list}`, friend);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe('This member keeps their activity private');
      expect((await call(t.app, 'GET', `/users/${shy.id}/${list}`, shy)).statusCode).toBe(200);
    }
    // The profile itself and its counts stay readable.
    expect((await profileOf(t, friend, shy.id)).canSeeDetails).toBe(true);
    expect((await call(t.app, 'GET', `/stats/user/${shy.id}`, friend)).json<UserStats>().followers).toBe(1);
    await call(t.app, 'PUT', '/user/settings', shy, { showMyActivity: true });
    expect((await call(t.app, 'GET', `/users/${shy.id}/followers`, friend)).statusCode).toBe(200);
  });

  it('answer 404 for unknown members and admins, 400 for malformed ids, 401 without a session', async () => {
    const reader = await makeMember(t, 'List Reader');
    const admin = await makeAdmin(t);
    for (const list of ['followers', 'following']) {
      for (const id of [ID, admin.id]) {
        const res = await call(t.app, 'GET', `/users/${id}/${list}`, reader);
        expect(res.statusCode).toBe(404);
        expect(message(res)).toBe('User not found');
      }
      expect((await call(t.app, 'GET', `/users/xyz/${list}`, reader)).statusCode).toBe(400);
      expect((await call(t.app, 'GET', `/users/${reader.id}/${list}`, null)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/users/suggested', () => {
  it('suggests up to 10 verified, signed-up members one does not follow, most followed first', async () => {
    const s = await createTestApp({ rateLimitFactor: 100 });
    try {
      const reader = await makeMember(s, 'Reader');
      const popular = await makeMember(s, 'Popular');
      const known = await makeMember(s, 'Already Followed');
      const shy = await makeMember(s, 'Shy');
      await saveSettings(s.database.db, shy, { showMyActivity: false });
      await makeMember(s, 'Unverified', { verified: false });
      const unfinished = await makeMember(s, 'Unfinished');
      await s.database.db.update(users).set({ hasCompletedSignup: false }).where(eq(users.id, unfinished.id));
      await makeAdmin(s, 'Admin');
      const crowd = await Promise.all(Array.from({ length: 11 }, (_, i) => makeMember(s, `Crowd ${i}`)));
      // Joined one second apart, in their order.
      for (const [i, m] of crowd.entries()) await s.database.db.update(users).set({ createdAt: new Date(Date.now() - (20 - i) * 1000) }).where(eq(users.id, m.id));
      for (const fan of crowd.slice(0, 3)) await follow(s.database.db, fan, popular);
      await follow(s.database.db, crowd[0] as Member, shy);
      await follow(s.database.db, reader, known);
      await follow(s.database.db, crowd[1] as Member, known);

      const res = await call(s.app, 'GET', '/users/suggested', reader);
      expect(res.statusCode).toBe(200);
      const names = res.json<MemberListItem[]>().map((m) => m.fullName);
      expect(names).toHaveLength(10);
      expect(names[0]).toBe('Popular');
      for (const hidden of ['Reader', 'Already Followed', 'Shy', 'Unverified', 'Unfinished', 'Admin']) expect(names).not.toContain(hidden);
      expect(res.json<MemberListItem[]>()[0]).toEqual({ _id: popular.id, fullName: 'Popular', profileImage: null, bio: null });
      // Then the newest members.
      expect(names.slice(1)).toEqual(crowd.slice(2).map((m) => m.fullName).reverse());
      expect((await call(s.app, 'GET', '/users/suggested', null)).statusCode).toBe(401);
    } finally {
      await s.close();
    }
  });
});

describe('PATCH /api/users/profile isPublic', () => {
  it('is saved, answered, and part of /auth/me; it refuses anything but a boolean', async () => {
    const me = await makeMember(t, 'Switcher');
    const before = await call(t.app, 'GET', '/auth/me', me);
    expect(before.json<{ user: { isPublic: boolean } }>().user.isPublic).toBe(true);
    const res = await call(t.app, 'PATCH', '/users/profile', me, { isPublic: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { isPublic: boolean } }>().user.isPublic).toBe(false);
    expect((await call(t.app, 'GET', '/auth/me', me)).json<{ user: { isPublic: boolean } }>().user.isPublic).toBe(false);
    expect((await call(t.app, 'PATCH', '/users/profile', me, { isPublic: 'no' })).statusCode).toBe(400);
    expect((await profileOf(t, me, me.id)) satisfies MemberProfile).toMatchObject({ isPublic: false, canSeeDetails: true });
  });
});
