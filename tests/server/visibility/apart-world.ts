import { eq, sql } from 'drizzle-orm';
import { addDays, todayOf } from '@contract/occasion';
import { desires } from '../../../server/src/db/schema';
import { expect } from 'vitest';
import type { LiveEvent } from '@contract/live';
import { call, createDesire, makeMember, type Member } from '../helpers/desires';
import { LiveClient, listenOnLoopback } from '../helpers/live';
import { makeAdmin } from '../helpers/people';
import { TestDevice, TestPushService } from '../helpers/push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { WayApart } from '../helpers/apart-table';

/*
 * One small world per way apart, the same in every other way. Maya is the member Rita stands apart
 * from; Rita reads; Olivia is a third member whose desires Maya reacts to, comments on and offers to
 * fulfil; Nico does the same as Maya on every path, so that each path shows it works (it carries
 * Nico's things) before it is asked whether it carries Maya's. Everything Maya makes has "Maya" in it.
 */

/** The words of the two comments of Maya that an operator hides when the way apart is commentHidden. */
export const HIDDEN_WORDS = ['words on the bike', 'note on the lamp'];

/** What one path showed: whether it carried the control (Nico's or Olivia's things), and the text to look for Maya in. */
export interface Observation {
  signal: boolean;
  text: string;
}

export interface World {
  t: TestApp;
  apart: WayApart;
  maya: Member;
  rita: Member;
  olivia: Member;
  nico: Member;
  /** Olivia's desire D carries Maya's and Nico's reactions, comments and offers; H is one Rita helped with; R is Rita's. */
  ids: { d: string; h: string; r: string; bikes: string; mayaPicks: string; m1: string };
  /** Whether Maya could act after they came apart (not once an admin blocked her). */
  mayaActs: boolean;
  /** What each path showed, by its row's `path`. */
  seen: Map<string, Observation>;
  close: () => Promise<void>;
}

export type Probe = (w: World) => Promise<Observation>;

const ok = <R extends { statusCode: number; body: string }>(res: R, what: string): R => {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
};

type Method = Parameters<typeof call>[1];

/**
 * Builds the world, sets Maya and Rita apart, and records what every path shows, in this order: the
 * pushes queued before they came apart (sent after), the REST paths (`rest`), then the live part with
 * Rita's socket open, its pushes, and Rita's digest.
 */
export async function buildWorld(apart: WayApart, rest: Record<string, Probe>): Promise<World> {
  const service = new TestPushService();
  const host = await service.start();
  const t = await createTestApp({ rateLimitFactor: 100, push: { subject: 'mailto:ops@example.com', testAllow: [host] } });
  const url = await listenOnLoopback(t.app);
  // Pushes wait in the queue until this test sends them, so that what was queued before they came apart is sent after.
  await t.app.pushWorker.stop();
  const api = (who: Member, method: Method, path: string, body?: unknown) => call(t.app, method, path, who, body);
  const [maya, rita, olivia, nico] = [await makeMember(t, 'Maya Apart'), await makeMember(t, 'Rita Reader'), await makeMember(t, 'Olivia Third'), await makeMember(t, 'Nico Apart')];
  const admin = await makeAdmin(t);
  const device = new TestDevice(`http://${host}/rita`);
  ok(await api(rita, 'POST', '/push/subscriptions', device.subscription()), 'subscribe');
  ok(await api(maya, 'PATCH', '/users/profile', { bio: 'Maya writes a bio' }), 'bio');
  ok(await api(nico, 'PATCH', '/users/profile', { bio: 'Nico writes a bio' }), 'bio');
  for (const [fan, member] of [[rita, olivia], [maya, rita], [nico, rita], [maya, olivia], [nico, olivia], [olivia, maya], [olivia, nico]] as const) {
    ok(await api(fan, 'POST', `/follow/${member.id}`), 'follow');
  }

  // Olivia's shared category Bikes, shared with Rita; Maya's own, shared with Rita too.
  const bikes = ok(await api(olivia, 'POST', '/categories', { name: 'Bikes', visibility: 'shared' }), 'category').json<{ _id: string }>()._id;
  ok(await api(olivia, 'PUT', `/categories/${bikes}/shares`, { userIds: [rita.id] }), 'share');
  const mayaPicks = ok(await api(maya, 'POST', '/categories', { name: 'Maya picks', visibility: 'shared' }), 'category').json<{ _id: string }>()._id;
  ok(await api(maya, 'PUT', `/categories/${mayaPicks}/shares`, { userIds: [rita.id] }), 'share');

  const d = (await createDesire(t.app, olivia, { title: 'A bike for the summer', categories: ['Bikes'] }))._id;
  const h = (await createDesire(t.app, olivia, { title: 'A lamp for the hall' }))._id;
  const r = (await createDesire(t.app, rita, { title: 'A reading lamp' }))._id;
  const m1 = (await createDesire(t.app, maya, { title: 'Maya wishes for a kite' }))._id;
  await createDesire(t.app, maya, { title: 'Maya wishes for a boat' });

  for (const [who, words] of [[nico, 'Nico says it is a fine bike'], [maya, 'Maya has words on the bike']] as const) {
    ok(await api(who, 'POST', `/desires/${d}/react`, { emoji: '❤️' }), 'react');
    ok(await api(who, 'POST', `/desires/${d}/comments`, { text: words }), 'comment');
    ok(await api(who, 'POST', `/desires/${h}/react`, { emoji: '👏' }), 'react');
  }
  ok(await api(maya, 'PATCH', `/desires/${d}/start-fulfillment`, { anonymous: false, message: 'Maya brings the bike' }), 'offer');
  ok(await api(olivia, 'PATCH', `/desires/${d}/complete-fulfillment`), 'complete');
  ok(await api(rita, 'PATCH', `/desires/${h}/start-fulfillment`, { anonymous: false }), 'offer');
  ok(await api(olivia, 'PATCH', `/desires/${h}/complete-fulfillment`), 'complete');
  ok(await api(rita, 'PUT', `/desires/${d}/save`), 'save');
  // Maya's and Nico's public occasions, on their profiles; Olivia's, which D is for (linked in the table).
  const soon = addDays(todayOf(), 5);
  for (const who of [maya, nico]) ok(await api(who, 'POST', '/occasions', { title: `${who.fullName}’s birthday`, date: soon, visibility: 'public' }), 'occasion');
  const oliviasDay = ok(await api(olivia, 'POST', '/occasions', { title: 'Olivia’s birthday', date: soon }), 'occasion').json<{ occasion: { _id: string } }>().occasion._id;
  await t.database.db.update(desires).set({ occasionId: oliviasDay }).where(eq(desires.id, d));

  // On Rita's own desire: Maya reacts, comments and offers; Olivia and Nico react (their notices are the control).
  ok(await api(maya, 'POST', `/desires/${r}/react`, { emoji: '💯' }), 'react');
  const mayaNote = ok(await api(maya, 'POST', `/desires/${r}/comments`, { text: 'Maya left a note on the lamp' }), 'comment').json<{ _id: string }>()._id;
  ok(await api(maya, 'PATCH', `/desires/${r}/start-fulfillment`, { anonymous: false, message: 'Maya can find one' }), 'offer');
  ok(await api(olivia, 'POST', `/desires/${r}/react`, { emoji: '🎯' }), 'react');
  ok(await api(nico, 'POST', `/desires/${r}/react`, { emoji: '🎯' }), 'react');

  // Unread chat messages from Maya and from Nico.
  for (const [who, content] of [[maya, 'Maya sends a message'], [nico, 'Nico sends a message']] as const) {
    const chat = ok(await api(who, 'POST', '/chats', { otherUserId: rita.id }), 'chat').json<{ _id: string }>()._id;
    ok(await api(who, 'POST', `/chats/${chat}/messages`, { content }), 'message');
  }

  await setApart(t, apart, { maya, rita, olivia, admin, mayaComments: [await commentOf(t, d, maya.id), mayaNote] });

  const w: World = {
    t,
    apart,
    maya,
    rita,
    olivia,
    nico,
    ids: { d, h, r, bikes, mayaPicks, m1 },
    mayaActs: apart !== 'adminBlocked',
    seen: new Map(),
    close: async () => {
      await t.close();
      await service.stop();
    },
  };

  const before = await sendPushes(t, service, device);
  w.seen.set('push notices queued before', pushesOf(before, 'notice:', 'Olivia Third'));
  w.seen.set('push messages queued before', pushesOf(before, 'chat:', 'Nico Apart'));
  for (const [path, probe] of Object.entries(rest)) w.seen.set(path, await probe(w));

  const { events, oliviasDeleted } = await liveEvents(w, url);
  const eventsOf = (type: LiveEvent['type'], signal: (text: string) => boolean, only: (event: LiveEvent) => boolean = () => true): Observation => {
    const texts = events.filter((event) => event.type === type && only(event)).map((event) => JSON.stringify(event));
    return { signal: texts.some(signal), text: texts.join('\n') };
  };
  const isMessage = (event: LiveEvent) => event.type === 'notification' && event.data.type === 'new_message';
  w.seen.set('live desire_update', eventsOf('desire_update', (text) => text.includes(d) && text.includes(nico.id)));
  w.seen.set('live reaction_update', eventsOf('reaction_update', (text) => text.includes(nico.id)));
  w.seen.set('live comment_update', eventsOf('comment_update', (text) => text.includes('Nico likes the tent')));
  w.seen.set('live status_update', eventsOf('status_update', (text) => text.includes(nico.id)));
  w.seen.set('live new_desire', eventsOf('new_desire', (text) => text.includes('Olivia’s marker')));
  w.seen.set('live desire_removed', eventsOf('desire_removed', (text) => text.includes(oliviasDeleted)));
  w.seen.set('live notification', eventsOf('notification', (text) => text.includes('Olivia comments live'), (event) => !isMessage(event)));
  w.seen.set('live notification new_message', eventsOf('notification', (text) => text.includes('Nico sends another'), isMessage));

  const after = await sendPushes(t, service, device);
  w.seen.set('push notices', pushesOf(after, 'notice:', 'Olivia comments live'));

  const digest = await ritasDigest(w);
  const [notices, messages] = digest.split('\nMessages (');
  w.seen.set('digest notices', { signal: (notices ?? '').includes('Olivia Third reacted'), text: notices ?? '' });
  w.seen.set('digest messages', { signal: (messages ?? '').includes('Nico Apart'), text: messages ?? '' });
  return w;
}

/** The comment of `authorId` on a desire (one each here). */
async function commentOf(t: TestApp, desireId: string, authorId: string): Promise<string> {
  const result = await t.database.db.execute(sql`select id from comments where desire_id = ${desireId} and user_id = ${authorId}`);
  const rows = (result as { rows?: { id: string }[] }).rows ?? (result as unknown as { id: string }[]);
  return rows[0]!.id;
}

/** Maya and Rita come apart, through the app's own calls. */
async function setApart(t: TestApp, apart: WayApart, p: { maya: Member; rita: Member; olivia: Member; admin: Member; mayaComments: string[] }) {
  const api = (who: Member, method: Method, path: string, body?: unknown) => call(t.app, method, path, who, body);
  if (apart === 'blocked') ok(await api(p.maya, 'POST', `/users/${p.rita.id}/block`), 'block');
  if (apart === 'blocking') ok(await api(p.rita, 'POST', `/users/${p.maya.id}/block`), 'block');
  if (apart === 'muting') ok(await api(p.rita, 'POST', `/users/${p.maya.id}/mute`), 'mute');
  if (apart === 'adminBlocked') ok(await api(p.admin, 'PATCH', `/admin/users/${p.maya.id}/block`, { blocked: true }), 'admin block');
  if (apart === 'commentHidden') {
    for (const [reporter, targetId] of [[p.olivia, p.mayaComments[0]], [p.rita, p.mayaComments[1]]] as const) {
      const report = ok(await api(reporter, 'POST', '/reports', { targetType: 'comment', targetId, reason: 'spam' }), 'report').json<{ _id: string }>()._id;
      ok(await api(p.admin, 'PATCH', `/admin/reports/${report}`, { action: 'hide' }), 'hide');
    }
  }
}

/** Sends every queued push now, and answers what reached Rita's device, decrypted. */
async function sendPushes(t: TestApp, service: TestPushService, device: TestDevice): Promise<string[]> {
  const from = service.received.length;
  while ((await t.app.pushWorker.runOnce()) > 0);
  return service.received.slice(from).map((push) => JSON.stringify(device.decrypt(push.body)));
}

/** The pushes of one kind (their tag's start); the control is one that names `control`. */
function pushesOf(pushes: string[], tag: string, control: string): Observation {
  const kind = pushes.filter((push) => push.includes(`"tag":"${tag}`));
  return { signal: kind.some((push) => push.includes(control)), text: kind.join('\n') };
}

/**
 * With Rita's socket open: Olivia edits D (which carries Maya's reaction and offer), Nico and Maya act
 * alike on Olivia's new desires and on Rita's, Maya posts and deletes, Olivia deletes one of hers.
 * Olivia's marker desire and comment come last: once they have arrived, so has everything before them.
 */
async function liveEvents(w: World, url: string): Promise<{ events: LiveEvent[]; oliviasDeleted: string }> {
  const { t, maya, nico, olivia, rita, ids } = w;
  const api = (who: Member, method: Method, path: string, body?: unknown) => call(t.app, method, path, who, body);
  const y = (await createDesire(t.app, olivia, { title: 'A desire Olivia will delete' }))._id;
  const socket = await LiveClient.open(url, rita.token);
  ok(await api(olivia, 'PUT', `/desires/${ids.d}`, { title: 'A bike for the summer, blue' }), 'edit');
  const tent = (await createDesire(t.app, olivia, { title: 'A tent' }))._id;
  const offers = [(await createDesire(t.app, olivia, { title: 'A stove' }))._id, (await createDesire(t.app, olivia, { title: 'A map' }))._id];
  const statuses: Record<'nico' | 'maya', number[]> = { nico: [], maya: [] };
  for (const [name, who, offerOn, words] of [['nico', nico, offers[0], 'Nico likes the tent'], ['maya', maya, offers[1], 'Maya likes the tent']] as const) {
    statuses[name].push((await api(who, 'POST', `/desires/${tent}/react`, { emoji: '🔥' })).statusCode);
    statuses[name].push((await api(who, 'POST', `/desires/${tent}/comments`, { text: words })).statusCode);
    statuses[name].push((await api(who, 'PATCH', `/desires/${offerOn}/start-fulfillment`, { anonymous: false })).statusCode);
    const chat = await api(who, 'POST', '/chats', { otherUserId: rita.id });
    if (chat.statusCode < 300) statuses[name].push((await api(who, 'POST', `/chats/${chat.json<{ _id: string }>()._id}/messages`, { content: `${name === 'nico' ? 'Nico' : 'Maya'} sends another` })).statusCode);
  }
  statuses.maya.push((await api(maya, 'POST', '/desires', { title: 'Maya wishes live' })).statusCode);
  statuses.maya.push((await api(maya, 'DELETE', `/desires/${ids.m1}`)).statusCode);
  statuses.maya.push((await api(maya, 'POST', `/desires/${ids.r}/comments`, { text: 'Maya comments live' })).statusCode);
  ok(await api(olivia, 'DELETE', `/desires/${y}`), 'delete');
  const marker = (await createDesire(t.app, olivia, { title: 'Olivia’s marker' }))._id;
  ok(await api(olivia, 'POST', `/desires/${ids.r}/comments`, { text: 'Olivia comments live' }), 'comment');
  await socket.next('new_desire', (event) => event.data.desire._id === marker, 10_000);
  await socket.next('notification', (event) => JSON.stringify(event).includes('Olivia comments live'), 10_000);
  await socket.flush();
  socket.close();
  // Nico's acts all went through; once an admin blocked her, none of Maya's did.
  expect(statuses.nico).toEqual([200, 201, 200, 201]);
  if (!w.mayaActs) expect(statuses.maya.every((status) => status === 401 || status === 403)).toBe(true);
  return { events: [...socket.events], oliviasDeleted: y };
}

/** Rita's digest, once her unread things have waited long enough (every stored instant moved back a day). */
async function ritasDigest(w: World): Promise<string> {
  const { t, rita } = w;
  const back = sql.raw(`interval '1 day'`);
  await t.database.db.execute(sql`update notifications set created_at = created_at - ${back}`);
  await t.database.db.execute(sql`update messages set created_at = created_at - ${back}`);
  await t.database.db.execute(sql`update email_digests set pending_since = pending_since - ${back}, next_allowed_at = next_allowed_at - ${back}`);
  while ((await t.app.digestWorker.runOnce()) > 0);
  const mail = t.mail.sent.filter((sent) => sent.to === rita.email).at(-1);
  if (!mail) throw new Error('no digest for Rita');
  return mail.text;
}
