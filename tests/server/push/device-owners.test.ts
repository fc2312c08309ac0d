import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pushDeliveries, pushSubscriptions } from '../../../server/src/db/schema';
import { createSession } from '../../../server/src/services/sessions';
import { call, makeMember, type Member } from '../helpers/desires';
import { TestDevice, TestPushService } from '../helpers/push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A push subscription is its member's: another member posting the same endpoint gets a row of their
// own, and neither can take or end the other's.

const service = new TestPushService();
let host: string;
let t: TestApp;

beforeAll(async () => {
  host = await service.start();
  t = await createTestApp({ rateLimitFactor: 100, push: { subject: 'mailto:ops@example.com', testAllow: [host] } });
});
afterAll(async () => {
  await t.close();
  await service.stop();
});
beforeEach(() => {
  service.received.length = 0;
});

const subscribe = async (member: Member, device: TestDevice) => {
  const res = await call(t.app, 'POST', '/push/subscriptions', member, device.subscription());
  expect(res.statusCode, res.body).toBe(201);
};
const unsubscribe = async (member: Member, endpoint: string) => {
  const res = await call(t.app, 'DELETE', '/push/subscriptions', member, { endpoint });
  expect([res.statusCode, res.json()]).toEqual([200, { subscribed: false }]);
};
const rowsAt = (member: Member, endpoint: string) =>
  t.database.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, member.id), eq(pushSubscriptions.endpoint, endpoint)));
/** A new follower of `member`: a notice, pushed to each of their devices. */
const noticeFor = async (member: Member) => {
  const fan = await makeMember(t, 'Fan Farah');
  expect((await call(t.app, 'POST', `/follow/${member.id}`, fan)).statusCode).toBe(200);
};

describe('one endpoint, two members', () => {
  it('still sends Emma’s notices to her device after Noah posted its endpoint with his own keys', async () => {
    const [emma, noah] = [await makeMember(t, 'Emma Larsen'), await makeMember(t, 'Noah Kim')];
    const emmaDevice = new TestDevice(`http://${host}/shared-e`);
    await subscribe(emma, emmaDevice);
    await subscribe(noah, new TestDevice(emmaDevice.endpoint));
    expect(await rowsAt(emma, emmaDevice.endpoint)).toHaveLength(1);
    expect(await rowsAt(noah, emmaDevice.endpoint)).toHaveLength(1);

    await noticeFor(emma);
    const [push] = await service.waitFor(1);
    expect(push!.path).toBe('/shared-e');
    expect(emmaDevice.decrypt(push!.body)).toEqual(expect.objectContaining({ body: 'Fan Farah started following you' }));
    // Only Emma's row was queued: once the queue is empty, nothing more leaves for Noah's.
    await expect.poll(async () => t.database.db.select().from(pushDeliveries)).toEqual([]);
    expect(service.received).toHaveLength(1);
  });

  it('ends only the caller’s own row: Noah’s DELETE leaves Emma’s, Emma’s removes hers', async () => {
    const [emma, noah] = [await makeMember(t, 'Emma Larsen'), await makeMember(t, 'Noah Kim')];
    const emmaDevice = new TestDevice(`http://${host}/shared-d`);
    await subscribe(emma, emmaDevice);
    await subscribe(noah, new TestDevice(emmaDevice.endpoint));

    await unsubscribe(noah, emmaDevice.endpoint);
    expect(await rowsAt(noah, emmaDevice.endpoint)).toEqual([]);
    expect(await rowsAt(emma, emmaDevice.endpoint)).toHaveLength(1);
    await noticeFor(emma);
    expect(emmaDevice.decrypt((await service.waitFor(1))[0]!.body)).toEqual(expect.objectContaining({ body: 'Fan Farah started following you' }));

    await subscribe(noah, new TestDevice(emmaDevice.endpoint));
    await unsubscribe(emma, emmaDevice.endpoint);
    expect(await rowsAt(emma, emmaDevice.endpoint)).toEqual([]);
    expect(await rowsAt(noah, emmaDevice.endpoint)).toHaveLength(1);
  });

  it('moves the row when the other member posts the very same keys: only the browser holding the subscription knows them', async () => {
    const [emma, noah] = [await makeMember(t, 'Emma Larsen'), await makeMember(t, 'Noah Kim')];
    const browser = new TestDevice(`http://${host}/handed-over`);
    await subscribe(emma, browser);
    await subscribe(noah, browser);
    expect(await rowsAt(emma, browser.endpoint)).toEqual([]);
    expect(await rowsAt(noah, browser.endpoint)).toHaveLength(1);
  });
});

describe('one member posting their endpoint again', () => {
  it('updates their own row with the new keys and the session that posted it', async () => {
    const emma = await makeMember(t, 'Emma Larsen');
    const first = new TestDevice(`http://${host}/again`);
    await subscribe(emma, first);
    const later = await createSession(t.database.db, emma.id, 'member');
    const renewed = new TestDevice(first.endpoint);
    await subscribe({ ...emma, token: later.token }, renewed);

    const rows = await rowsAt(emma, first.endpoint);
    expect(rows).toEqual([expect.objectContaining({ p256dh: renewed.subscription().keys.p256dh, sessionId: later.id })]);
    await noticeFor(emma);
    expect(renewed.decrypt((await service.waitFor(1))[0]!.body)).toEqual(expect.objectContaining({ body: 'Fan Farah started following you' }));
  });
});
