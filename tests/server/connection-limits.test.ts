import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { ConnectionCounter, REQUEST_TOO_SLOW, TOO_MANY_CONNECTIONS } from '../../server/src/plugins/connection-limits';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('counting connections per address', () => {
  it('admits up to the cap per address, and one more once one closes', () => {
    const counter = new ConnectionCounter(2);
    expect([counter.admit('127.0.0.2'), counter.admit('127.0.0.2'), counter.admit('127.0.0.2')]).toEqual([true, true, false]);
    expect(counter.admit('127.0.0.3')).toBe(true);
    counter.release('127.0.0.2');
    expect(counter.admit('127.0.0.2')).toBe(true);
    expect(counter.countOf('127.0.0.2')).toBe(2);
  });

  it('is on by default, off behind a proxy, and both figures are settings', () => {
    expect(loadConfig({}).connections).toEqual({ requestTimeoutMs: 120_000, perAddress: 64 });
    expect(loadConfig({ TRUST_PROXY: '1' }).connections.perAddress).toBe(0);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '30000', CONNECTIONS_PER_ADDRESS: '10' }).connections).toEqual({ requestTimeoutMs: 30_000, perAddress: 10 });
  });
});

let t: TestApp;
let port: number;
const open: net.Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ connections: { requestTimeoutMs: 1_000, perAddress: 3 } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of open) socket.destroy();
  await t.close();
});

/** A connection that sends the start of a request whose body then trickles (or never comes). */
function trickle(): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
      resolve(socket);
    });
    socket.on('error', () => undefined);
    open.push(socket);
  });
}

/** Sends one GET and reads until the server closes or 3 s pass: the raw answer and whether it closed. */
function ask(path: string): Promise<{ answer: string; closed: boolean }> {
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

const closed = (socket: net.Socket) => new Promise<number>((resolve) => {
  const started = Date.now();
  if (socket.destroyed) resolve(0);
  socket.once('close', () => resolve(Date.now() - started));
});

describe('slow and piled-up connections', () => {
  it('one address past its cap is answered 429 with a message and closed; a slot frees when one closes', async () => {
    const held = [await trickle(), await trickle(), await trickle()];
    const refused = await ask('/api/health');
    expect(refused.answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(refused.answer).toContain(JSON.stringify({ message: TOO_MANY_CONNECTIONS }));
    expect(refused.answer.toLowerCase()).toContain('connection: close');
    expect(refused.closed).toBe(true);

    held[0]!.destroy();
    await new Promise((r) => setTimeout(r, 50));
    const admitted = await ask('/api/health');
    expect(admitted.answer).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of held) socket.destroy();
    // The server hears of the closes a moment later.
    await new Promise((r) => setTimeout(r, 100));
  });

  it('a body that trickles is cut off when the request time is up', async () => {
    const socket = await trickle();
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const ms = await closed(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(JSON.stringify({ message: REQUEST_TOO_SLOW }));
    // The time (1 s here) plus Node's check interval, well before a minute.
    expect(ms).toBeLessThan(5_000);
  });
});
