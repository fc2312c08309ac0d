import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { ConnectionCap, REQUEST_TOO_SLOW, TOO_MANY_CONNECTIONS } from '../../server/src/plugins/connection-limits';
import { LiveClient } from './helpers/live';
import { signUpMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

const A = '127.0.0.2';
const rule = { perAddress: 3, ceiling: 8, stalledAfterMs: 10_000, idleAfterMs: 1_000 };

describe('the rule of connections per address', () => {
  it('never counts busy connections: requests answered, or arriving within the grace', () => {
    const cap = new ConnectionCap<string>(rule);
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      expect(cap.open(key, A, 0)).toEqual({ admitted: true, close: [] });
      cap.requestStarted(key, 0);
    }
    cap.requestArrived('a');
    cap.requestArrived('b');
    // a and b are being answered, c, d and e are receiving their bodies, 9 s after their headers.
    expect(cap.open('f', A, 9_000)).toEqual({ admitted: true, close: [] });
    expect(cap.state('a', 9_000)).toBe('answering');
    expect(cap.state('c', 9_000)).toBe('receiving');
    expect(cap.countOf(A)).toBe(6);
  });

  it('leaves connections idle for less than a second: a busy client between two requests, or one just opened', () => {
    const cap = new ConnectionCap<string>(rule);
    for (const key of ['a', 'b', 'c']) {
      cap.open(key, A, 0);
      cap.requestStarted(key, 100);
      cap.requestArrived(key);
      cap.requestAnswered(key, 1_500);
    }
    expect(cap.open('d', A, 2_000)).toEqual({ admitted: true, close: [] });
    expect(cap.open('e', A, 2_000)).toEqual({ admitted: true, close: [] });
    expect(cap.state('a', 2_000)).toBe('idle');
  });

  it('closes the longest idle to make room, never one with a request in flight', () => {
    const cap = new ConnectionCap<string>(rule);
    cap.open('trickling-headers', A, 0);
    cap.open('between-requests', A, 500);
    cap.requestStarted('between-requests', 600);
    cap.requestAnswered('between-requests', 700);
    cap.open('pre-opened', A, 1_000);
    cap.open('receiving', A, 1_000);
    cap.requestStarted('receiving', 1_000);
    cap.open('answering', A, 1_000);
    cap.requestStarted('answering', 1_000);
    cap.requestArrived('answering');
    // Three idle for a second or more: two may stay beside the newcomer, the longest idle goes.
    expect(cap.open('new', A, 2_100)).toEqual({ admitted: true, close: ['trickling-headers'] });
    expect(cap.state('trickling-headers', 2_100)).toBeUndefined();
    // 'new' is idle for less than a second: not yet one to close, nor one that counts.
    expect(cap.open('newer', A, 2_200)).toEqual({ admitted: true, close: [] });
    expect(cap.open('newest', A, 3_300)).toEqual({ admitted: true, close: ['between-requests', 'pre-opened'] });
    expect(cap.state('receiving', 2_200)).toBe('receiving');
    expect(cap.state('answering', 2_200)).toBe('answering');
  });

  it('refuses a newcomer only when the stalled requests fill the cap, and closes the idle ones even then', () => {
    const cap = new ConnectionCap<string>(rule);
    cap.open('idle', A, 0);
    for (const key of ['s1', 's2', 's3']) {
      cap.open(key, A, 0);
      cap.requestStarted(key, 0);
    }
    expect(cap.open('early', A, 9_999)).toEqual({ admitted: true, close: [] });
    cap.closed('early');
    expect(cap.state('s1', 10_000)).toBe('stalled');
    expect(cap.open('late', A, 10_000)).toEqual({ admitted: false, reason: 'stalled', close: ['idle'] });
    expect(cap.state('late', 10_000)).toBeUndefined();
    // One of them ends: room again.
    cap.closed('s1');
    expect(cap.open('later', A, 10_000).admitted).toBe(true);
    // Another address is not concerned.
    expect(cap.open('elsewhere', '127.0.0.3', 10_000).admitted).toBe(true);
  });

  it('takes a request whose body is in (a GET nobody reads) as answering, not stalled', () => {
    const cap = new ConnectionCap<string>(rule);
    for (const key of ['a', 'b', 'c']) {
      cap.open(key, A, 0);
      cap.requestStarted(key, 0);
    }
    expect(cap.open('d', A, 20_000, (key) => key === 'a').admitted).toBe(true);
    expect(cap.state('b', 20_000)).toBe('answering');
  });

  it('counts the request a pipelining client sent last, and the connection idle once every answer is out', () => {
    const cap = new ConnectionCap<string>(rule);
    cap.open('a', A, 0);
    cap.requestStarted('a', 0);
    cap.requestArrived('a');
    cap.requestStarted('a', 10);
    cap.requestAnswered('a', 20);
    expect(cap.state('a', 20_000)).toBe('stalled');
    cap.requestArrived('a');
    cap.requestAnswered('a', 20_000);
    expect(cap.state('a', 20_000)).toBe('idle');
  });

  it('never counts nor closes a live socket, and refuses outright at the ceiling', () => {
    const cap = new ConnectionCap<string>(rule);
    for (let i = 0; i < 10; i++) {
      cap.open(`live${i}`, A, 0);
      cap.upgraded(`live${i}`);
    }
    for (let i = 0; i < 8; i++) expect(cap.open(`fresh${i}`, A, 5_000).admitted).toBe(true);
    expect(cap.open('one-more', A, 5_000)).toEqual({ admitted: false, reason: 'ceiling', close: [] });
    expect(cap.state('live0', 5_000)).toBe('live');
    expect(cap.countOf(A)).toBe(18);
    // A second later the fresh ones are idle: all but two are closed, and the newcomer is admitted.
    const admission = cap.open('later', A, 6_000);
    expect(admission).toEqual({ admitted: true, close: ['fresh0', 'fresh1', 'fresh2', 'fresh3', 'fresh4', 'fresh5'] });
    expect(cap.countOf(A)).toBe(13);
  });

  it('is on by default, off behind a proxy, and both figures are settings', () => {
    expect(loadConfig({}).connections).toEqual({ requestTimeoutMs: 120_000, perAddress: 64 });
    expect(loadConfig({ TRUST_PROXY: '1' }).connections.perAddress).toBe(0);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '30000', CONNECTIONS_PER_ADDRESS: '10' }).connections).toEqual({ requestTimeoutMs: 30_000, perAddress: 10 });
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const open: net.Socket[] = [];

/** Listens on loopback only and answers the port. */
async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

/** Closes this side's sockets and waits until the server has heard of every close. */
async function closeAll(t: TestApp): Promise<void> {
  for (const socket of open.splice(0)) socket.destroy();
  for (let i = 0; i < 100; i++) {
    const count = await new Promise<number>((resolve) => t.app.server.getConnections((_error, n) => resolve(n)));
    if (count === 0) return;
    await sleep(20);
  }
}

/** A connection, open once the server has it. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => undefined);
    open.push(socket);
  });
}

/** A connection that sends the start of a request whose body then trickles (or never comes). */
async function trickle(port: number): Promise<net.Socket> {
  const socket = await connect(port);
  socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
  return socket;
}

/** Sends one GET on `socket` (kept alive) and answers the raw answer once its body is in, or '' once closed. */
function askOn(socket: net.Socket, path = '/api/health'): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const onData = (chunk: Buffer) => {
      answer += chunk.toString();
      const [head, body] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? NaN);
      if (body !== undefined && Buffer.byteLength(body) >= length) done();
    };
    const done = () => {
      socket.off('data', onData);
      socket.off('close', done);
      resolve(answer);
    };
    socket.on('data', onData);
    socket.once('close', done);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

/** Sends one GET and reads until the server closes or 3 s pass: the raw answer and whether it closed. */
function ask(port: number, path = '/api/health'): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, 3_000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    open.push(socket);
  });
}

const closedWithin = (socket: net.Socket) =>
  new Promise<number>((resolve) => {
    const started = Date.now();
    if (socket.destroyed) resolve(0);
    socket.once('close', () => resolve(Date.now() - started));
  });

describe('many busy connections from one address', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // The cap and its timings as deployed; the rate limits out of the way of 100 clients.
    t = await createTestApp({ rateLimitFactor: 1_000, connections: { requestTimeoutMs: 120_000, perAddress: 64 } });
    port = await listen(t);
  });
  afterAll(async () => {
    await closeAll(t);
    await t.close();
  });

  it('100 keep-alive connections past the cap of 64, each asking one request after another, are all answered', async () => {
    const statuses = new Map<number | string, number>();
    const sockets = new Set<net.Socket>();
    const answeredOnce = new Set<number>();
    let allInSince = Infinity;
    const giveUpAt = Date.now() + 15_000;
    const ask = (agent: http.Agent) =>
      new Promise<number | string>((resolve) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('socket', (socket) => sockets.add(socket));
        request.on('error', (error) => resolve(error.message));
      });
    // One new connection every 20 ms, so that the later ones arrive while the first are more than a
    // second old and busy; each goes on asking until all 100 have been answered (all are open at once
    // then, as the server sees them) and a second more (15 s at most).
    const client = async (i: number) => {
      await sleep(i * 20);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (Date.now() < Math.min(allInSince + 1_000, giveUpAt)) {
          const status = await ask(agent);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== 200) break;
          answeredOnce.add(i);
          if (answeredOnce.size === 100 && allInSince === Infinity) allInSince = Date.now();
          await sleep(10);
        }
      } finally {
        agent.destroy();
      }
    };
    await Promise.all(Array.from({ length: 100 }, (_, i) => client(i)));
    expect(answeredOnce.size).toBe(100);
    expect(sockets.size).toBe(100);
    expect([...statuses.keys()]).toEqual([200]);
  }, 30_000);
});

describe('idle, stalled and live connections past the cap', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ connections: { requestTimeoutMs: 30_000, perAddress: 3, stalledAfterMs: 300, idleAfterMs: 200 } });
    port = await listen(t);
  });
  afterEach(() => closeAll(t));
  afterAll(() => t.close());

  it('the longest idle connections are closed to make room for a new one, which is answered', async () => {
    const headersTrickling = await connect(port);
    headersTrickling.write('GET /api/health HTTP/1.1\r\nHost: local');
    await sleep(50);
    const kept = [await connect(port), await connect(port)];
    for (const socket of kept) expect(await askOn(socket)).toMatch(/^HTTP\/1\.1 200 /);
    await sleep(300);

    const newcomer = await ask(port);
    expect(newcomer.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await closedWithin(headersTrickling)).toBeLessThan(1_000);
    // The two between requests stay and serve their next request.
    for (const socket of kept) expect(await askOn(socket)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('bodies trickling past the grace fill the cap: the next connection is answered 429 and closed; a slot frees when one closes', async () => {
    const held = [await trickle(port), await trickle(port), await trickle(port)];
    // Within the grace they are busy clients.
    expect((await ask(port)).answer).toMatch(/^HTTP\/1\.1 200 /);
    await sleep(400);

    const refused = await ask(port);
    expect(refused.answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(refused.answer).toContain(JSON.stringify({ message: TOO_MANY_CONNECTIONS }));
    expect(refused.answer.toLowerCase()).toContain('connection: close');
    expect(refused.answer.toLowerCase()).toContain('retry-after: 10');
    expect(refused.closed).toBe(true);
    // The stalled ones are in the middle of a request: none was closed.
    expect(held.every((socket) => !socket.destroyed)).toBe(true);

    held[0]!.destroy();
    await sleep(100);
    expect((await ask(port)).answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('live sockets are neither counted nor closed', async () => {
    const member = await signUpMember(t.app, t.mail);
    const url = `ws://127.0.0.1:${port}/ws`;
    const live = [];
    for (let i = 0; i < 4; i++) live.push(await LiveClient.open(url, member.token));
    const idle = [await connect(port), await connect(port), await connect(port)];
    await sleep(300);

    expect((await ask(port)).answer).toMatch(/^HTTP\/1\.1 200 /);
    expect((await ask(port)).answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await closedWithin(idle[0]!)).toBeLessThan(1_000);
    for (const client of live) await client.flush();
    expect(live.every((client) => client.socket.readyState === client.socket.OPEN)).toBe(true);
    for (const client of live) client.close();
  });
});

describe('slow requests', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ connections: { requestTimeoutMs: 1_000, perAddress: 3 } });
    port = await listen(t);
  });
  afterAll(async () => {
    await closeAll(t);
    await t.close();
  });

  it('a body that trickles is cut off when the request time is up', async () => {
    const socket = await trickle(port);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const ms = await closedWithin(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(JSON.stringify({ message: REQUEST_TOO_SLOW }));
    // The time (1 s here) plus Node's check interval, well before a minute.
    expect(ms).toBeLessThan(5_000);
  });
});
