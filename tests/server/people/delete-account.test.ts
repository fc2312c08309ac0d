import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or, sql } from 'drizzle-orm';
import { LIVE_CLOSE } from '@contract/live';
import type { Comment, Desire, PagedDesires, Reaction, Stats, TrendingDesire, UserStats } from '@contract/desire';
import type { User, UserSearchResult } from '@contract/user';
import {
  comments,
  desireShares,
  desires,
  follows,
  fulfillments,
  notifications,
  oneTimeCodes,
  reactions,
  sessions,
  uploads,
  userSettings,
  users,
} from '../../../server/src/db/schema';
import { createSession } from '../../../server/src/services/sessions';
import { call, createDesire, makeMember, message, type Member } from '../helpers/desires';
import { multipart, pngBytes } from '../helpers/images';
import { flushAll, LiveClient, listenOnLoopback, withTimeout } from '../helpers/live';
import { followVia, listOf, makeAdmin, noticesOf } from '../helpers/people';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  url = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const get = async <T>(who: Member | null, path: string) => (await call(t.app, 'GET', path, who)).json<T>();

describe('DELETE /api/user/account', () => {
  let leaver: Member;
  let owner: Member;
  let friend: Member;
  let reader: Member;
  let sockets: Record<'leaver' | 'leaverOtherDevice' | 'friend' | 'reader' | 'owner', LiveClient>;
  let own: Record<'pub' | 'fol' | 'priv', Desire>;
  let ownersDesire: Desire;
  let offeredDesire: Desire;
  let sharedDesire: Desire;
  let bannerFile: string;

  beforeAll(async () => {
    // A name that appears nowhere else, so that finding it anywhere afterwards is a leftover.
    leaver = await makeMember(t, 'Xanthippe Leaving');
    owner = await makeMember(t, 'Olga Owner');
    friend = await makeMember(t, 'Fritz Friend');
    reader = await makeMember(t, 'Rita Reader');
    const { db } = t.database;

    await followVia(t, leaver, owner);
    await followVia(t, friend, leaver);
    await followVia(t, leaver, friend);
    await call(t.app, 'PUT', '/user/settings', leaver, { notifyComments: false });

    own = {
      pub: await createDesire(t.app, leaver, { title: 'Leaver public' }),
      fol: await createDesire(t.app, leaver, { title: 'Leaver followers', visibility: 'followers' }),
      priv: await createDesire(t.app, leaver, { title: 'Leaver private', visibility: 'private' }),
    };
    // Others on the leaver's desires.
    await call(t.app, 'POST', `/desires/${own.pub._id}/react`, reader, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${own.pub._id}/comments`, reader, { text: 'Lovely' });
    await call(t.app, 'POST', `/desires/${own.fol._id}/react`, friend, { emoji: '🔥' });

    // The leaver on others' desires: a reaction and a comment next to someone else's, an anonymous offer.
    ownersDesire = await createDesire(t.app, owner, { title: 'Owner public' });
    await call(t.app, 'POST', `/desires/${ownersDesire._id}/react`, leaver, { emoji: '🎯' });
    await call(t.app, 'POST', `/desires/${ownersDesire._id}/react`, reader, { emoji: '🙌' });
    await call(t.app, 'POST', `/desires/${ownersDesire._id}/comments`, leaver, { text: 'From Xanthippe' });
    await call(t.app, 'POST', `/desires/${ownersDesire._id}/comments`, reader, { text: 'From Rita' });
    offeredDesire = await createDesire(t.app, owner, { title: 'Owner offered' });
    expect((await call(t.app, 'PATCH', `/desires/${offeredDesire._id}/start-fulfillment`, leaver, { anonymous: true })).statusCode).toBe(200);
    sharedDesire = await createDesire(t.app, owner, { title: 'Shared with the leaver', visibility: 'custom', sharedWith: [leaver.id, reader.id] });

    // A banner upload, whose address the owner also pasted into a desire of theirs (written directly:
    // it stands for a reference made before a cover had to be the member's own upload).
    const { payload, headers } = multipart({ field: 'bannerImage', name: 'b.png', type: 'image/png', bytes: await pngBytes(32) });
    const banner = await t.app.inject({ method: 'POST', url: '/api/users/banner', payload, headers: { ...headers, authorization: `Bearer ${leaver.token}` }, remoteAddress: nextClientAddress() });
    const bannerUrl = banner.json<{ user: User }>().user.bannerImage ?? '';
    bannerFile = path.join(t.uploadDir, bannerUrl.slice('/uploads/'.length));
    await access(bannerFile);
    await db.update(desires).set({ coverImage: bannerUrl }).where(eq(desires.id, ownersDesire._id));
    await db.insert(oneTimeCodes).values({ id: 'code-of-the-leaver', email: leaver.email, type: 'login', codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) });

    expect((await noticesOf(t, owner)).map((n) => n.type).sort()).toEqual(['comment', 'comment', 'follow', 'fulfillment', 'reaction', 'reaction']);

    const otherDevice = await createSession(db, leaver.id, 'member');
    sockets = {
      leaver: await LiveClient.open(url, leaver.token),
      leaverOtherDevice: await LiveClient.open(url, otherDevice.token),
      friend: await LiveClient.open(url, friend.token),
      reader: await LiveClient.open(url, reader.token),
      owner: await LiveClient.open(url, owner.token),
    };

    const res = await call(t.app, 'DELETE', '/user/account', leaver);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Account deleted' });
  });

  it('ends every session of the member and closes their sockets with 4401', async () => {
    for (const socket of [sockets.leaver, sockets.leaverOtherDevice]) {
      expect((await withTimeout(socket.closed, 3_000, 'a socket of the deleted member stayed open')).code).toBe(LIVE_CLOSE.unauthorized);
    }
    expect((await call(t.app, 'GET', '/auth/me', leaver)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: leaver.email, password: 'correct horse battery' }, remoteAddress: nextClientAddress() });
    expect(login.statusCode).toBe(401);
  });

  it('tells the former readers of each deleted desire that it left, and nobody else', async () => {
    await flushAll([sockets.friend, sockets.reader, sockets.owner]);
    const removed = (socket: LiveClient) => socket.of('desire_removed').map((e) => e.data.desireId).sort();
    expect(removed(sockets.friend)).toEqual([own.pub._id, own.fol._id].sort());
    expect(removed(sockets.reader)).toEqual([own.pub._id]);
    expect(removed(sockets.owner)).toEqual([own.pub._id]);
  });

  it('tells the readers of others’ desires that the member’s reaction and comment went, and reopens their offer', async () => {
    await flushAll([sockets.reader]);
    expect(sockets.reader.of('reaction_update').map((e) => e.data)).toContainEqual({ postId: ownersDesire._id, action: 'removed', reaction: null, userId: leaver.id });
    expect(sockets.reader.of('comment_update').map((e) => e.data)).toContainEqual(expect.objectContaining({ postId: ownersDesire._id, action: 'deleted', comment: null }));
    expect(sockets.owner.of('status_update').map((e) => [e.data.desireId, e.data.newStatus])).toContainEqual([offeredDesire._id, 'desire']);
  });

  it('leaves none of the member’s desires readable anywhere', async () => {
    for (const desire of Object.values(own)) {
      for (const who of [reader, friend, owner, null]) expect((await call(t.app, 'GET', `/desires/${desire._id}`, who)).statusCode).toBe(404);
    }
    const ids = new Set(Object.values(own).map((d) => d._id));
    const feeds = [
      ...(await get<PagedDesires>(reader, '/desires/public?limit=50')).desires,
      ...(await get<PagedDesires>(friend, '/desires/following?limit=50')).desires,
      ...(await get<TrendingDesire[]>(null, '/desires/trending')),
    ];
    expect(feeds.filter((d) => ids.has(d._id))).toEqual([]);
    expect(await get<Stats>(null, '/stats')).toMatchObject({ total: 2 });
    expect((await call(t.app, 'GET', `/desires/user/${leaver.id}`, reader)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/stats/user/${leaver.id}`, reader)).statusCode).toBe(404);
  });

  it('removes the member’s reactions and comments from others’ desires and corrects their counters', async () => {
    const desire = await get<Desire>(reader, `/desires/${ownersDesire._id}`);
    expect(desire).toMatchObject({ reactionsCount: 1, commentsCount: 1 });
    expect(desire.reactions.map((r) => r.userId)).toEqual([reader.id]);
    expect((await get<Reaction[]>(reader, `/desires/${ownersDesire._id}/reactions`)).map((r) => r.userId)).toEqual([reader.id]);
    expect((await get<Comment[]>(reader, `/desires/${ownersDesire._id}/comments`)).map((c) => c.text)).toEqual(['From Rita']);
    const trending = (await get<TrendingDesire[]>(null, '/desires/trending')).find((d) => d._id === ownersDesire._id);
    expect(trending).toMatchObject({ reactionsCount: 1, commentsCount: 1 });
  });

  it('withdraws the member’s offer still in progress: the desire is open again', async () => {
    const desire = await get<Desire>(owner, `/desires/${offeredDesire._id}`);
    expect(desire.status).toBe('desire');
    expect(desire.fulfillments).toEqual([]);
    expect((await call(t.app, 'PATCH', `/desires/${offeredDesire._id}/start-fulfillment`, reader, { anonymous: false })).statusCode).toBe(200);
  });

  it('removes every notice the member caused, the anonymous offer’s included', async () => {
    const notices = await noticesOf(t, owner);
    expect(notices.map((n) => n.type)).toEqual(['fulfillment', 'comment', 'reaction']);
    expect(notices.every((n) => n.fromUserId?._id === reader.id)).toBe(true);
    expect(JSON.stringify(notices)).not.toMatch(/Xanthippe|Someone/);
    expect(await get<{ count: number }>(owner, '/notifications/unread-count')).toEqual({ count: 3 });
  });

  it('removes follows both ways from lists and counts, and the member from search and suggestions', async () => {
    expect(await listOf(t, friend, `/users/${friend.id}/followers`)).toEqual([]);
    expect(await listOf(t, friend, `/users/${friend.id}/following`)).toEqual([]);
    expect(await listOf(t, reader, `/users/${owner.id}/followers`)).toEqual([]);
    expect(await get<UserStats>(reader, `/stats/user/${friend.id}`)).toMatchObject({ followers: 0, following: 0 });
    expect(await get<UserSearchResult[]>(reader, '/users/search?q=xanthippe')).toEqual([]);
    expect((await listOf(t, reader, '/users/suggested')).map((m) => m._id)).not.toContain(leaver.id);
    for (const route of [`/users/${leaver.id}`, `/users/${leaver.id}/followers`, `/follow/status/${leaver.id}`]) {
      const res = await call(t.app, 'GET', route, reader);
      expect(res.statusCode, route).toBe(404);
      expect(message(res)).toBe('User not found');
    }
    expect((await call(t.app, 'POST', `/follow/${leaver.id}`, reader)).statusCode).toBe(404);
  });

  it('removes the member’s files and clears others’ references to them', async () => {
    await expect(access(bannerFile)).rejects.toThrow();
    expect((await get<Desire>(reader, `/desires/${ownersDesire._id}`)).coverImage).toBeNull();
    // The owner can still edit that desire without being told to upload its image first.
    expect((await call(t.app, 'PUT', `/desires/${ownersDesire._id}`, owner, { title: 'Owner public, edited' })).statusCode).toBe(200);
    expect((await get<Desire>(owner, `/desires/${sharedDesire._id}`)).sharedWith.map((m) => (typeof m === 'string' ? m : m._id))).toEqual([reader.id]);
  });

  it('leaves no row anywhere that names the member', async () => {
    const { db } = t.database;
    const id = leaver.id;
    const left = {
      users: await db.select().from(users).where(eq(users.id, id)),
      sessions: await db.select().from(sessions).where(eq(sessions.userId, id)),
      settings: await db.select().from(userSettings).where(eq(userSettings.userId, id)),
      desires: await db.select().from(desires).where(eq(desires.userId, id)),
      reactions: await db.select().from(reactions).where(eq(reactions.userId, id)),
      comments: await db.select().from(comments).where(eq(comments.userId, id)),
      fulfillments: await db.select().from(fulfillments).where(eq(fulfillments.userId, id)),
      shares: await db.select().from(desireShares).where(eq(desireShares.userId, id)),
      follows: await db.select().from(follows).where(or(eq(follows.followerId, id), eq(follows.followeeId, id))),
      notifications: await db
        .select()
        .from(notifications)
        .where(or(eq(notifications.recipientId, id), eq(notifications.fromUserId, id), eq(notifications.actorId, id), eq(notifications.relatedId, id))),
      uploads: await db.select().from(uploads).where(eq(uploads.userId, id)),
      codes: await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, leaver.email)),
    };
    for (const [table, rows] of Object.entries(left)) expect(rows, table).toEqual([]);
    // Every desire's counters match its rows.
    const drift = await db
      .select({ id: desires.id })
      .from(desires)
      .where(
        sql`${desires.reactionsCount} <> (select count(*) from ${reactions} where ${reactions.desireId} = ${desires.id})
          or ${desires.commentsCount} <> (select count(*) from ${comments} where ${comments.desireId} = ${desires.id})`,
      );
    expect(drift).toEqual([]);
  });

  it('frees the email for a new account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextClientAddress(),
      payload: { email: leaver.email, password: 'another password', confirmPassword: 'another password', fullName: 'New Person' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('DELETE /api/user/account refusals', () => {
  it('answers 401 to a visitor and to an admin token, and 403 to an admin account; nothing is deleted', async () => {
    expect((await call(t.app, 'DELETE', '/user/account', null)).statusCode).toBe(401);
    const admin = await makeAdmin(t);
    expect((await call(t.app, 'DELETE', '/user/account', admin)).statusCode).toBe(401);
    const res = await call(t.app, 'DELETE', '/user/account', { ...admin, token: admin.memberKindToken });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('deletes a member with nothing at all, and only them', async () => {
    const bare = await makeMember(t, 'Bare Member');
    const bystander = await makeMember(t, 'Bystander');
    expect((await call(t.app, 'DELETE', '/user/account', bare)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/auth/me', bystander)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/users/${bare.id}`, bystander)).statusCode).toBe(404);
  });
});
