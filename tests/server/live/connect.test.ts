import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIVE_CLOSE } from '@contract/live';
import { sessions } from '../../../server/src/db/schema';
import { createSession } from '../../../server/src/services/sessions';
import { ensureAdmin } from '../../../server/src/services/admins';
import { call, createDesire, makeMember, type Member } from '../helpers/desires';
import { uniqueEmail } from '../helpers/members';
import { LiveClient, listenOnLoopback, refusal, withTimeout } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-tests';
/** The process's open sockets, as /metrics tells the operator. */
const openSockets = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const figure = /^wishwell_live_sockets (\d+)$/m.exec(res.body)?.[1];
  if (figure === undefined) throw new Error(`no socket count in /metrics (${res.statusCode})`);
  return Number(figure);
};

describe('/ws: who may connect', () => {
  let t: TestApp;
  let url: string;
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100, metricsToken: METRICS_TOKEN });
    url = await listenOnLoopback(t.app);
    member = await makeMember(t, 'Socket Member');
  });
  afterAll(() => t.close());

  it('closes at once with 4401 without a token, with an unknown one, or with one signed out', async () => {
    expect(await refusal(url, null)).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'Authentication required' });
    expect(await refusal(url, 'not-a-real-token')).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'Session expired' });

    const leaving = await makeMember(t, 'Leaving Member');
    expect((await call(t.app, 'POST', '/auth/logout', leaving)).statusCode).toBe(200);
    expect(await refusal(url, leaving.token)).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'Session expired' });
  });

  it('closes with 4401 for a session past its end', async () => {
    const expired = await makeMember(t, 'Expired Member');
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.id));
    t.app.readCache.clear();
    expect((await refusal(url, expired.token)).code).toBe(LIVE_CLOSE.unauthorized);
  });

  it('closes with 4403 for an admin, whichever kind of session the token is', async () => {
    const { id } = await ensureAdmin(t.database.db, uniqueEmail('admin'), 'admin password!');
    const adminToken = (await createSession(t.database.db, id, 'admin')).token;
    expect(await refusal(url, adminToken)).toEqual({ code: LIVE_CLOSE.forbidden, reason: 'Admins have no live channel' });
    const memberKindToken = (await createSession(t.database.db, id, 'member')).token;
    expect((await refusal(url, memberKindToken)).code).toBe(LIVE_CLOSE.forbidden);
  });

  it('lets a member who has not verified their email connect; they get public events', async () => {
    const unverified = await makeMember(t, 'Unverified Member', { verified: false });
    const socket = await LiveClient.open(url, unverified.token);
    const desire = await createDesire(t.app, member, { title: 'Seen by everyone', visibility: 'public' });
    const event = await socket.next('new_desire', (e) => e.data.desire._id === desire._id);
    expect(event.data.desire.title).toBe('Seen by everyone');
    socket.close();
  });

  it('answers a ping with a pong, ignores what it does not understand, and closes with 1009 above 1 KB', async () => {
    const socket = await LiveClient.open(url, member.token);
    socket.socket.send('not json');
    socket.socket.send(JSON.stringify({ type: 'subscribe', channel: 'everything' }));
    socket.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await socket.flush();
    expect(socket.events).toEqual([]);

    socket.socket.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(1100) }));
    expect((await withTimeout(socket.closed, 3000, 'not closed')).code).toBe(1009);
  });

  it('holds 20 sockets per member and closes the next with 4429', async () => {
    const busy = await makeMember(t, 'Busy Member');
    const before = await openSockets(t);
    const open = await Promise.all(Array.from({ length: 20 }, () => LiveClient.open(url, busy.token)));
    await Promise.all(open.map((socket) => socket.flush()));
    expect(await openSockets(t)).toBe(before + 20);

    expect(await refusal(url, busy.token)).toEqual({ code: LIVE_CLOSE.tooMany, reason: 'Too many open connections' });
    // The twenty stay open, and another member is not affected.
    await Promise.all(open.map((socket) => socket.flush()));
    const other = await LiveClient.open(url, member.token);
    await other.flush();

    open[0]?.close();
    await open[0]?.closed;
    const again = await LiveClient.open(url, busy.token);
    await again.flush();
    for (const socket of [...open, other, again]) socket.close();
  });

  it('counts its open sockets in /metrics', async () => {
    const counted = await makeMember(t, 'Counted Member');
    const before = await openSockets(t);
    const socket = await LiveClient.open(url, counted.token);
    await socket.flush();
    expect(await openSockets(t)).toBe(before + 1);
    socket.close();
    await socket.closed;
    await expect.poll(async () => openSockets(t)).toBe(before);
  });
});

describe('/ws: sessions that end', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
    url = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it('closes the sockets of a session that logs out with 4401, and only those', async () => {
    const member = await makeMember(t, 'Two Devices');
    const phone = { ...member, token: (await createSession(t.database.db, member.id, 'member')).token };
    const laptopTabs = [await LiveClient.open(url, member.token), await LiveClient.open(url, member.token)];
    const phoneSocket = await LiveClient.open(url, phone.token);

    expect((await call(t.app, 'POST', '/auth/logout', member)).statusCode).toBe(200);
    for (const tab of laptopTabs) expect(await withTimeout(tab.closed, 3000, 'not closed')).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'Session ended' });
    await phoneSocket.flush();
    phoneSocket.close();
  });

  it('closes every socket of a member whose password is reset', async () => {
    const member = await makeMember(t, 'Forgetful Member');
    const second = (await createSession(t.database.db, member.id, 'member')).token;
    const sockets = [await LiveClient.open(url, member.token), await LiveClient.open(url, second)];

    expect((await call(t.app, 'POST', '/auth/forgot-password', null, { email: member.email })).statusCode).toBe(200);
    const otp = t.mail.lastCode(member.email);
    const verified = await call(t.app, 'POST', '/auth/verify-otp', null, { email: member.email, type: 'password_reset', otp });
    expect(verified.statusCode).toBe(200);
    const proof = verified.cookies.find((c) => c.name === 'wishwell_reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-otp',
      cookies: { wishwell_reset: proof?.value ?? '' },
      payload: { email: member.email, newPassword: 'a brand new one' },
    });
    expect(reset.statusCode).toBe(200);
    for (const socket of sockets) expect((await withTimeout(socket.closed, 3000, 'not closed')).code).toBe(LIVE_CLOSE.unauthorized);
  });
});

describe('/ws: heartbeat', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 }, { liveHeartbeatMs: 100 });
    url = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it('cuts a socket that does not answer pings and keeps one that does', async () => {
    const member = await makeMember(t, 'Heartbeat Member');
    const silent = await LiveClient.open(url, member.token, { autoPong: false });
    const lively = await LiveClient.open(url, member.token);
    // Two beats at most: one to ping, the next to find no answer. 1006: cut without a close frame.
    expect((await withTimeout(silent.closed, 2000, 'the silent socket was not cut')).code).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await lively.flush();
    lively.close();
  });

  it('closes, at the next beat, a socket whose session was ended where nobody could tell it', async () => {
    const member = await makeMember(t, 'Removed Elsewhere');
    const socket = await LiveClient.open(url, member.token);
    // As a command-line tool would: straight in the database, no live message.
    await t.database.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect(await withTimeout(socket.closed, 2000, 'not closed')).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'Session ended' });
  });
});
