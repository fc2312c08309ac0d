import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Notification } from '@contract/notification';
import type { PushPayload } from '@contract/push';
import { pushDeliveries } from '../../../server/src/db/schema';
import { call, createDesire, makeMembers, type Member } from '../helpers/desires';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { TestDevice, TestPushService } from '../helpers/push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A desire's events do not cross a block (either way), and what a muted member does reaches none of
// the sockets of the members who muted them; everyone else gets it as before.

const pushService = new TestPushService();
let pushHost: string;
let t: TestApp;
let m: Record<'owner' | 'blocked' | 'blocking' | 'muting' | 'watcher' | 'commenter' | 'neighbour', Member>;
let sockets: Record<'blocked' | 'blocking' | 'muting' | 'watcher' | 'owner', LiveClient>;

beforeAll(async () => {
  pushHost = await pushService.start();
  t = await createTestApp({ rateLimitFactor: 100, push: { subject: 'mailto:ops@example.com', testAllow: [pushHost] } });
  const url = await listenOnLoopback(t.app);
  m = await makeMembers(t, ['owner', 'blocked', 'blocking', 'muting', 'watcher', 'commenter', 'neighbour'] as const);
  await call(t.app, 'POST', `/users/${m.blocked.id}/block`, m.owner);
  await call(t.app, 'POST', `/users/${m.owner.id}/block`, m.blocking);
  await call(t.app, 'POST', `/users/${m.owner.id}/mute`, m.muting);
  await call(t.app, 'POST', `/users/${m.commenter.id}/mute`, m.watcher);
  sockets = {
    owner: await LiveClient.open(url, m.owner.token),
    blocked: await LiveClient.open(url, m.blocked.token),
    blocking: await LiveClient.open(url, m.blocking.token),
    muting: await LiveClient.open(url, m.muting.token),
    watcher: await LiveClient.open(url, m.watcher.token),
  };
});
afterAll(async () => {
  await t.close();
  await pushService.stop();
});

it('a public desire, its reactions and comments reach neither side of a block; what a muted member posts or writes reaches none of their muters', async () => {
  const desire = await createDesire(t.app, m.owner, { title: 'Live and public' });
  expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.commenter, { text: 'Nice one' })).statusCode).toBe(201);
  expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, m.commenter, { emoji: '❤️' })).statusCode).toBe(200);
  await flushAll(Object.values(sockets));

  const aboutIt = (client: LiveClient) => client.texts.filter((text) => text.includes(desire._id));
  for (const name of ['blocked', 'blocking'] as const) expect(aboutIt(sockets[name]), name).toEqual([]);
  // The owner's muter is not sent what the owner posts; others' acts on it keep a page opened directly live.
  expect(sockets.muting.of('new_desire')).toEqual([]);
  expect(sockets.muting.of('comment_update').length).toBe(1);
  // The watcher muted the commenter: the desire and the reaction arrive, the comment does not.
  expect(sockets.watcher.of('new_desire').map((e) => e.data.desire._id)).toContain(desire._id);
  expect(sockets.watcher.of('reaction_update').length).toBe(1);
  expect(sockets.watcher.of('comment_update')).toEqual([]);
  expect(sockets.owner.of('comment_update').length).toBe(1);
});

it('a notice to the muter of what the muted member did is neither written nor pushed, while a neighbour’s comment is', async () => {
  const phone = new TestDevice(`http://${pushHost}/watcher-phone`);
  expect((await call(t.app, 'POST', '/push/subscriptions', m.watcher, phone.subscription())).statusCode).toBe(201);
  const desire = await createDesire(t.app, m.watcher, { title: 'The watcher’s own' });
  expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.commenter, { text: 'Muted words' })).statusCode).toBe(201);
  // The same act by a member the watcher did not mute, after it: its push arrives, and then nothing
  // is left in the queue, so a push of the muted comment would have been sent by now too.
  expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, m.neighbour, { text: 'Kind words' })).statusCode).toBe(201);
  const [push] = await pushService.waitFor(1);
  expect(phone.decrypt(push!.body)).toMatchObject<Partial<PushPayload>>({ body: expect.stringContaining('neighbour') as unknown as string });
  await expect.poll(() => t.database.db.select().from(pushDeliveries), { timeout: 5_000 }).toEqual([]);
  expect(pushService.received).toHaveLength(1);

  await flushAll([sockets.watcher]);
  expect(sockets.watcher.of('notification').map((e) => ('fromUserId' in e.data ? e.data.fromUserId?._id : e.data.type))).toEqual([m.neighbour.id]);
  const notices = (await call(t.app, 'GET', '/notifications', m.watcher)).json<Notification[]>();
  expect(notices.map((notice) => notice.fromUserId?._id)).toEqual([m.neighbour.id]);
});

it('a member block reaches the other participant’s chat live, and its lifting too', async () => {
  const url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
  const [a, b] = [m.watcher, m.commenter];
  await call(t.app, 'POST', `/follow/${b.id}`, a);
  const started = await call(t.app, 'POST', '/chats', a, { otherUserId: b.id });
  const chatId = started.json<{ _id: string }>()._id;
  const socketB = await LiveClient.open(url, b.token);
  await call(t.app, 'POST', `/users/${b.id}/block`, a);
  expect((await socketB.next('chat_block')).data).toEqual({ chatId, blockedByOther: true });
  await call(t.app, 'DELETE', `/users/${b.id}/block`, a);
  await socketB.next('chat_block', (event) => !event.data.blockedByOther);
  socketB.close();
});
