import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client';
import { sql } from 'drizzle-orm';
import { pushDeliveries } from '../../../server/src/db/schema';
import { queueDelivery } from '../../../server/src/services/delivery';
import { call, makeMember, type Member } from '../helpers/desires';
import { TestDevice, TestPushService } from '../helpers/push-service';
import { openTestDatabase, testConfig, TestMailer } from '../helpers/test-app';

// Two server processes on one database, each with its push and digest workers: every queued push
// leaves once, and every member gets one digest.
// On PostgreSQL (npm run test:pg) the two have pools of their own on the same database; on PGlite
// they share the one embedded database, as two processes cannot.

const service = new TestPushService();
const apps: FastifyInstance[] = [];
const mailers: TestMailer[] = [];
let drop: () => Promise<void>;
let second: DatabaseHandle | null = null;
let member: Member;
let device: TestDevice;

beforeAll(async () => {
  const host = await service.start();
  const opened = await openTestDatabase();
  drop = opened.drop;
  second = opened.url ? await openDatabase({ url: opened.url, dataDir: '' }) : null;
  for (const database of [opened.database, second ?? opened.database]) {
    const mailer = new TestMailer();
    mailers.push(mailer);
    const app = await buildApp(testConfig({ rateLimitFactor: 100, push: { subject: 'mailto:ops@example.com', testAllow: [host] } }), { database, mailer });
    await app.ready();
    apps.push(app);
  }
  member = await makeMember({ database: opened.database }, 'Many Notices');
  device = new TestDevice(`http://${host}/only-device`);
  expect((await call(apps[0]!, 'POST', '/push/subscriptions', member, device.subscription())).statusCode).toBe(201);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await drop();
  await service.stop();
});

describe('two processes', () => {
  it('send each of 60 queued pushes exactly once between them', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    for (let i = 0; i < 60; i++) await queueDelivery(a.database.db, member.id, { title: 'Wishwell', body: `Notice ${i}`, url: '/notifications', tag: `notice:${i}` });
    // Both workers at once, each taking batches until the queue is empty (their own rounds may join in).
    const drain = async (app: FastifyInstance) => {
      while ((await app.pushWorker.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b)]);
    const pushes = await service.waitFor(60);
    const bodies = pushes.map((push) => (device.decrypt(push.body) as { body: string }).body).sort();
    expect(new Set(bodies).size).toBe(60);
    expect(bodies).toEqual(Array.from({ length: 60 }, (_, i) => `Notice ${i}`).sort());
    await expect.poll(async () => a.database.db.select().from(pushDeliveries)).toEqual([]);
    expect(service.received).toHaveLength(60);
  });

  it('mail each member one digest between them', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const fan = await makeMember({ database: a.database }, 'Busy Fan');
    const members = await Promise.all(Array.from({ length: 30 }, (_, i) => makeMember({ database: a.database }, `Digest Member ${i}`)));
    for (const member of members) expect((await call(a, 'POST', `/follow/${member.id}`, fan)).statusCode).toBe(200);
    // Two hours pass.
    await a.database.db.execute(sql`update notifications set created_at = created_at - interval '2 hours'`);
    await a.database.db.execute(sql`update email_digests set pending_since = pending_since - interval '2 hours'`);
    const drain = async (app: FastifyInstance) => {
      while ((await app.digestWorker.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b)]);
    const sent = mailers.flatMap((mailer) => mailer.sent).filter((mail) => mail.subject === '1 new notification on Wishwell');
    expect(sent.map((mail) => mail.to).sort()).toEqual(members.map((member) => member.email).sort());
  });
});
