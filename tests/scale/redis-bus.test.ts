import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIVE_CLOSE } from '@contract/live';
import type { Notification } from '@contract/notification';
import { buildApp } from '../../server/src/app';
import { call, createDesire, follow, makeMember, makeMembers, type Member } from '../server/helpers/desires';
import { LiveClient, listenOnLoopback, withTimeout } from '../server/helpers/live';
import { openTestDatabase, TestMailer, testConfig, type TestApp } from '../server/helpers/test-app';

// Two app instances in one test process, each with its own Redis connections, sharing one database:
// what one of them writes must reach the other's sockets and clear the other's read cache.
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('the Redis bus between two app instances', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  let urlA: string;
  let m: Record<'owner' | 'follower' | 'stranger', Member>;
  // Unique per run, so that parallel runs on one Redis do not hear each other. A long time to live:
  // only a clear that crossed the bus can make a cached read fresh within a test.
  const live = { redisUrl, channelPrefix: `wishwell-test-${randomBytes(6).toString('hex')}` };
  /** A plain Redis connection of the test's own, to ask Redis who listens on a channel. */
  const observer = new Redis(redisUrl, { lazyConnect: true });

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const instance = async (): Promise<TestApp> => {
      const mail = new TestMailer();
      const app: FastifyInstance = await buildApp(testConfig({ live, readCacheTtlMs: 60_000, rateLimitFactor: 100 }), { database: opened.database, mailer: mail });
      await app.ready();
      return { app, mail, database: opened.database, uploadDir: '', close: () => app.close() };
    };
    a = await instance();
    b = await instance();
    expect([a.app.liveBus.kind, b.app.liveBus.kind]).toEqual(['redis', 'redis']);
    urlA = await listenOnLoopback(a.app);
    m = await makeMembers(a, ['owner', 'follower', 'stranger'] as const);
    await follow(a.database.db, m.follower, m.owner);
  });
  afterAll(async () => {
    observer.disconnect();
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('a socket on A receives, once, the reaction_update of a reaction posted through B', async () => {
    const desire = await createDesire(a.app, m.owner, { title: 'Across processes', visibility: 'public' });
    const urlB = await listenOnLoopback(b.app);
    const onA = await LiveClient.open(urlA, m.stranger.token);
    const onB = await LiveClient.open(urlB, m.stranger.token);
    expect((await call(b.app, 'POST', `/desires/${desire._id}/react`, m.follower, { emoji: '🔥' })).statusCode).toBe(200);
    const event = await onA.next('reaction_update', (e) => e.data.postId === desire._id, 2_000);
    expect(event.data).toMatchObject({ action: 'added', userId: m.follower.id, reaction: { emoji: '🔥' } });
    // B delivered its own event itself and skipped Redis's echo; A got it once. Redis passes on what
    // it is sent in order: a reaction through A reaches B after any echo of B's own, and one through B
    // after that reaches A after any second copy of the first.
    const [second, third] = [await makeMember(a, 'Second Reactor'), await makeMember(a, 'Third Reactor')];
    expect((await call(a.app, 'POST', `/desires/${desire._id}/react`, second, { emoji: '👏' })).statusCode).toBe(200);
    await onB.next('reaction_update', (e) => e.data.userId === second.id, 2_000);
    expect((await call(b.app, 'POST', `/desires/${desire._id}/react`, third, { emoji: '❤️' })).statusCode).toBe(200);
    await onA.next('reaction_update', (e) => e.data.userId === third.id, 2_000);
    const reactors = (client: LiveClient) => client.of('reaction_update').map((e) => e.data.userId);
    expect(reactors(onB)).toEqual([m.follower.id, second.id, third.id]);
    expect(reactors(onA)).toEqual([m.follower.id, second.id, third.id]);
    onA.close();
    onB.close();
  });

  it('keeps the audience across processes: a followers-only desire made on B reaches the follower on A, not the stranger', async () => {
    const follower = await LiveClient.open(urlA, m.follower.token);
    const stranger = await LiveClient.open(urlA, m.stranger.token);
    const desire = await createDesire(b.app, m.owner, { title: 'Followers across processes', visibility: 'followers' });
    await follower.next('new_desire', (e) => e.data.desire._id === desire._id, 2_000);
    // A public desire made on B after it reaches the stranger after anything of the first would have.
    const later = await createDesire(b.app, m.owner, { title: 'Public after it', visibility: 'public' });
    await stranger.next('new_desire', (e) => e.data.desire._id === later._id, 2_000);
    expect(stranger.events.filter((e) => 'data' in e && JSON.stringify(e.data).includes(desire._id))).toEqual([]);
    follower.close();
    stranger.close();
  });

  it('cuts the desire on A exactly as A would: an anonymous offer made through B names nobody', async () => {
    const fulfiller = await makeMember(a, 'Ottoline Marchbanks');
    const desire = await createDesire(a.app, m.owner, { title: 'Quietly', visibility: 'public' });
    const owner = await LiveClient.open(urlA, m.owner.token);
    const mine = await LiveClient.open(urlA, fulfiller.token);
    expect((await call(b.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, fulfiller, { anonymous: true })).statusCode).toBe(200);
    const seen = await owner.next('status_update', (e) => e.data.desireId === desire._id, 2_000);
    expect(seen.data.desire.fulfillments[0]).toMatchObject({ anonymous: true, userId: null });
    await owner.next('notification', () => true, 2_000);
    for (const text of owner.texts) expect(text).not.toMatch(new RegExp(`${fulfiller.id}|Ottoline`));
    const own = await mine.next('status_update', (e) => e.data.desireId === desire._id, 2_000);
    expect(own.data.desire.fulfillments[0]?.userId).toMatchObject({ fullName: 'Ottoline Marchbanks' });
    owner.close();
    mine.close();
  });

  it('a write answered by B clears the read cache of A', async () => {
    const desire = await createDesire(a.app, m.owner, { title: 'Cached', visibility: 'followers' });
    // The comment's own messages (its events and B's clear) reach A in their own time: wait for the
    // clear, so that none of them empties A's cache after the read below.
    const cleared = nextClear(a);
    expect((await call(b.app, 'POST', `/desires/${desire._id}/comments`, m.follower, { text: 'Hello' })).statusCode).toBe(201);
    await withTimeout(cleared, 2_000, 'the clear of the comment never reached A');
    const read = async () => (await call(a.app, 'GET', '/notifications', m.owner)).json<Notification[]>();
    const [notice] = await read();
    expect(notice?.isRead).toBe(false);
    expect(a.app.readCache.size).toBeGreaterThan(0);
    // Marking it read publishes no live event: only the bus's "clear" can reach A.
    expect((await call(b.app, 'PUT', `/notifications/${notice?._id}/read`, m.owner)).statusCode).toBe(200);
    await expect.poll(() => a.app.readCache.size, { timeout: 2_000 }).toBe(0);
    expect((await read())[0]).toMatchObject({ _id: notice?._id, isRead: true });
  });

  it('a reaction through B drops from A the reads of that desire and keeps the rest', async () => {
    const [reacted, other] = [
      await createDesire(a.app, m.owner, { title: 'Reacted across', visibility: 'public' }),
      await createDesire(a.app, m.owner, { title: 'Untouched across', visibility: 'public' }),
    ];
    const single = async (id: string) => (await call(a.app, 'GET', `/desires/${id}`, m.stranger)).json<{ reactions: unknown[] }>();
    expect((await single(reacted._id)).reactions).toHaveLength(0);
    await single(other._id);
    const before = a.app.readCache.size;
    const cleared = nextClear(a);
    expect((await call(b.app, 'POST', `/desires/${reacted._id}/react`, m.follower, { emoji: '🔥' })).statusCode).toBe(200);
    await withTimeout(cleared, 2_000, 'the invalidation of the reaction never reached A');
    // The reacted desire is read anew; the other one and the sessions are still served from memory.
    expect(a.app.readCache.size).toBeGreaterThan(0);
    expect(a.app.readCache.size).toBeLessThan(before);
    expect((await single(reacted._id)).reactions).toHaveLength(1);
  });

  it('a follow through B shows on A\'s Following tab at once, and A keeps the rest of its cache', async () => {
    const reader = await makeMember(a, 'Following Across');
    const desire = await createDesire(a.app, m.owner, { title: 'Followed across', visibility: 'public' });
    const followingIds = async () => (await call(a.app, 'GET', '/desires/following?page=1&limit=10', reader)).json<{ desires: { _id: string }[] }>().desires.map((d) => d._id);
    expect(await followingIds()).toEqual([]);
    await call(a.app, 'GET', `/desires/${desire._id}`, m.stranger);
    const before = a.app.readCache.size;
    const told = nextClear(a);
    expect((await call(b.app, 'POST', `/follow/${m.owner.id}`, reader)).statusCode).toBe(200);
    await withTimeout(told, 2_000, 'the follow never reached A');
    // The Following page went (and the owner's notifications, not cached here); sessions and the desire stayed.
    expect(a.app.readCache.size).toBe(before - 1);
    expect(await followingIds()).toContain(desire._id);
  });

  it('a chat message sent through B reaches the recipient\'s socket on A, once, and nobody else\'s', async () => {
    const [writer, reader] = [await makeMember(a, 'Chat Writer'), await makeMember(a, 'Chat Reader')];
    await follow(a.database.db, writer, reader);
    const chat = (await call(b.app, 'POST', '/chats', writer, { otherUserId: reader.id })).json<{ _id: string }>();
    // Chat messages travel on their members' channels: A hears one only while it holds a socket of theirs.
    const heardOnA: (string | undefined)[] = [];
    a.app.liveBus.subscribe((message) => {
      if (message.kind === 'chat-message' && message.chatId === chat._id) heardOnA.push(message.to);
    });
    const send = (content: string) => call(b.app, 'POST', `/chats/${chat._id}/messages`, writer, { content });
    expect((await send('Before anyone is here')).statusCode).toBe(201);
    const recipient = await LiveClient.open(urlA, reader.token);
    const stranger = await LiveClient.open(urlA, m.stranger.token);
    await recipient.flush();
    const res = await send('Across processes');
    expect(res.statusCode).toBe(201);
    const event = await recipient.next('notification', (e) => e.data.type === 'new_message', 2_000);
    expect(event.data).toEqual({ type: 'new_message', chatId: chat._id, message: res.json(), isSender: false });
    // What B publishes reaches A in order: the chat's next message reaches the recipient after any
    // second copy of this one, and a public desire made after it the stranger after anything of the chat.
    const next = await send('Once more');
    const nextId = next.json<{ _id: string }>()._id;
    await recipient.next('notification', (e) => JSON.stringify(e.data).includes(nextId), 2_000);
    const after = await createDesire(b.app, m.owner, { title: 'After the chat', visibility: 'public' });
    await stranger.next('new_desire', (e) => e.data.desire._id === after._id, 2_000);
    expect(recipient.of('notification')).toHaveLength(2);
    expect(stranger.events.map((e) => e.type)).toEqual(['new_desire']);
    recipient.close();
    stranger.close();
    await recipient.closed;
    // A lets go of the reader's channel once no socket of theirs is left: Redis counts nobody on it.
    const readerChannel = `${live.channelPrefix}:live:member:${reader.id}`;
    await expect.poll(async () => (await observer.pubsub('NUMSUB', readerChannel))[1], { timeout: 2_000 }).toBe(0);
    expect((await send('After they left')).statusCode).toBe(201);
    // A public desire made through B after it reaches A after that message would have.
    const last = await createDesire(b.app, m.owner, { title: 'After they left', visibility: 'public' });
    await withTimeout(heard(a, last._id), 2_000, 'the desire made after the message never reached A');
    expect(heardOnA).toEqual([reader.id, reader.id]);
  });

  it('a logout through B closes the socket of that session on A with 4401', async () => {
    const leaving = await makeMember(a, 'Leaving Across');
    const socket = await LiveClient.open(urlA, leaving.token);
    expect((await call(b.app, 'POST', '/auth/logout', leaving)).statusCode).toBe(200);
    expect(await withTimeout(socket.closed, 2_000, 'not closed')).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'Session ended' });
  });
});

/** Resolves when a message naming this id (a desire's, say) reaches this instance. */
function heard(t: TestApp, id: string): Promise<void> {
  return new Promise((resolve) => {
    t.app.liveBus.subscribe((message) => {
      if (JSON.stringify(message).includes(id)) resolve();
    });
  });
}

/**
 * The last word of a write about the cache: its own clear or invalidation, or, for a write whose live
 * events say as much already (a comment, a reaction: no separate word is sent), the notice event that
 * its service publishes last.
 */
function nextClear(t: TestApp): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    t.app.liveBus.subscribe((message) => {
      const last = message.kind === 'clear-read-cache' || message.kind === 'invalidate-read-cache' || (message.kind === 'event' && message.event.type === 'notification');
      if (waiting && last) {
        waiting = false;
        resolve();
      }
    });
  });
}
