import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import type { LiveEventType } from '@contract/live';
import { call, createDesire, follow, makeMembers, type Member } from '../helpers/desires';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Who receives a desire's events: exactly those the visibility rule lets see it, at that moment.
describe('desire events reach exactly the desire readers', () => {
  let t: TestApp;
  let m: Record<'owner' | 'follower' | 'shared' | 'stranger', Member>;
  let sockets: Record<'owner' | 'ownerOtherTab' | 'follower' | 'shared' | 'stranger', LiveClient>;
  const all = () => Object.values(sockets);

  /** Who received an event of this type about this desire, after every socket has caught up. */
  async function receivers(type: LiveEventType, desireId: string): Promise<string[]> {
    await flushAll(all());
    return Object.entries(sockets)
      .filter(([, socket]) =>
        socket.events.some((event) => {
          if (event.type !== type || !('data' in event)) return false;
          const data = event.data as { desire?: Desire; desireId?: string; postId?: string };
          return (data.desire?._id ?? data.desireId ?? data.postId) === desireId;
        }),
      )
      .map(([name]) => name)
      .sort();
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
    const url = await listenOnLoopback(t.app);
    m = await makeMembers(t, ['owner', 'follower', 'shared', 'stranger'] as const);
    await follow(t.database.db, m.follower, m.owner);
    sockets = {
      owner: await LiveClient.open(url, m.owner.token),
      ownerOtherTab: await LiveClient.open(url, m.owner.token),
      follower: await LiveClient.open(url, m.follower.token),
      shared: await LiveClient.open(url, m.shared.token),
      stranger: await LiveClient.open(url, m.stranger.token),
    };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await flushAll(all());
    for (const socket of all()) {
      socket.events.length = 0;
      socket.texts.length = 0;
    }
  });

  it('followers only: new_desire, reaction_update, comment_update and status_update reach the owner and followers only', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'For my followers', visibility: 'followers' });
    const readers = ['follower', 'owner', 'ownerOtherTab'];
    expect(await receivers('new_desire', desire._id)).toEqual(readers);

    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.follower, { emoji: '❤️' })).statusCode).toBe(200);
    expect(await receivers('reaction_update', desire._id)).toEqual(readers);
    expect(sockets.owner.of('reaction_update')[0]?.data).toMatchObject({ postId: desire._id, action: 'added', userId: m.follower.id, reaction: { emoji: '❤️' } });

    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.follower, { text: 'Good luck!' })).statusCode).toBe(201);
    expect(await receivers('comment_update', desire._id)).toEqual(readers);
    const comment = sockets.follower.of('comment_update')[0]?.data;
    expect(comment).toMatchObject({ postId: desire._id, action: 'added', comment: { text: 'Good luck!', userId: { _id: m.follower.id } } });
    expect(comment?.commentId).toBe(comment?.comment?._id);

    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, m.follower, { anonymous: false })).statusCode).toBe(200);
    expect(await receivers('status_update', desire._id)).toEqual(readers);
    expect(sockets.owner.of('status_update')[0]?.data).toMatchObject({ desireId: desire._id, action: 'fulfillment_started', newStatus: 'in_progress' });

    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, m.owner)).statusCode).toBe(200);
    await flushAll(all());
    expect(sockets.follower.of('status_update').map((e) => e.data.action)).toEqual(['fulfillment_started', 'fulfillment_completed']);
    expect(sockets.stranger.events).toEqual([]);
    expect(sockets.shared.events).toEqual([]);
  });

  it('private: nothing reaches anyone but the owner', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Just for me', visibility: 'private' });
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.owner, { emoji: '🔥' })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.owner, { text: 'Note to self' })).statusCode).toBe(201);
    for (const type of ['new_desire', 'reaction_update', 'comment_update'] as const) {
      expect(await receivers(type, desire._id)).toEqual(['owner', 'ownerOtherTab']);
    }
    for (const name of ['follower', 'shared', 'stranger'] as const) expect(sockets[name].events).toEqual([]);
  });

  it('custom: the owner and the members it is shared with, not the followers', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'For one friend', visibility: 'custom', sharedWith: [m.shared.id] });
    const readers = ['owner', 'ownerOtherTab', 'shared'];
    expect(await receivers('new_desire', desire._id)).toEqual(readers);
    // Only the owner is told who it is shared with.
    expect(sockets.owner.of('new_desire')[0]?.data.desire.sharedWith.map((u) => (typeof u === 'string' ? u : u._id))).toEqual([m.shared.id]);
    expect(sockets.shared.of('new_desire')[0]?.data.desire.sharedWith).toEqual([]);

    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.shared, { emoji: '👏' })).statusCode).toBe(200);
    expect(await receivers('reaction_update', desire._id)).toEqual(readers);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.shared, { text: 'Thank you for sharing' })).statusCode).toBe(201);
    expect(await receivers('comment_update', desire._id)).toEqual(readers);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, m.shared, { anonymous: false })).statusCode).toBe(200);
    expect(await receivers('status_update', desire._id)).toEqual(readers);
    expect(sockets.follower.events).toEqual([]);
    expect(sockets.stranger.events).toEqual([]);
  });

  it('public: every connected socket', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'For the world', visibility: 'public' });
    const everyone = Object.keys(sockets).sort();
    expect(await receivers('new_desire', desire._id)).toEqual(everyone);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.stranger, { emoji: '💯' })).statusCode).toBe(200);
    expect(await receivers('reaction_update', desire._id)).toEqual(everyone);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.stranger, { text: 'Love it' })).statusCode).toBe(201);
    expect(await receivers('comment_update', desire._id)).toEqual(everyone);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, m.stranger, { anonymous: false })).statusCode).toBe(200);
    expect(await receivers('status_update', desire._id)).toEqual(everyone);
    // Taking the reaction back is an event too.
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}/react`, m.stranger)).statusCode).toBe(200);
    await flushAll(all());
    expect(sockets.shared.of('reaction_update').map((e) => [e.data.action, e.data.reaction])).toEqual([
      ['added', expect.objectContaining({ emoji: '💯' })],
      ['removed', null],
    ]);
  });

  it('public to private: desire_update to the owner, desire_removed to everyone who saw it', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Going private', visibility: 'public' });
    expect((await call(t.app, 'PUT', `/desires/${desire._id}`, m.owner, { title: 'Gone private', visibility: 'private' })).statusCode).toBe(200);
    expect(await receivers('desire_update', desire._id)).toEqual(['owner', 'ownerOtherTab']);
    expect(sockets.owner.of('desire_update')[0]?.data.desire).toMatchObject({ title: 'Gone private', visibility: 'private' });
    expect(await receivers('desire_removed', desire._id)).toEqual(['follower', 'shared', 'stranger']);
  });

  it('followers to public: everyone gets desire_update, nobody desire_removed', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Opening up', visibility: 'followers' });
    expect((await call(t.app, 'PUT', `/desires/${desire._id}`, m.owner, { title: 'Opened up', visibility: 'public' })).statusCode).toBe(200);
    expect(await receivers('desire_update', desire._id)).toEqual(Object.keys(sockets).sort());
    expect(await receivers('desire_removed', desire._id)).toEqual([]);
  });

  it('a changed share list: the member taken off is told it left, the one added gets it', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Passed around', visibility: 'custom', sharedWith: [m.shared.id] });
    const res = await call(t.app, 'PUT', `/desires/${desire._id}`, m.owner, { title: 'Passed around', visibility: 'custom', sharedWith: [m.follower.id] });
    expect(res.statusCode).toBe(200);
    expect(await receivers('desire_update', desire._id)).toEqual(['follower', 'owner', 'ownerOtherTab']);
    expect(await receivers('desire_removed', desire._id)).toEqual(['shared']);
  });

  it('delete: desire_removed to everyone who could see it, and nobody else', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Short lived', visibility: 'followers' });
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}`, m.owner)).statusCode).toBe(200);
    expect(await receivers('desire_removed', desire._id)).toEqual(['follower', 'owner', 'ownerOtherTab']);

    const open = await createDesire(t.app, m.owner, { title: 'Short lived, public', visibility: 'public' });
    expect((await call(t.app, 'DELETE', `/desires/${open._id}`, m.owner)).statusCode).toBe(200);
    expect(await receivers('desire_removed', open._id)).toEqual(Object.keys(sockets).sort());
  });

  it('a refused call publishes nothing', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Guarded', visibility: 'followers' });
    await flushAll(all());
    for (const socket of all()) socket.events.length = 0;
    // Hidden from the stranger (404), not theirs to edit (403), and not the owner's to offer on (400).
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.stranger, { emoji: '❤️' })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.stranger, { text: 'Let me in' })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/desires/${desire._id}`, m.follower, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}`, m.follower)).statusCode).toBe(403);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, m.owner, { anonymous: false })).statusCode).toBe(400);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/status`, m.owner, { status: 'fulfilled' })).statusCode).toBe(400);
    await flushAll(all());
    for (const socket of all()) expect(socket.events).toEqual([]);
  });
});
