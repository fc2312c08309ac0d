import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminUser } from '@contract/admin';
import { adminAuditLog } from '../../../server/src/db/schema';
import type { Comment, Desire, Reaction } from '@contract/desire';
import { makeAdmin, noticesOf } from '../helpers/people';
import { LiveClient, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, message, type Member } from '../helpers/desires';

// Block (issue: the admin area): a blocked member is signed out everywhere, cannot sign in, and
// what they wrote is hidden from everyone on every read path and live event until unblocked.

let t: TestApp;
let url: string;
let admin: Member;
let blocked: Member;
let owner: Member;
let reader: Member;
let theirDesire: Desire;
let theirFollowersDesire: Desire;
let ownersDesire: Desire;
let theirComment: Comment;

const block = (who: Member, blockedState: boolean, as: Member = admin) => call(t.app, 'PATCH', `/admin/users/${who.id}/block`, as, { blocked: blockedState });
const ok = async <T>(res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const ids = (list: { _id: string }[]) => list.map((item) => item._id);
const desiresOf = async (path: string, as: Member | null) => {
  const body = await ok<Desire[] | { desires: Desire[] }>(await call(t.app, 'GET', path, as));
  return ids(Array.isArray(body) ? body : body.desires);
};

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  url = await listenOnLoopback(t.app);
  admin = await makeAdmin(t);
  blocked = await makeMember(t, 'Blocked Bea');
  owner = await makeMember(t, 'Owner Olu');
  reader = await makeMember(t, 'Reader Rae');
  await follow(t.database.db, reader, blocked);
  await follow(t.database.db, blocked, owner);
  theirDesire = await createDesire(t.app, blocked, { title: 'Bea public wish', visibility: 'public' });
  theirFollowersDesire = await createDesire(t.app, blocked, { title: 'Bea followers wish', visibility: 'followers' });
  ownersDesire = await createDesire(t.app, owner, { title: 'Olu public wish', visibility: 'public' });
  expect((await call(t.app, 'POST', `/desires/${ownersDesire._id}/react`, blocked, { emoji: '❤️' })).statusCode).toBe(200);
  expect((await call(t.app, 'POST', `/desires/${ownersDesire._id}/react`, reader, { emoji: '🔥' })).statusCode).toBe(200);
  const commented = await call(t.app, 'POST', `/desires/${ownersDesire._id}/comments`, blocked, { text: 'From Bea' });
  expect(commented.statusCode).toBe(201);
  theirComment = commented.json<Comment>();
  expect((await call(t.app, 'POST', `/desires/${ownersDesire._id}/comments`, reader, { text: 'From Rae' })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('who may block', () => {
  it('401 for a visitor, 403 for a member, 404 for a missing account, 400 for an admin or a bad body', async () => {
    expect((await block(blocked, true, null as unknown as Member)).statusCode).toBe(401);
    expect((await block(blocked, true, reader)).statusCode).toBe(403);
    expect((await call(t.app, 'PATCH', `/admin/users/${'b'.repeat(24)}/block`, admin, { blocked: true })).statusCode).toBe(404);
    const otherAdmin = await makeAdmin(t, 'Other Admin');
    const refused = await block(otherAdmin, true);
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('Admin accounts cannot be blocked');
    expect((await call(t.app, 'PATCH', `/admin/users/${reader.id}/block`, admin, { blocked: 'yes' })).statusCode).toBe(400);
    expect((await call(t.app, 'PATCH', `/admin/users/${reader.id}/block`, admin, {})).statusCode).toBe(400);
  });
});

describe('a block', () => {
  it('ends the sessions and the socket, refuses sign-in with the message, hides everything, and an unblock brings it back', async () => {
    const readerSocket = await LiveClient.open(url, reader.token);
    const ownerSocket = await LiveClient.open(url, owner.token);
    const theirSocket = await LiveClient.open(url, blocked.token);

    const answer = await ok<AdminUser>(await block(blocked, true));
    expect(answer).toMatchObject({ _id: blocked.id, isBlocked: true });
    expect(answer).not.toHaveProperty('passwordHash');

    // Signed out at once: the socket closes, the token no longer works, signing in says why.
    // The close says why, so that their open tabs can tell them on the sign-in page.
    await expect(theirSocket.closed).resolves.toEqual({ code: 4401, reason: 'This account has been blocked.' });
    expect((await call(t.app, 'GET', '/auth/me', blocked)).statusCode).toBe(401);
    const signIn = await call(t.app, 'POST', '/auth/login', null, { email: blocked.email, password: 'correct horse battery' });
    expect(signIn.statusCode).toBe(403);
    expect(message(signIn)).toBe('This account has been blocked.');
    // A wrong password still gets the plain answer: the block is told only to who knows the password.
    expect((await call(t.app, 'POST', '/auth/login', null, { email: blocked.email, password: 'wrong password 1' })).statusCode).toBe(401);

    // Live: their desires leave the readers' screens, their reaction and comment leave the owner's desire.
    await readerSocket.next('desire_removed', (e) => e.data.desireId === theirFollowersDesire._id);
    await readerSocket.next('desire_removed', (e) => e.data.desireId === theirDesire._id);
    await ownerSocket.next('reaction_update', (e) => e.data.postId === ownersDesire._id && e.data.action === 'removed' && e.data.userId === blocked.id);
    await ownerSocket.next('comment_update', (e) => e.data.action === 'deleted' && e.data.commentId === theirComment._id);

    await expectHidden();

    // The admin still sees the account, marked.
    expect(await ok<AdminUser>(await call(t.app, 'GET', `/admin/users/${blocked.id}`, admin))).toMatchObject({ isBlocked: true });
    const listed = await ok<{ users: AdminUser[] }>(await call(t.app, 'GET', `/admin/users?search=${encodeURIComponent(blocked.email)}`, admin));
    expect(listed.users.map((u) => [u._id, u.isBlocked])).toEqual([[blocked.id, true]]);

    // Unblocked: everything is back, counted again, and the readers are told.
    const ownerSocket2 = ownerSocket;
    expect(await ok<AdminUser>(await block(blocked, false))).toMatchObject({ isBlocked: false });
    await ownerSocket2.next('reaction_update', (e) => e.data.action === 'added' && e.data.userId === blocked.id);
    await ownerSocket2.next('comment_update', (e) => e.data.action === 'added' && e.data.commentId === theirComment._id);
    await expectShown();
    const again = await call(t.app, 'POST', '/auth/login', null, { email: blocked.email, password: 'correct horse battery' });
    expect(again.statusCode).toBe(200);
    blocked = { ...blocked, token: again.json<{ token: string }>().token };

    readerSocket.close();
    ownerSocket.close();
  });

  it('blocking twice changes nothing and writes one audit row per change', async () => {
    await ok(await block(reader, true));
    await ok(await block(reader, true));
    await ok(await block(reader, false));
    const rows = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, reader.id));
    // Written in the same millisecond, possibly: compared as a set.
    expect(rows.map((row) => `${row.action} by ${row.adminId}`).sort()).toEqual([`block by ${admin.id}`, `unblock by ${admin.id}`]);
  });
});

async function expectHidden(): Promise<void> {
  for (const as of [reader, owner, null]) {
    // The single desire page, the feeds, their profile's list, trending.
    expect((await call(t.app, 'GET', `/desires/${theirDesire._id}`, as)).statusCode).toBe(404);
    expect(await desiresOf('/desires/public', as)).not.toContain(theirDesire._id);
    expect((await call(t.app, 'GET', `/desires/user/${blocked.id}`, as)).statusCode).toBe(404);
    const trending = await ok<Desire[]>(await call(t.app, 'GET', '/desires/trending', as));
    expect(ids(trending)).not.toContain(theirDesire._id);
    // Shared page and link preview.
    expect((await call(t.app, 'GET', `/shared/desires/${theirDesire._id}?user=${blocked.id}`, as)).statusCode).toBe(404);
    // Their reaction and comment on someone else's desire.
    const desire = await ok<Desire>(await call(t.app, 'GET', `/desires/${ownersDesire._id}`, as));
    expect(desire.reactionsCount).toBe(1);
    expect(desire.commentsCount).toBe(1);
    expect(JSON.stringify(desire)).not.toContain(blocked.id);
    const reactions = await ok<Reaction[]>(await call(t.app, 'GET', `/desires/${ownersDesire._id}/reactions`, as));
    expect(reactions.map((r) => r.userId)).toEqual([reader.id]);
    const comments = await ok<Comment[]>(await call(t.app, 'GET', `/desires/${ownersDesire._id}/comments`, as));
    expect(comments.map((c) => c.text)).toEqual(['From Rae']);
  }
  const preview = await t.app.inject({ method: 'GET', url: `/post/${theirDesire._id}` });
  expect(preview.body).not.toContain('Bea public wish');
  // The follower's feed, their profile, search and the notices they caused.
  expect(await desiresOf('/desires/following', reader)).not.toContain(theirFollowersDesire._id);
  expect((await call(t.app, 'GET', `/users/${blocked.id}`, reader)).statusCode).toBe(404);
  expect(ids(await ok<{ _id: string }[]>(await call(t.app, 'GET', '/users/search?q=Blocked', reader)))).toEqual([]);
  expect(ids(await ok<{ _id: string }[]>(await call(t.app, 'GET', `/users/${reader.id}/following`, reader)))).not.toContain(blocked.id);
  const notices = await noticesOf(t, owner);
  expect(notices.filter((n) => n.fromUserId?._id === blocked.id)).toEqual([]);
}

async function expectShown(): Promise<void> {
  expect((await call(t.app, 'GET', `/desires/${theirDesire._id}`, owner)).statusCode).toBe(200);
  expect(await desiresOf('/desires/public', null)).toContain(theirDesire._id);
  expect(await desiresOf('/desires/following', reader)).toContain(theirFollowersDesire._id);
  const desire = await ok<Desire>(await call(t.app, 'GET', `/desires/${ownersDesire._id}`, reader));
  expect(desire.reactionsCount).toBe(2);
  expect(desire.commentsCount).toBe(2);
  const comments = await ok<Comment[]>(await call(t.app, 'GET', `/desires/${ownersDesire._id}/comments`, reader));
  expect(comments.map((c) => c.text)).toEqual(['From Bea', 'From Rae']);
  expect((await call(t.app, 'GET', `/users/${blocked.id}`, reader)).statusCode).toBe(200);
  const notices = await noticesOf(t, owner);
  expect(notices.some((n) => n.fromUserId?._id === blocked.id)).toBe(true);
}
