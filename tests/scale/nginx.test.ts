import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import { makeMembers, type Member } from '../server/helpers/desires';
import { LiveClient } from '../server/helpers/live';
import { openTestDatabase } from '../server/helpers/test-app';
import { NginxProxy } from './nginx-proxy';
import { ServerProcess } from './server-process';

// deploy/nginx.conf in front of two server processes on one PostgreSQL and one Redis, as
// docs/deploy.md describes: the live channel through the proxy, sockets spread over the processes,
// and one process drained (SIGTERM) under an open socket without the member losing anything.
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const firstPort = Number(process.env.SCALE_PORT ?? 5281) + 10;

describe('two server processes behind deploy/nginx.conf', () => {
  let processes: ServerProcess[];
  let proxy: NginxProxy;
  let drop: () => Promise<void>;
  let m: Record<'owner' | 'alice' | 'bob', Member>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    if (!opened.url) throw new Error('npm run test:scale needs PostgreSQL: TEST_DATABASE_URL is not set');
    m = await makeMembers(opened, ['owner', 'alice', 'bob'] as const);
    const env = { DATABASE_URL: opened.url, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: `wishwell-nginx-${randomBytes(6).toString('hex')}`, TRUST_PROXY: '1' };
    processes = [new ServerProcess(firstPort, env), new ServerProcess(firstPort + 1, env)];
    await Promise.all(processes.map((p) => p.start()));
    proxy = new NginxProxy(firstPort + 2, processes.map((p) => p.port));
    await proxy.start();
  });
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all((processes ?? []).map((p) => p.stop()));
    await drop?.();
  });

  const call = (method: string, url: string, token: string, body?: unknown) =>
    fetch(`${proxy.baseUrl}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const socketsPerProcess = async () => Promise.all(processes.map(async (p) => (await p.figures()).sockets));

  it('is ready through the proxy', async () => {
    const res = await fetch(`${proxy.baseUrl}/api/ready`);
    expect([res.status, await res.json()]).toEqual([200, { status: 'ready', database: 'ok', bus: 'redis' }]);
  });

  it('carries the live channel: sockets spread over both processes, and a reaction reaches each', async () => {
    const created = await call('POST', '/desires', m.owner.token, { title: 'Through nginx', visibility: 'public' });
    expect(created.status).toBe(201);
    const desire = (await created.json()) as Desire;
    const first = await LiveClient.open(proxy.liveUrl, m.alice.token);
    const second = await LiveClient.open(proxy.liveUrl, m.bob.token);
    try {
      await Promise.all([first.flush(), second.flush()]);
      // least_conn: the second socket goes to the process that does not hold the first.
      expect((await socketsPerProcess()).sort()).toEqual([1, 1]);
      expect((await call('POST', `/desires/${desire._id}/react`, m.owner.token, { emoji: '🎯' })).status).toBe(200);
      for (const socket of [first, second]) {
        const event = await socket.next('reaction_update', (e) => e.data.postId === desire._id);
        expect(event.data).toMatchObject({ action: 'added', userId: m.owner.id });
      }
    } finally {
      first.close();
      second.close();
    }
  });

  it('drains a process on SIGTERM: its socket closes with 1012, the member reconnects to the other, and requests go on', async () => {
    const socket = await LiveClient.open(proxy.liveUrl, m.alice.token);
    let other: ServerProcess;
    try {
      await socket.flush();
      const counts = await socketsPerProcess();
      const holding = processes[counts.indexOf(1)]!;
      other = processes.find((p) => p !== holding)!;
      await holding.stop();
      expect((await socket.closed).code).toBe(1012);
    } finally {
      socket.close();
    }

    // What the app does on 1012: connect again at once, through the proxy, which sends it to the
    // process that is still there; and every request keeps being answered meanwhile.
    const again = await LiveClient.open(proxy.liveUrl, m.alice.token);
    try {
      await again.flush();
      expect((await other.figures()).sockets).toBe(1);
      for (let i = 0; i < 10; i++) expect((await call('GET', '/auth/me', m.alice.token)).status).toBe(200);
      const created = await call('POST', '/desires', m.owner.token, { title: 'After the drain', visibility: 'public' });
      expect(created.status).toBe(201);
      const desire = (await created.json()) as Desire;
      expect((await again.next('new_desire', (e) => e.data.desire._id === desire._id)).data.desire.title).toBe('After the drain');
    } finally {
      again.close();
    }
  });
});
