import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PushPayload } from '@contract/push';
import { buildApp } from '../../../server/src/app';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { pushDeliveries } from '../../../server/src/db/schema';
import { call, makeMember } from '../helpers/desires';
import { TestDevice, TestPushService, vapidClaims } from '../helpers/push-service';
import { sameDatabaseTwice } from '../helpers/same-database';
import { testConfig, TestMailer } from '../helpers/test-app';

// Web Push across a restart: the server stops with a push still queued, and the process started next
// on the same data sends it, signed with the same VAPID key the device subscribed under.

const service = new TestPushService();
let host: string;
beforeAll(async () => {
  host = await service.start();
});
afterAll(() => service.stop());

async function appOn(database: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ rateLimitFactor: 100, push: { subject: 'mailto:ops@example.com', testAllow: [host] } }), { database, mailer: new TestMailer() });
  await app.ready();
  return app;
}
const publishedKey = async (app: FastifyInstance) => (await call(app, 'GET', '/push/key', null)).json<{ publicKey: string }>().publicKey;

describe('a restart', () => {
  it('keeps the VAPID key, and the new process sends the push the stopped one left queued', async () => {
    const { openings: [first, second], cleanUp } = await sameDatabaseTwice();
    try {
      const one = await appOn(await first.open());
      const key = await publishedKey(one);
      expect(key).toBe(one.vapid.publicKey);
      const member = await makeMember({ database: one.database }, 'Restarted Rae');
      const fan = await makeMember({ database: one.database }, 'Patient Pat');
      const device = new TestDevice(`http://${host}/kept-phone`);
      expect((await call(one, 'POST', '/push/subscriptions', member, device.subscription())).statusCode).toBe(201);
      // Its worker stops first, so the notice queued next is still in the queue when the process ends.
      await one.pushWorker.stop();
      expect((await call(one, 'POST', `/follow/${member.id}`, fan)).statusCode).toBe(200);
      expect(await one.database.db.select().from(pushDeliveries)).toHaveLength(1);
      await first.done(one);
      expect(service.received).toEqual([]);

      const two = await appOn(await second.open());
      try {
        expect(await publishedKey(two)).toBe(key);
        // Nothing wakes the new worker: its own round (every 5 s) finds what the stopped one left.
        const [push] = await service.waitFor(1, 15_000);
        expect(push!.path).toBe('/kept-phone');
        expect(device.decrypt(push!.body)).toMatchObject<Partial<PushPayload>>({ body: 'Patient Pat started following you', url: `/profile/${fan.id}` });
        expect(vapidClaims(push!.headers.authorization, key, new URL(device.endpoint))).toMatchObject({ sub: 'mailto:ops@example.com' });
        await expect.poll(async () => two.database.db.select().from(pushDeliveries), { timeout: 5_000 }).toEqual([]);
      } finally {
        await second.done(two);
      }
    } finally {
      await cleanUp();
    }
  }, 30_000);
});
