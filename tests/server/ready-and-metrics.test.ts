import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { call, makeMember } from './helpers/desires';
import { createTestApp, openTestDatabase, testConfig, TestMailer, type TestApp } from './helpers/test-app';

const TOKEN = 'metrics-token-for-the-tests';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, metricsToken: TOKEN });
});
afterAll(async () => {
  await t.close();
});


describe('/api/ready', () => {
  it('answers 503 "Starting" while a start step is still running, and is ready once the last one has', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, mailer: new TestMailer() });
    try {
      expect(app.lifecycle.phase).toBe('starting');
      // Asked over HTTP from inside a start step the app waits for (its push worker's start, an
      // onReady hook): the app's own HTTP server listens for that one request. (inject would wait
      // for the start to finish.)
      const startWorker = app.pushWorker.start.bind(app.pushWorker);
      let duringStart: [number, unknown] | undefined;
      app.pushWorker.start = async () => {
        await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
        try {
          const res = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ready`);
          duringStart = [res.status, await res.json()];
        } finally {
          await new Promise((resolve) => app.server.close(resolve));
        }
        startWorker();
      };
      await app.ready();
      expect(duringStart).toEqual([503, { message: 'Starting' }]);
      expect(app.lifecycle.phase).toBe('serving');
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'ready', database: 'ok', bus: 'in-process' }]);
    } finally {
      await app.close();
      expect(app.lifecycle.phase).toBe('draining');
      await drop();
    }
  });

  it('answers 503 while the database does not answer', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, mailer: new TestMailer() });
    await app.ready();
    await database.close();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([res.statusCode, res.json()]).toEqual([503, { message: 'Database unreachable' }]);
      // Liveness is another question: the process itself still answers.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(500);
    } finally {
      await app.close().catch(() => undefined);
      await drop().catch(() => undefined);
    }
  });

  it('answers 503 "Draining" from the moment the process is told to stop, while it still lives', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, mailer: new TestMailer() });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      // As the signal handler does (server/src/server.ts) before it closes the app.
      app.lifecycle.drain();
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([res.statusCode, res.json()]).toEqual([503, { message: 'Draining' }]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('/metrics', () => {
  const metrics = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only with the token', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await metrics(TOKEN)).statusCode).toBe(401);
    expect((await metrics(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern, and tells sockets, the database, the start time, the bus, the event loop and the read cache', async () => {
    const member = await makeMember(t, 'Metric Mo');
    const desire = await call(t.app, 'POST', '/desires', member, { title: 'Something to count', visibility: 'public' });
    const id = desire.json<{ _id: string }>()._id;
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'GET', `/desires/${id}`, member)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/desires/0123456789abcdef01234567', member)).statusCode).toBe(404);

    const res = await metrics(`Bearer ${TOKEN}`);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/desires\/:id",status="200"\} 3\n/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/desires\/:id",status="404"\} 1\n/);
    expect(text).not.toContain(id); // ids never become series
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/desires"\} 1\n/);
    expect(text).toMatch(/wishwell_live_sockets 0\n/);
    expect(text).toContain(`wishwell_database_info{kind="${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}"} 1\n`);
    expect(text).toContain('process_start_time_seconds');
    expect(text).toMatch(/wishwell_live_bus_connected 1\n/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    const hits = Number(/wishwell_read_cache_reads_total\{result="hit"\} (\d+)/.exec(text)?.[1]);
    expect(hits).toBeGreaterThanOrEqual(2); // the second and third read of the desire, the session after the first
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, mailer: new TestMailer() });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await app.close();
      await drop();
    }
  });
});
