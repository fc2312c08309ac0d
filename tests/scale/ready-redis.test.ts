import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { openTestDatabase, testConfig, TestMailer } from '../server/helpers/test-app';
import { TestRedisServer } from './redis-server';

// Readiness through a real Redis outage: a redis-server of the test's own, stopped and started. Here,
// beside the other tests that need Redis, so that `npm test` needs none.

describe('/api/ready', () => {
  it('answers 503 while its Redis is down, and ready again once Redis is back', async () => {
    const redis = await TestRedisServer.start();
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig({ live: { channelPrefix: 'wishwell-ready', redisUrl: redis.url } }), { database, mailer: new TestMailer() });
    const answer = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      return [res.statusCode, res.json()];
    };
    try {
      await app.ready();
      expect(await answer()).toEqual([200, { status: 'ready', database: 'ok', bus: 'redis' }]);
      await redis.stop();
      await expect.poll(answer, { timeout: 10_000 }).toEqual([503, { message: 'Redis unreachable' }]);
      // Liveness is another question: the process and its database still answer.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await redis.start();
      await expect.poll(answer, { timeout: 10_000 }).toEqual([200, { status: 'ready', database: 'ok', bus: 'redis' }]);
    } finally {
      // Up again for the app's close (its bus quits its connections), then gone.
      await redis.start();
      await app.close();
      await drop();
      await redis.stop();
    }
  }, 30_000);
});
