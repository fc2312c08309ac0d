import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Notification } from '@contract/notification';
import type { FollowResult } from '@contract/user';
import { follows, notifications } from '../../../server/src/db/schema';
import { call, makeMember, makeMembers, message, saveSettings, type Member } from '../helpers/desires';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { makeAdmin, noticesOf } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const followRows = (follower: Member, followee: Member) =>
  t.database.db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, follower.id), eq(follows.followeeId, followee.id)));

const status = async (who: Member, whom: { id: string }) => (await call(t.app, 'GET', `/follow/status/${whom.id}`, who)).json<{ isFollowing: boolean }>().isFollowing;

describe('POST and DELETE /api/follow/:id', () => {
  it('follows and unfollows, answering the message, the state and the follower count', async () => {
    const { ann, ben, cat } = await makeMembers(t, ['ann', 'ben', 'cat'] as const);
    expect(await status(ann, ben)).toBe(false);
    const followed = await call(t.app, 'POST', `/follow/${ben.id}`, ann);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ message: 'Now following this user!', isFollowing: true, followers: 1 });
    expect(await status(ann, ben)).toBe(true);
    expect(await status(ben, ann)).toBe(false);
    expect((await call(t.app, 'POST', `/follow/${ben.id}`, cat)).json<FollowResult>().followers).toBe(2);

    const unfollowed = await call(t.app, 'DELETE', `/follow/${ben.id}`, ann);
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json()).toEqual({ message: 'Unfollowed user', isFollowing: false, followers: 1 });
    expect(await status(ann, ben)).toBe(false);
    expect(await followRows(ann, ben)).toEqual([]);
  });

  it('is idempotent: following twice keeps one row, unfollowing when not following answers 200', async () => {
    const { dot, eve } = await makeMembers(t, ['dot', 'eve'] as const);
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'POST', `/follow/${eve.id}`, dot);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Now following this user!', isFollowing: true, followers: 1 });
    }
    expect(await followRows(dot, eve)).toHaveLength(1);
    const stranger = await makeMember(t, 'Never Followed');
    const res = await call(t.app, 'DELETE', `/follow/${eve.id}`, stranger);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Unfollowed user', isFollowing: false, followers: 1 });
  });

  it('refuses to follow oneself with 400', async () => {
    const me = await makeMember(t, 'Narcissus');
    const res = await call(t.app, 'POST', `/follow/${me.id}`, me);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('You cannot follow yourself');
    expect((await call(t.app, 'DELETE', `/follow/${me.id}`, me)).statusCode).toBe(400);
    expect(await status(me, me)).toBe(false);
    expect(await followRows(me, me)).toEqual([]);
  });

  it('answers 404 "User not found" for admins and unknown members, and writes nothing', async () => {
    const me = await makeMember(t, 'Admin Fan');
    const admin = await makeAdmin(t);
    for (const id of [admin.id, '0123456789abcdef01234567']) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await call(t.app, method, `/follow/${id}`, me);
        expect(res.statusCode).toBe(404);
        expect(message(res)).toBe('User not found');
      }
      expect((await call(t.app, 'GET', `/follow/status/${id}`, me)).statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(follows).where(eq(follows.followeeId, admin.id))).toEqual([]);
  });

  it('answers 400 for a malformed id and 401 without a session', async () => {
    const me = await makeMember(t, 'Checker');
    for (const [method, url] of [
      ['POST', '/follow/abc'],
      ['DELETE', '/follow/abc'],
      ['GET', '/follow/status/abc'],
    ] as const) {
      expect((await call(t.app, method, url, me)).statusCode).toBe(400);
    }
    for (const [method, url] of [
      ['POST', `/follow/${me.id}`],
      ['DELETE', `/follow/${me.id}`],
      ['GET', `/follow/status/${me.id}`],
    ] as const) {
      expect((await call(t.app, method, url, null)).statusCode).toBe(401);
    }
  });
});

describe('the follow notification', () => {
  it('is written once per follow, with a readable message and the sender, and goes with an unfollow', async () => {
    const followee = await makeMember(t, 'Fiona Followee');
    const follower = await makeMember(t, 'Gus Follower');
    await call(t.app, 'POST', `/follow/${followee.id}`, follower);
    await call(t.app, 'POST', `/follow/${followee.id}`, follower);
    const notices = await noticesOf(t, followee);
    expect(notices).toEqual([
      {
        _id: expect.any(String),
        type: 'follow',
        message: 'Gus Follower started following you',
        isRead: false,
        createdAt: expect.any(String),
        fromUserId: { _id: follower.id, fullName: 'Gus Follower', profileImage: null },
        desireId: null,
        relatedId: follower.id,
        parts: { kind: 'follow', name: 'Gus Follower' },
      },
    ]);
    expect(await noticesOf(t, follower)).toEqual([]);

    // "started following you" is no longer true once they unfollow; a new follow tells it again, once.
    await call(t.app, 'DELETE', `/follow/${followee.id}`, follower);
    expect(await noticesOf(t, followee)).toEqual([]);
    await call(t.app, 'POST', `/follow/${followee.id}`, follower);
    await call(t.app, 'POST', `/follow/${followee.id}`, follower);
    expect((await noticesOf(t, followee)).map((n) => n.message)).toEqual(['Gus Follower started following you']);
  });

  it('is not written when the followee switched follower notices off (the follow still happens)', async () => {
    const quiet = await makeMember(t, 'Quiet Quinn');
    const fan = await makeMember(t, 'Fan');
    await call(t.app, 'PUT', '/user/settings', quiet, { notifyFollowers: false });
    expect((await call(t.app, 'POST', `/follow/${quiet.id}`, fan)).json<FollowResult>()).toMatchObject({ isFollowing: true, followers: 1 });
    expect(await noticesOf(t, quiet)).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.recipientId, quiet.id))).toEqual([]);
    // Switched on again, the next new follow notifies.
    await saveSettings(t.database.db, quiet, { notifyFollowers: true });
    const other = await makeMember(t, 'Other Fan');
    await call(t.app, 'POST', `/follow/${quiet.id}`, other);
    expect((await noticesOf(t, quiet)).map((n) => n.message)).toEqual(['Other Fan started following you']);
  });
});

describe('the follow notification, live', () => {
  let live: TestApp;
  let m: Record<'star' | 'fan' | 'bystander', Member>;
  let sockets: Record<'star' | 'fan' | 'bystander', LiveClient>;

  beforeAll(async () => {
    live = await createTestApp({ rateLimitFactor: 100 });
    const url = await listenOnLoopback(live.app);
    m = await makeMembers(live, ['star', 'fan', 'bystander'] as const);
    sockets = {
      star: await LiveClient.open(url, m.star.token),
      fan: await LiveClient.open(url, m.fan.token),
      bystander: await LiveClient.open(url, m.bystander.token),
    };
  });
  afterAll(() => live.close());

  it('reaches the followee only, once, as the list then shows it', async () => {
    expect((await call(live.app, 'POST', `/follow/${m.star.id}`, m.fan)).statusCode).toBe(200);
    const event = await sockets.star.next('notification');
    const list = (await call(live.app, 'GET', '/notifications', m.star)).json<Notification[]>();
    expect(event.data).toEqual(list[0]);
    expect(event.data).toMatchObject({ type: 'follow', message: 'fan started following you', fromUserId: { _id: m.fan.id, fullName: 'fan' } });

    // Following again tells nobody anything.
    expect((await call(live.app, 'POST', `/follow/${m.star.id}`, m.fan)).statusCode).toBe(200);
    await flushAll(Object.values(sockets));
    expect(sockets.star.of('notification')).toHaveLength(1);
    expect(sockets.fan.of('notification')).toEqual([]);
    expect(sockets.bystander.of('notification')).toEqual([]);
  });
});
