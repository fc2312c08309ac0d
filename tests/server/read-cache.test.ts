import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire, PagedDesires, TrendingDesire } from '@contract/desire';
import type { Notification } from '@contract/notification';
import { ReadCache } from '../../server/src/lib/read-cache';
import { bearer } from './helpers/members';
import { call, createDesire, follow, makeMembers, type Member } from './helpers/desires';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('ReadCache', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('answers a key from one load until its time runs out', async () => {
    const time = clock();
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    time.advance(999);
    expect(await cache.get('k', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between readers that ask while it runs', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    let finish: (value: string) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    finish('page');
    expect(await answers).toEqual(['page', 'page', 'page']);
    expect(loads).toBe(1);
  });

  it('forgets everything on clear, a load under way included, and never remembers a failure', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    let finish: (value: number) => void = () => undefined;
    const first = cache.get('k', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    const second = cache.get('k', async () => ++loads + 100);
    finish(1);
    expect(await first).toBe(1);
    expect(await second).toBe(101);
    expect(await cache.get('k', async () => 0)).toBe(101);

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('drops only the entries read from an invalidated tag', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('page', async () => ['d1', 'd2'], (ids) => ids.map((id) => `desire:${id}`));
    await cache.get('other page', async () => ['d3'], (ids) => ids.map((id) => `desire:${id}`));
    await cache.get('session', async () => 'member');
    cache.invalidate(['desire:d2']);
    expect(await cache.get('page', async () => ['fresh'])).toEqual(['fresh']);
    expect(await cache.get('other page', async () => ['fresh'])).toEqual(['d3']);
    expect(await cache.get('session', async () => 'fresh')).toBe('member');
  });

  it('does not keep a load under way whose tags were invalidated meanwhile, and keeps one whose tags were not', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let finishHit: (value: string) => void = () => undefined;
    let finishMiss: (value: string) => void = () => undefined;
    const hit = cache.get('hit', () => new Promise<string>((resolve) => (finishHit = resolve)), () => ['desire:x']);
    const miss = cache.get('miss', () => new Promise<string>((resolve) => (finishMiss = resolve)), () => ['desire:y']);
    cache.invalidate(['desire:x']);
    finishHit('before the write');
    finishMiss('unaffected');
    expect(await hit).toBe('before the write');
    expect(await miss).toBe('unaffected');
    expect(await cache.get('hit', async () => 'after the write')).toBe('after the write');
    expect(await cache.get('miss', async () => 'reloaded')).toBe('unaffected');
    // a load that starts after the invalidation is kept
    await cache.get('later', async () => 'kept', () => ['desire:x']);
    expect(await cache.get('later', async () => 'reloaded')).toBe('kept');
  });

  it('answers several keys at once: the kept ones from the cache, the others from one load of them alone', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('desire:a', async () => 'a kept', () => ['desire:a']);
    const asked: string[][] = [];
    const loadMissing = async (missing: string[]) => {
      asked.push(missing);
      // desire:c is gone: left out of the answer.
      return new Map(missing.filter((key) => key !== 'desire:c').map((key) => [key, `${key} loaded`]));
    };
    const tagsOf = (_value: string | null, key: string) => [key];
    expect(await cache.getMany(['desire:b', 'desire:a', 'desire:c'], loadMissing, tagsOf)).toEqual(['desire:b loaded', 'a kept', null]);
    expect(asked).toEqual([['desire:b', 'desire:c']]);
    // Each is then kept on its own, under its own tag.
    expect(await cache.get('desire:b', async () => 'reloaded')).toBe('desire:b loaded');
    cache.invalidate(['desire:b']);
    expect(await cache.get('desire:b', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('desire:a', async () => 'reloaded')).toBe('a kept');
  });

  it('never answers null for a key whose time runs out while several keys are read at once', async () => {
    // The clock's readings, one per look: desire:a is kept at the first look after it was stored and
    // gone at every later one. Listed before their reads, it was taken for kept, then found gone and
    // loaded from a batch made without it: null, kept for its time to live (a desire answering 404).
    const readings: number[] = [];
    const cache = new ReadCache({ ttlMs: 100, maxEntries: 10, now: () => readings.shift() ?? 100 });
    readings.push(0);
    await cache.get('desire:a', async () => 'a kept', () => ['desire:a']);
    readings.push(99);
    const asked: string[][] = [];
    const loadMissing = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.map((key) => [key, `${key} loaded`]));
    };
    expect(await cache.getMany(['desire:a', 'desire:b'], loadMissing, (_value, key) => [key])).toEqual(['a kept', 'desire:b loaded']);
    expect(asked).toEqual([['desire:b']]);
  });

  it('does not keep a key of a batch whose tag was invalidated while the batch loaded', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (value: Map<string, string>) => void = () => undefined;
    const batch = cache.getMany(['desire:x', 'desire:y'], () => new Promise<Map<string, string>>((resolve) => (finish = resolve)), (_value, key) => [key]);
    cache.invalidate(['desire:x']);
    finish(new Map([['desire:x', 'x before the write'], ['desire:y', 'y']]));
    expect(await batch).toEqual(['x before the write', 'y']);
    expect(await cache.get('desire:x', async () => 'x after the write')).toBe('x after the write');
    expect(await cache.get('desire:y', async () => 'reloaded')).toBe('y');
  });
});

// The app keeps hot reads for a few seconds (as deployed); none of it may outlive a write that has answered.
describe('cached reads after writes', () => {
  let t: TestApp;
  let owner: Member;
  let follower: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
    ({ owner, follower, stranger } = await makeMembers(t, ['owner', 'follower', 'stranger'] as const));
    await follow(t.database.db, follower, owner);
  });
  afterAll(() => t.close());

  const publicIds = async (as: Member | null) => (await call(t.app, 'GET', '/desires/public?limit=50', as)).json<PagedDesires>().desires.map((d) => d._id);
  const single = (as: Member | null, id: string) => call(t.app, 'GET', `/desires/${id}`, as);

  it('takes a desire made private out of the public feed and its page at once, for every reader', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Soon private' });
    for (const reader of [null, stranger, follower]) {
      expect(await publicIds(reader)).toContain(desire._id);
      expect((await single(reader, desire._id)).statusCode).toBe(200);
    }
    const res = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'Soon private', visibility: 'private' });
    expect(res.statusCode, res.body).toBe(200);
    for (const reader of [null, stranger, follower]) {
      expect(await publicIds(reader)).not.toContain(desire._id);
      expect((await single(reader, desire._id)).statusCode).toBe(404);
    }
    expect((await single(owner, desire._id)).statusCode).toBe(200);
  });

  it('checks who reads a cached desire on every read: the follower sees a followers desire, nobody else does', async () => {
    const desire = await createDesire(t.app, owner, { title: 'For followers', visibility: 'followers' });
    expect((await single(follower, desire._id)).json<Desire>().title).toBe('For followers');
    expect((await single(stranger, desire._id)).statusCode).toBe(404);
    expect((await single(null, desire._id)).statusCode).toBe(404);
    expect((await single(owner, desire._id)).statusCode).toBe(200);
  });

  it('shows a reaction and a new title to the next read, and keeps the shared list to the owner', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Before', visibility: 'custom', sharedWith: [stranger.id] });
    expect((await single(stranger, desire._id)).json<Desire>().sharedWith).toEqual([]);
    expect((await single(owner, desire._id)).json<Desire>().sharedWith.map((m) => (typeof m === 'string' ? m : m._id))).toEqual([stranger.id]);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, stranger, { emoji: '❤️' })).statusCode).toBe(200);
    expect((await single(owner, desire._id)).json<Desire>().reactionsCount).toBe(1);
    await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'After', visibility: 'public' });
    expect((await single(stranger, desire._id)).json<Desire>().title).toBe('After');
    const trending = (await call(t.app, 'GET', '/desires/trending?limit=50', null)).json<TrendingDesire[]>();
    expect(trending.find((d) => d._id === desire._id)?.reactionsCount).toBe(1);
  });

  it('shows a notification and its count to the next read after someone else acts', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Noticed' });
    const count = async () => (await call(t.app, 'GET', '/notifications/unread-count', owner)).json<{ count: number }>().count;
    const list = async () => (await call(t.app, 'GET', '/notifications', owner)).json<Notification[]>();
    const [before, listed] = [await count(), await list()];
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, stranger, { text: 'Lovely' })).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
    expect((await list()).length).toBe(listed.length + 1);
  });

  it('keeps every member\'s session and other desires through a reaction, and drops that desire\'s copies', async () => {
    const [reacted, untouched] = [await createDesire(t.app, owner, { title: 'Reacted to' }), await createDesire(t.app, owner, { title: 'Untouched' })];
    t.app.readCache.clear();
    await single(stranger, reacted._id);
    await single(follower, untouched._id);
    // two sessions and two desires
    expect(t.app.readCache.size).toBe(4);
    expect((await call(t.app, 'POST', `/desires/${reacted._id}/react`, follower, { emoji: '🔥' })).statusCode).toBe(200);
    // the reacted desire's copy went, the sessions and the other desire stayed
    expect(t.app.readCache.size).toBe(3);
    expect((await single(stranger, reacted._id)).json<Desire>().reactionsCount).toBe(1);
    expect((await single(stranger, untouched._id)).json<Desire>().reactionsCount).toBe(0);
    // a Following page holding the desire shows the reaction at once
    const following = (await call(t.app, 'GET', '/desires/following?page=1&limit=10', follower)).json<PagedDesires>();
    expect(following.desires.find((d) => d._id === reacted._id)?.reactionsCount).toBe(1);
    expect((await call(t.app, 'DELETE', `/desires/${reacted._id}/react`, follower)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/desires/following?page=1&limit=10', follower)).json<PagedDesires>().desires.find((d) => d._id === reacted._id)?.reactionsCount).toBe(0);
  });

  it('moves a desire up the popular ranking after a reaction, though the cached page did not hold it', async () => {
    const quiet = await createDesire(t.app, owner, { title: 'Quiet until now' });
    const popular = async () => (await call(t.app, 'GET', '/desires/public?limit=1&sort=popular', stranger)).json<PagedDesires>().desires[0]?._id;
    const first = await popular();
    for (const fan of [stranger, follower]) await call(t.app, 'POST', `/desires/${quiet._id}/react`, fan, { emoji: '👏' });
    const [extra] = Object.values(await makeMembers(t, ['third fan'] as const));
    for (const fan of [extra!]) await call(t.app, 'POST', `/desires/${quiet._id}/react`, fan, { emoji: '👏' });
    expect(first).not.toBe(quiet._id);
    expect(await popular()).toBe(quiet._id);
  });

  it('shows whom a member now follows in their Following tab at once, and keeps the rest of the cache through a follow', async () => {
    const [reader] = Object.values(await makeMembers(t, ['new follower'] as const));
    if (!reader) throw new Error('no member');
    const desire = await createDesire(t.app, owner, { title: 'Seen once followed' });
    const followingIds = async () => (await call(t.app, 'GET', '/desires/following?page=1&limit=10', reader)).json<PagedDesires>().desires.map((d) => d._id);
    t.app.readCache.clear();
    expect(await followingIds()).toEqual([]);
    await single(stranger, desire._id);
    // two sessions, the reader's Following page and the desire
    expect(t.app.readCache.size).toBe(4);
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, reader)).statusCode).toBe(200);
    // only the Following page went
    expect(t.app.readCache.size).toBe(3);
    expect(await followingIds()).toContain(desire._id);
    const followNotices = async () => (await call(t.app, 'GET', '/notifications', owner)).json<Notification[]>().filter((n) => n.type === 'follow' && n.fromUserId?._id === reader.id);
    expect(await followNotices()).toHaveLength(1);
    // the unfollow takes the notice away: the owner's cached list does not keep it
    expect((await call(t.app, 'DELETE', `/follow/${owner.id}`, reader)).statusCode).toBe(200);
    expect(await followingIds()).toEqual([]);
    expect(await followNotices()).toEqual([]);
  });

  it('refuses a session at once after its sign-out', async () => {
    const [member] = Object.values(await makeMembers(t, ['leaving'] as const));
    if (!member) throw new Error('no member');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(member.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
  });
});
