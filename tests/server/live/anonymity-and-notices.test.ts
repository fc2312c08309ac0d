import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '@contract/notification';
import { call, createDesire, follow, makeMember, makeMembers, saveSettings, type Member } from '../helpers/desires';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('live events and anonymity', () => {
  let t: TestApp;
  let owner: Member;
  let watcher: Member;
  let fulfiller: Member;
  let sockets: Record<'owner' | 'watcher' | 'fulfiller' | 'fulfillerOtherTab', LiveClient>;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
    const url = await listenOnLoopback(t.app);
    ({ owner, watcher } = await makeMembers(t, ['owner', 'watcher'] as const));
    // A name that appears nowhere else, so that finding it anywhere in a message is a leak.
    fulfiller = await makeMember(t, 'Zephyrine Quillfeather');
    sockets = {
      owner: await LiveClient.open(url, owner.token),
      watcher: await LiveClient.open(url, watcher.token),
      fulfiller: await LiveClient.open(url, fulfiller.token),
      fulfillerOtherTab: await LiveClient.open(url, fulfiller.token),
    };
  });
  afterAll(() => t.close());

  it('an anonymous offer names its maker to nobody but the maker, in every event', async () => {
    const desire = await createDesire(t.app, owner, { title: 'A quiet wish', visibility: 'public' });
    const offered = await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, fulfiller, { anonymous: true, message: 'From a friend' });
    expect(offered.statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner)).statusCode).toBe(200);
    await flushAll(Object.values(sockets));

    for (const name of ['owner', 'watcher'] as const) {
      const socket = sockets[name];
      expect(socket.of('status_update').map((e) => e.data.action)).toEqual(['fulfillment_started', 'fulfillment_completed']);
      for (const text of socket.texts) {
        expect(text).not.toContain(fulfiller.id);
        expect(text).not.toContain('Zephyrine');
      }
      const offer = socket.of('status_update')[0]?.data.desire.fulfillments[0];
      expect(offer).toMatchObject({ anonymous: true, userId: null });
    }
    // The message is the owner's to read, not the watcher's.
    expect(sockets.owner.of('status_update')[0]?.data.desire.fulfillments[0]?.message).toBe('From a friend');
    expect(sockets.watcher.of('status_update')[0]?.data.desire.fulfillments[0]?.message).toBeNull();
    // The owner's notice says "Someone" and names nobody.
    const notice = sockets.owner.of('notification')[0]?.data as Notification | undefined;
    expect(notice).toMatchObject({ type: 'fulfillment', fromUserId: null });
    expect(notice?.message).toMatch(/^Someone offered/);
    expect(notice?.parts).toEqual({ kind: 'offer', name: null, title: 'A quiet wish', message: 'From a friend' });

    // The fulfiller, on each tab, sees their own name and message.
    for (const socket of [sockets.fulfiller, sockets.fulfillerOtherTab]) {
      const offer = socket.of('status_update')[0]?.data.desire.fulfillments[0];
      expect(offer).toMatchObject({ anonymous: true, message: 'From a friend', userId: { _id: fulfiller.id, fullName: 'Zephyrine Quillfeather' } });
    }
    // And is told, by name of the owner, that it was fulfilled.
    expect(sockets.fulfiller.of('notification')[0]?.data).toMatchObject({ type: 'fulfillment', fromUserId: { _id: owner.id } });
  });
});

describe('notification events', () => {
  let t: TestApp;
  let m: Record<'owner' | 'follower' | 'stranger', Member>;
  let sockets: Record<'owner' | 'follower' | 'stranger', LiveClient>;
  const all = () => Object.values(sockets);

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
    const url = await listenOnLoopback(t.app);
    m = await makeMembers(t, ['owner', 'follower', 'stranger'] as const);
    await follow(t.database.db, m.follower, m.owner);
    sockets = {
      owner: await LiveClient.open(url, m.owner.token),
      follower: await LiveClient.open(url, m.follower.token),
      stranger: await LiveClient.open(url, m.stranger.token),
    };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await flushAll(all());
    for (const socket of all()) socket.events.length = 0;
  });

  it('reach their recipient only, committed: the list already holds the same notice', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Notice me', visibility: 'followers' });
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.follower, { emoji: '🎯' })).statusCode).toBe(200);
    const event = await sockets.owner.next('notification');
    const list = (await call(t.app, 'GET', '/notifications', m.owner)).json<Notification[]>();
    expect(event.data).toEqual(list[0]);
    expect(event.data).toMatchObject({ type: 'reaction', desireId: desire._id, fromUserId: { _id: m.follower.id, fullName: 'follower' } });

    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.follower, { text: 'Rooting for you' })).statusCode).toBe(201);
    await flushAll(all());
    expect(sockets.owner.of('notification').map((e) => (e.data as Notification).type)).toEqual(['reaction', 'comment']);
    expect(sockets.follower.of('notification')).toEqual([]);
    expect(sockets.stranger.of('notification')).toEqual([]);
  });

  it('leave only once the transaction that wrote them has committed', async () => {
    // Every commit and every published event, in the order they happen.
    const order: string[] = [];
    const { db } = t.database;
    const transaction = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      const result = await transaction(...args);
      order.push('commit');
      return result;
    }) as typeof db.transaction;
    // A write made in one statement (a reaction) has committed when that statement returns.
    const execute = db.execute.bind(db);
    const textOf = (query: Parameters<typeof execute>[0]) => (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query as SQL).sql;
    db.execute = (async (query: Parameters<typeof execute>[0]) => {
      const result = await execute(query);
      if (/\b(insert|update|delete)\b/i.test(textOf(query))) order.push('commit');
      return result;
    }) as typeof db.execute;
    t.app.liveBus.subscribe((message) => {
      if (message.kind === 'event' || message.kind === 'desire') order.push(message.event.type);
    });
    try {
      const desire = await createDesire(t.app, m.owner, { title: 'Committed first', visibility: 'followers' });
      expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.follower, { text: 'Noted' })).statusCode).toBe(201);
      expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.follower, { emoji: '🙌' })).statusCode).toBe(200);
      expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, m.follower, { anonymous: false })).statusCode).toBe(200);
      expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, m.owner)).statusCode).toBe(200);
    } finally {
      db.transaction = transaction;
      db.execute = execute;
    }
    expect(order).toEqual([
      ...['commit', 'new_desire'],
      ...['commit', 'comment_update', 'notification'],
      ...['commit', 'reaction_update', 'notification'],
      ...['commit', 'status_update', 'notification'],
      ...['commit', 'status_update', 'notification'],
    ]);
    const event = await sockets.owner.next('notification');
    const list = (await call(t.app, 'GET', '/notifications', m.owner)).json<Notification[]>();
    expect(list.map((notice) => notice._id)).toContain((event.data as Notification)._id);
  });

  it('are not sent for one own act, for a switched-off kind, or for a refused call', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Quiet please', visibility: 'followers' });
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.owner, { emoji: '❤️' })).statusCode).toBe(200);
    await saveSettings(t.database.db, m.owner, { notifyComments: false });
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.follower, { text: 'Shh' })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.stranger, { emoji: '❤️' })).statusCode).toBe(404);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, m.stranger, { anonymous: false })).statusCode).toBe(404);
    await flushAll(all());
    for (const socket of all()) expect(socket.of('notification')).toEqual([]);
    // The comment itself still reached the desire's readers.
    expect(sockets.owner.of('comment_update')).toHaveLength(1);
  });
});
