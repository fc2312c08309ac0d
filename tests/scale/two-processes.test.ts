import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import { follow, makeMembers, type Member } from '../server/helpers/desires';
import { LiveClient } from '../server/helpers/live';
import { openTestDatabase } from '../server/helpers/test-app';
import { ServerProcess } from './server-process';

// Two server processes, as a deployment behind a load balancer runs them: one PostgreSQL database,
// one Redis, different ports. A member connected to one must hear what was done through the other.
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const firstPort = Number(process.env.SCALE_PORT ?? 5281);

describe('two server processes on one PostgreSQL and one Redis', () => {
  let one: ServerProcess;
  let two: ServerProcess;
  let drop: () => Promise<void>;
  let m: Record<'owner' | 'follower' | 'stranger', Member>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    if (!opened.url) throw new Error('npm run test:scale needs PostgreSQL: TEST_DATABASE_URL is not set');
    m = await makeMembers(opened, ['owner', 'follower', 'stranger'] as const);
    await follow(opened.database.db, m.follower, m.owner);
    // A channel of this run's own, so that other runs on the same Redis stay out of it.
    const env = { DATABASE_URL: opened.url, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: `wishwell-scale-${randomBytes(6).toString('hex')}` };
    one = new ServerProcess(firstPort, env);
    two = new ServerProcess(firstPort + 1, env);
    await Promise.all([one.start(), two.start()]);
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await drop?.();
  });

  it('both run on PostgreSQL', async () => {
    expect((await one.figures()).database).toBe('postgres');
    expect((await two.figures()).database).toBe('postgres');
  });

  it('a socket on one receives the reaction_update of a reaction posted to the other, and each counts its own sockets', async () => {
    const created = await two.call('POST', '/desires', m.owner.token, { title: 'Across processes', visibility: 'public' });
    expect(created.status).toBe(201);
    const desire = (await created.json()) as Desire;
    const watcher = await LiveClient.open(one.liveUrl, m.stranger.token);
    expect((await one.figures()).sockets).toBe(1);
    expect((await two.figures()).sockets).toBe(0);

    expect((await two.call('POST', `/desires/${desire._id}/react`, m.follower.token, { emoji: '🔥' })).status).toBe(200);
    const event = await watcher.next('reaction_update', (e) => e.data.postId === desire._id, 3_000);
    expect(event.data).toMatchObject({ action: 'added', userId: m.follower.id, reaction: { emoji: '🔥' } });
    watcher.close();
  });

  it('keeps the audience: a followers-only desire posted to one reaches the follower on the other, not the stranger', async () => {
    const follower = await LiveClient.open(two.liveUrl, m.follower.token);
    const stranger = await LiveClient.open(two.liveUrl, m.stranger.token);
    const created = await one.call('POST', '/desires', m.owner.token, { title: 'For followers', visibility: 'followers' });
    const desire = (await created.json()) as Desire;
    await follower.next('new_desire', (e) => e.data.desire._id === desire._id, 3_000);
    // Whatever the stranger's socket was sent would have come in the same delivery, before this pong.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stranger.flush();
    expect(stranger.texts.filter((text) => text.includes(desire._id))).toEqual([]);
    follower.close();
    stranger.close();
  });

  it('a logout on one closes that session’s socket on the other with 4401', async () => {
    const socket = await LiveClient.open(two.liveUrl, m.stranger.token);
    expect((await one.call('POST', '/auth/logout', m.stranger.token)).status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
  });
});
