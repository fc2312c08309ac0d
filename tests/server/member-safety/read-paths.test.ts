import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Desire, PagedDesires, Reaction } from '@contract/desire';
import type { Chat } from '@contract/chat';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, message, type Member } from '../helpers/desires';
import { noticesOf } from '../helpers/people';

// What blocks and mutes take out of the paths the visibility table (desires/visibility.test.ts) does
// not cover: the Following tab, comments and reactions by third parties' desires, notifications,
// chats and custom shares.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const ids = (list: { _id: string }[]) => list.map((d) => d._id);
const following = async (who: Member) => (await call(t.app, 'GET', '/desires/following?limit=50', who)).json<PagedDesires>();

describe('a mute', () => {
  it('takes the muted member’s desires out of the muter’s Following tab, with its total, until it is lifted', async () => {
    const [reader, muted, other] = await Promise.all([makeMember(t, 'Reader'), makeMember(t, 'Muted'), makeMember(t, 'Other')]);
    await follow(t.database.db, reader, muted);
    await follow(t.database.db, reader, other);
    const theirs = await createDesire(t.app, muted, { title: 'Muted one', visibility: 'followers' });
    const kept = await createDesire(t.app, other, { title: 'Kept one' });
    expect(ids((await following(reader)).desires).sort()).toEqual([theirs._id, kept._id].sort());
    await call(t.app, 'POST', `/users/${muted.id}/mute`, reader);
    const page = await following(reader);
    expect(ids(page.desires)).toEqual([kept._id]);
    expect(page.total).toBe(1);
    // Still reachable directly, and the muted member notices nothing.
    expect((await call(t.app, 'GET', `/desires/${theirs._id}`, reader)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/users/${reader.id}`, muted)).json<{ user: { mutedByMe: boolean; blocksYou: boolean } }>().user).toMatchObject({ mutedByMe: false, blocksYou: false });
    await call(t.app, 'DELETE', `/users/${muted.id}/mute`, reader);
    expect((await following(reader)).total).toBe(2);
  });

  it('hides the muted member’s comments from the muter only, and writes the muter no notices of their acts', async () => {
    const [owner, muted, third] = await Promise.all([makeMember(t, 'Owner'), makeMember(t, 'Loud'), makeMember(t, 'Third')]);
    const desire = await createDesire(t.app, owner, { title: 'Talked about' });
    const before = await call(t.app, 'POST', `/desires/${desire._id}/comments`, muted, { text: 'Before the mute' });
    expect(before.statusCode).toBe(201);
    expect((await noticesOf(t, owner)).map((n) => n.type)).toEqual(['comment']);
    await call(t.app, 'POST', `/users/${muted.id}/mute`, owner);
    // The notice written before the mute leaves the list too.
    expect(await noticesOf(t, owner)).toEqual([]);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, muted, { text: 'After the mute' })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, muted, { emoji: '❤️' })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, muted)).statusCode).toBe(200);
    expect(await noticesOf(t, owner)).toEqual([]);
    expect((await call(t.app, 'GET', '/notifications/unread-count', owner)).json()).toEqual({ count: 0 });
    const forOwner = (await call(t.app, 'GET', `/desires/${desire._id}/comments`, owner)).json<Comment[]>();
    expect(forOwner).toEqual([]);
    const forThird = (await call(t.app, 'GET', `/desires/${desire._id}/comments`, third)).json<Comment[]>();
    expect(forThird.map((c) => c.text)).toEqual(['Before the mute', 'After the mute']);
    // Unmuted, the member's notices come back (they were never deleted).
    await call(t.app, 'DELETE', `/users/${muted.id}/mute`, owner);
    expect((await noticesOf(t, owner)).map((n) => n.type)).toEqual(['comment']);
  });
});

describe('a block', () => {
  it('hides each one’s comments and reactions on a third member’s desire from the other', async () => {
    const [a, b, host] = await Promise.all([makeMember(t, 'Aa'), makeMember(t, 'Bb'), makeMember(t, 'Host')]);
    const desire = await createDesire(t.app, host, { title: 'Shared ground' });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, a, { text: 'From a' });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, b, { text: 'From b' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, a, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, b, { emoji: '🔥' });
    await call(t.app, 'POST', `/users/${b.id}/block`, a);
    for (const [reader, self] of [[a, 'From a'], [b, 'From b']] as const) {
      const comments = (await call(t.app, 'GET', `/desires/${desire._id}/comments`, reader)).json<Comment[]>();
      expect(comments.map((c) => c.text)).toEqual([self]);
      const reactions = (await call(t.app, 'GET', `/desires/${desire._id}/reactions`, reader)).json<Reaction[]>();
      expect(reactions.map((r) => r.userId)).toEqual([reader.id]);
      const embedded = (await call(t.app, 'GET', `/desires/${desire._id}`, reader)).json<Desire>().reactions;
      expect(embedded.map((r) => r.userId)).toEqual([reader.id]);
      // The lists' cards carry the same reactions as the page (the records behind them are shared).
      await call(t.app, 'PUT', `/desires/${desire._id}/save`, reader);
      const lists = [`/desires/public`, `/desires/user/${host.id}`, `/saved`];
      for (const path of lists) {
        const card = (await call(t.app, 'GET', path, reader)).json<{ desires: Desire[] }>().desires.find((d) => d._id === desire._id);
        expect(card?.reactions.map((r) => r.userId), path).toEqual([reader.id]);
      }
    }
    const host_ = (await call(t.app, 'GET', `/desires/${desire._id}/comments`, host)).json<Comment[]>();
    expect(host_).toHaveLength(2);
  });

  it('shows the owner the offer of a member she blocked as an anonymous one on her Came true tab, and names it again once she unblocks', async () => {
    const [owner, giver] = await Promise.all([makeMember(t, 'Owner Came'), makeMember(t, 'Giver Came')]);
    const desire = await createDesire(t.app, owner, { title: 'Came true with help' });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: false, message: 'On my way' })).statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner)).statusCode).toBe(200);
    const cameTrue = async () => (await call(t.app, 'GET', `/users/${owner.id}/fulfilled`, owner)).json<PagedDesires>().desires.find((d) => d._id === desire._id)?.fulfillments;
    expect(await cameTrue()).toMatchObject([{ userId: { _id: giver.id, fullName: 'Giver Came' }, anonymous: false, message: 'On my way' }]);
    await call(t.app, 'POST', `/users/${giver.id}/block`, owner);
    expect(await cameTrue()).toMatchObject([{ userId: null, anonymous: true, message: null }]);
    // The giver, kept apart from the owner, no longer sees the desire at all, so not on I helped either.
    const own = (await call(t.app, 'GET', '/me/helped', giver)).json<PagedDesires>().desires;
    expect(own).toEqual([]);
    await call(t.app, 'DELETE', `/users/${giver.id}/block`, owner);
    expect(await cameTrue()).toMatchObject([{ userId: { _id: giver.id }, anonymous: false }]);
  });

  it('refuses reacting, commenting and offering on the other’s desire as if it did not exist', async () => {
    const [a, b] = await Promise.all([makeMember(t, 'Blocker'), makeMember(t, 'Blocked')]);
    const desire = await createDesire(t.app, a, { title: 'Out of reach' });
    await call(t.app, 'POST', `/users/${b.id}/block`, a);
    const attempts = [
      await call(t.app, 'POST', `/desires/${desire._id}/react`, b, { emoji: '❤️' }),
      await call(t.app, 'POST', `/desires/${desire._id}/comments`, b, { text: 'Hi' }),
      await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, b, { anonymous: false }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe('Desire not found');
    }
    expect(await noticesOf(t, a)).toEqual([]);
  });

  it('holds in the two members’ chat: both see it blocked and neither can write', async () => {
    const [a, b] = await Promise.all([makeMember(t, 'Chatter A'), makeMember(t, 'Chatter B')]);
    await follow(t.database.db, a, b);
    const started = await call(t.app, 'POST', '/chats', a, { otherUserId: b.id });
    expect(started.statusCode).toBe(201);
    const chatId = started.json<Chat>()._id;
    expect((await call(t.app, 'POST', `/users/${a.id}/block`, b)).statusCode).toBe(200);
    const byA = await call(t.app, 'POST', `/chats/${chatId}/messages`, a, { content: 'Hello?' });
    expect(byA.statusCode).toBe(403);
    const byB = await call(t.app, 'POST', `/chats/${chatId}/messages`, b, { content: 'No' });
    expect(byB.statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/chats', a, { otherUserId: b.id })).statusCode).toBe(403);
    const listA = (await call(t.app, 'GET', '/chats', a)).json<Chat[]>();
    expect(listA.find((c) => c._id === chatId)).toMatchObject({ blockedByOther: true });
    const listB = (await call(t.app, 'GET', '/chats', b)).json<Chat[]>();
    expect(listB.find((c) => c._id === chatId)?.settings).toMatchObject({ blocked: true });
  });

  it('ends custom shares both ways, and a share with a blocked member is dropped quietly', async () => {
    const [a, b, c] = await Promise.all([makeMember(t, 'Sharer'), makeMember(t, 'Sharee'), makeMember(t, 'Friend')]);
    const shared = await createDesire(t.app, a, { title: 'For b', visibility: 'custom', sharedWith: [b.id] });
    expect((await call(t.app, 'GET', `/desires/${shared._id}`, b)).statusCode).toBe(200);
    await call(t.app, 'POST', `/users/${a.id}/block`, b);
    await call(t.app, 'DELETE', `/users/${a.id}/block`, b);
    // Lifting the block does not bring the share back.
    expect((await call(t.app, 'GET', `/desires/${shared._id}`, b)).statusCode).toBe(404);
    await call(t.app, 'POST', `/users/${a.id}/block`, b);
    const made = await createDesire(t.app, a, { title: 'For b and c', visibility: 'custom', sharedWith: [b.id, c.id] });
    const own = (await call(t.app, 'GET', `/desires/${made._id}`, a)).json<Desire>();
    expect(own.sharedWith.map((u) => (typeof u === 'string' ? u : u._id))).toEqual([c.id]);
  });

  it('ends a category share with the other and refuses a new one', async () => {
    const [owner, friend] = await Promise.all([makeMember(t, 'Curator'), makeMember(t, 'Friend of curator')]);
    await follow(t.database.db, friend, owner);
    const category = (await call(t.app, 'POST', '/categories', owner, { name: 'Books', visibility: 'shared' })).json<{ _id: string }>();
    const shared = await call(t.app, 'PUT', `/categories/${category._id}/shares`, owner, { userIds: [friend.id] });
    expect(shared.statusCode).toBe(200);
    await call(t.app, 'POST', `/users/${owner.id}/block`, friend);
    const shares = (await call(t.app, 'GET', `/categories/${category._id}/shares`, owner)).json<{ sharedWith?: unknown[]; users?: unknown[] }>();
    expect(JSON.stringify(shares)).not.toContain(friend.id);
    const again = await call(t.app, 'PUT', `/categories/${category._id}/shares`, owner, { userIds: [friend.id] });
    expect(again.statusCode).toBe(400);
  });
});
