import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PushPayload } from '@contract/push';
import { emailDigests, livePresence, notifications, pushDeliveries, pushSubscriptions, userSettings } from '../../../server/src/db/schema';
import { noticePush } from '../../../server/src/services/push/payloads';
import { PUSH_ATTEMPTS, PUSH_BACKOFF_MS } from '../../../server/src/services/push/deliveries';
import { MAX_DEVICES } from '../../../server/src/services/push/subscriptions';
import { call, makeMember, type Member } from '../helpers/desires';
import { LiveClient, listenOnLoopback } from '../helpers/live';
import { TestDevice, TestPushService, vapidClaims } from '../helpers/push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Web Push end to end in the server: a device subscribes, a notice is written, the worker sends it to a
// push service on loopback, encrypted for that device and signed with the server's VAPID key.

const service = new TestPushService();
let host: string;
let t: TestApp;
let owner: Member;

beforeAll(async () => {
  host = await service.start();
  // push.internal.example is a host name that resolves to the private network.
  t = await createTestApp(
    { rateLimitFactor: 100, push: { subject: 'mailto:ops@example.com', testAllow: [host] } },
    { urlResolver: async (name) => (name === 'push.internal.example' ? [{ address: '10.0.0.5', family: 4 }] : []) },
  );
  owner = await makeMember(t, 'Owner Ola');
});
afterAll(async () => {
  await t.close();
  await service.stop();
});
beforeEach(() => {
  service.received.length = 0;
  service.answers.length = 0;
});

const subscribe = async (member: Member, device: TestDevice) => {
  const res = await call(t.app, 'POST', '/push/subscriptions', member, device.subscription());
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toEqual({ subscribed: true });
};
const subscriptionsOf = (member: Member) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
/** Nothing left in the queue: every push queued so far has reached the push service (a row goes once its push was answered). */
const queueEmptied = () => expect.poll(async () => t.database.db.select().from(pushDeliveries), { timeout: 5_000 }).toEqual([]);

describe('the key and the subscriptions', () => {
  it('publishes one VAPID key, the one its pushes are signed with (kept across a restart: restart.test.ts)', async () => {
    const res = await call(t.app, 'GET', '/push/key', null);
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe(t.app.vapid.publicKey);
  });

  it('refuses endpoints that are not https on a public host, bad keys, and strangers', async () => {
    const device = new TestDevice(`http://${host}/refused`);
    const good = device.subscription();
    const bodies = [
      { ...good, endpoint: 'http://push.example.com/x' },
      { ...good, endpoint: 'https://10.0.0.8/x' },
      { ...good, endpoint: 'https://169.254.169.254/latest' },
      { ...good, endpoint: 'https://push.example.com:8443/x' },
      { ...good, endpoint: 'https://user:pw@push.example.com/x' },
      { ...good, endpoint: 'ftp://push.example.com/x' },
      { ...good, endpoint: `https://push.example.com/${'x'.repeat(2100)}` },
      { ...good, endpoint: 'https://push.example.com/\u0000' },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ];
    for (const body of bodies) expect((await call(t.app, 'POST', '/push/subscriptions', owner, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    const refused = await call(t.app, 'POST', '/push/subscriptions', owner, bodies[0]);
    expect(refused.json()).toMatchObject({ message: 'Push endpoint must be an https address of a public push service' });
    expect((await call(t.app, 'POST', '/push/subscriptions', null, good)).statusCode).toBe(401);
    expect(await subscriptionsOf(owner)).toEqual([]);
  });
});

describe('devices', () => {
  it('keeps the latest twenty devices of a member', async () => {
    const busy = await makeMember(t, 'Many Devices');
    const devices = Array.from({ length: MAX_DEVICES + 2 }, (_, i) => new TestDevice(`http://${host}/many-${i}`));
    for (const device of devices) await subscribe(busy, device);
    const kept = (await subscriptionsOf(busy)).map((s) => s.endpoint);
    expect(kept).toHaveLength(MAX_DEVICES);
    expect(kept).toContain(devices.at(-1)!.endpoint);
    expect(kept).not.toContain(devices[0]!.endpoint);
  });
});

describe('sending', () => {
  it('sends a notice to each of the member’s devices, encrypted for it and signed by the server', async () => {
    const [phone, laptop] = [new TestDevice(`http://${host}/phone`), new TestDevice(`http://${host}/laptop`)];
    await subscribe(owner, phone);
    await subscribe(owner, laptop);
    const fan = await makeMember(t, 'Fan Fatou');
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, fan)).statusCode).toBe(200);

    const pushes = await service.waitFor(2);
    const expected: PushPayload = { title: 'Wishwell', body: 'Fan Fatou started following you', url: `/profile/${fan.id}`, tag: expect.stringMatching(/^notice:/) as unknown as string };
    for (const push of pushes) {
      const device = push.path === '/phone' ? phone : laptop;
      expect(device.decrypt(push.body)).toEqual(expected);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      expect(vapidClaims(push.headers.authorization, t.app.vapid.publicKey, new URL(device.endpoint))).toMatchObject({ sub: 'mailto:ops@example.com' });
    }
    expect(pushes.map((p) => p.path).sort()).toEqual(['/laptop', '/phone']);
    // Sent, each leaves the queue.
    await expect.poll(async () => t.database.db.select().from(pushDeliveries)).toEqual([]);
  });

  it('pushes a reaction’s notice (written inside the reaction’s one statement) as any other, and marks it for the digest', async () => {
    const maker = await makeMember(t, 'Maker Mei');
    const phone = new TestDevice(`http://${host}/maker-phone`);
    await subscribe(maker, phone);
    const desire = await call(t.app, 'POST', '/desires', maker, { title: 'A red bicycle', visibility: 'public' });
    const desireId = desire.json<{ _id: string }>()._id;
    const reactor = await makeMember(t, 'Reacting Ray');
    expect((await call(t.app, 'POST', `/desires/${desireId}/react`, reactor, { emoji: '🔥' })).statusCode).toBe(200);
    const [push] = await service.waitFor(1);
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, maker.id));
    expect(push!.path).toBe('/maker-phone');
    expect(phone.decrypt(push!.body)).toEqual(noticePush(notice!));
    expect(await t.database.db.select().from(emailDigests).where(eq(emailDigests.userId, maker.id))).toEqual([expect.objectContaining({ pendingSince: expect.any(Date) })]);
  });

  it('tells a notice in the member’s language: their choice, else the browser they last signed in with; in Arabic with each name and title isolated', async () => {
    const amal = await makeMember(t, 'Amal Push');
    const sol = await makeMember(t, 'Sol Push');
    await t.database.db.insert(userSettings).values([
      { userId: amal.id, language: 'ar' },
      { userId: sol.id, language: 'auto', browserLanguage: 'es' },
    ]);
    const [amalPhone, solPhone] = [new TestDevice(`http://${host}/amal-phone`), new TestDevice(`http://${host}/sol-phone`)];
    await subscribe(amal, amalPhone);
    await subscribe(sol, solPhone);

    const fan = await makeMember(t, 'Fan Farah');
    expect((await call(t.app, 'POST', `/follow/${amal.id}`, fan)).statusCode).toBe(200);
    const [arabic] = await service.waitFor(1);
    // The Latin name between first-strong isolates (U+2068 … U+2069), so the Arabic sentence keeps its order.
    expect(amalPhone.decrypt(arabic!.body)).toMatchObject({ title: 'Wishwell', body: 'بدأ \u2068Fan Farah\u2069 بمتابعتك', url: `/profile/${fan.id}` });

    // A reaction's notice, written in the reaction's one statement, carries its parts too.
    service.received.length = 0;
    const desire = await call(t.app, 'POST', '/desires', sol, { title: 'Un barco', visibility: 'public' });
    const desireId = desire.json<{ _id: string }>()._id;
    expect((await call(t.app, 'POST', `/desires/${desireId}/react`, fan, { emoji: '🔥' })).statusCode).toBe(200);
    const [spanish] = await service.waitFor(1);
    // Left to right, a name and a title go in as they are.
    expect(solPhone.decrypt(spanish!.body)).toMatchObject({ body: 'Fan Farah reaccionó con 🔥 a tu deseo «Un barco»', url: `/post/${desireId}` });
    // The notice itself keeps the English words the app lists.
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, sol.id));
    expect(notice!.message).toBe('Fan Farah reacted 🔥 to your desire "Un barco"');
  });

  it('sends nothing for a notice the member switched off', async () => {
    expect((await call(t.app, 'PUT', '/user/settings', owner, { notifyFollowers: false })).statusCode).toBe(200);
    const quiet = await makeMember(t, 'Quiet Quinn');
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, quiet)).statusCode).toBe(200);
    // Switched on again, the next follow reaches both devices; by then the first would have too.
    expect((await call(t.app, 'PUT', '/user/settings', owner, { notifyFollowers: true })).statusCode).toBe(200);
    const loud = await makeMember(t, 'Loud Lou');
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, loud)).statusCode).toBe(200);
    await service.waitFor(2);
    await queueEmptied();
    expect(service.received.map((push) => push.path).sort()).toEqual(['/laptop', '/phone']);
  });

  it('drops a device the push service says is gone, and retries one that failed, until it gives up', async () => {
    service.answers.push(410, 500);
    const fan = await makeMember(t, 'Second Fan');
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, fan)).statusCode).toBe(200);
    const [first, second] = await service.waitFor(2);
    const gone = first!.path;
    await expect.poll(async () => (await subscriptionsOf(owner)).map((s) => new URL(s.endpoint).pathname)).toEqual([second!.path]);

    // The worker's own rounds stop here, once the batch under way is over: that batch sets the failed
    // push's backoff after its send, and a due time set here meanwhile would be overwritten by it.
    await t.app.pushWorker.stop();
    try {
      // The one that failed waits for its backoff; made due again, it is tried until the last attempt.
      const [waiting] = await t.database.db.select().from(pushDeliveries);
      expect(waiting).toMatchObject({ attempts: 1 });
      expect(waiting!.dueAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
      expect(waiting!.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + PUSH_BACKOFF_MS);
      for (let attempt = 2; attempt <= PUSH_ATTEMPTS; attempt++) {
        service.answers.push(503);
        await t.database.db.update(pushDeliveries).set({ dueAt: new Date(0) });
        expect(await t.app.pushWorker.runOnce()).toBe(1);
        await service.waitFor(1 + attempt);
        expect((await t.database.db.select().from(pushDeliveries)).map((row) => row.attempts)).toEqual(attempt < PUSH_ATTEMPTS ? [attempt] : []);
      }
    } finally {
      t.app.pushWorker.start();
    }
    expect(service.received).toHaveLength(1 + PUSH_ATTEMPTS);
    expect(gone).not.toBe(second!.path);
  });

  it('sends a chat message to the other member’s devices unless they muted the chat', async () => {
    const friend = await makeMember(t, 'Friend Femi');
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, friend)).statusCode).toBe(200);
    await service.waitFor(1);
    service.received.length = 0;
    const chat = await call(t.app, 'POST', '/chats', friend, { otherUserId: owner.id });
    expect(chat.statusCode, chat.body).toBeLessThan(300);
    const chatId = chat.json<{ _id: string }>()._id;
    expect((await call(t.app, 'POST', `/chats/${chatId}/messages`, friend, { content: 'Are you free on Saturday?' })).statusCode).toBe(201);
    const [push] = await service.waitFor(1);
    const device = (await subscriptionsOf(owner))[0]!;
    expect(new URL(device.endpoint).pathname).toBe(push!.path);

    expect((await call(t.app, 'PATCH', `/chats/${chatId}/settings`, owner, { muted: true })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/chats/${chatId}/messages`, friend, { content: 'Hello again' })).statusCode).toBe(201);
    // Unmuted, the next message arrives; the muted one, queued before it, would have arrived by then.
    expect((await call(t.app, 'PATCH', `/chats/${chatId}/settings`, owner, { muted: false })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/chats/${chatId}/messages`, friend, { content: 'Third time' })).statusCode).toBe(201);
    await service.waitFor(2);
    await queueEmptied();
    expect(service.received.map((p) => p.path)).toEqual([push!.path, push!.path]);
  });

  it('drops a device whose push service resolves to the private network, without a request', async () => {
    const inside = await makeMember(t, 'Inside Ines');
    await subscribe(inside, new TestDevice('https://push.internal.example/device'));
    const fan = await makeMember(t, 'Fan of Ines');
    expect((await call(t.app, 'POST', `/follow/${inside.id}`, fan)).statusCode).toBe(200);
    await expect.poll(async () => subscriptionsOf(inside)).toEqual([]);
    expect(await t.database.db.select().from(pushDeliveries)).toEqual([]);
    expect(service.received).toEqual([]);
  });

  it('sends nothing while the member has the app open and visible somewhere, and again once it is hidden or closed', async () => {
    const watcher = await makeMember(t, 'Watching Wen');
    const phone = new TestDevice(`http://${host}/watcher-phone`);
    await subscribe(watcher, phone);
    const pushedFollowers = () => service.received.map((push) => (phone.decrypt(push.body) as PushPayload).body.replace(' started following you', ''));
    const follow = async (name: string) => {
      const fan = await makeMember(t, name);
      expect((await call(t.app, 'POST', `/follow/${watcher.id}`, fan)).statusCode).toBe(200);
    };
    const presence = () => t.database.db.select().from(livePresence).where(eq(livePresence.userId, watcher.id));
    const url = await listenOnLoopback(t.app);
    const laptop = await LiveClient.open(url, watcher.token);

    // A ping without `visible` (a client that does not tell) holds nothing back.
    await laptop.flush();
    await follow('Plain Ping');
    expect((await service.waitFor(1)).map((p) => p.path)).toEqual(['/watcher-phone']);

    await laptop.flush(3_000, { visible: true });
    await expect.poll(presence).toHaveLength(1);
    await follow('Seen Live');

    // Hidden, the next notice is pushed; the one before it would have been by then.
    await laptop.flush(3_000, { visible: false });
    await expect.poll(presence).toEqual([]);
    await follow('After Hiding');
    await service.waitFor(2);
    await queueEmptied();
    expect(pushedFollowers()).toEqual(['Plain Ping', 'After Hiding']);

    await laptop.flush(3_000, { visible: true });
    await expect.poll(presence).toHaveLength(1);
    laptop.close();
    await expect.poll(presence).toEqual([]);
    await follow('After Closing');
    await service.waitFor(3);

    // A row whose process went away without a word counts only until it runs out.
    await t.database.db.insert(livePresence).values({ socketId: 'gone-process', userId: watcher.id, visibleUntil: new Date(Date.now() - 1_000) });
    await follow('After Expiry');
    await service.waitFor(4);
    await queueEmptied();
    expect(pushedFollowers()).toEqual(['Plain Ping', 'After Hiding', 'After Closing', 'After Expiry']);
  });

  it('stops a device’s pushes when its member signs out there, or ends it', async () => {
    const device = new TestDevice(`http://${host}/tablet`);
    await subscribe(owner, device);
    expect((await subscriptionsOf(owner)).some((s) => s.endpoint === device.endpoint)).toBe(true);
    const ended = await call(t.app, 'DELETE', '/push/subscriptions', owner, { endpoint: device.endpoint });
    expect([ended.statusCode, ended.json()]).toEqual([200, { subscribed: false }]);
    expect((await subscriptionsOf(owner)).some((s) => s.endpoint === device.endpoint)).toBe(false);

    await subscribe(owner, device);
    expect((await call(t.app, 'POST', '/auth/logout', owner)).statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toEqual([]);
  });
});
