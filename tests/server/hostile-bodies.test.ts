import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';
import { bearer, signUpMember, type SignedUpMember } from './helpers/members';
import { CONTROL_CHARACTER_MESSAGE } from '@contract/text';
import { DEFAULT_BODY_LIMIT } from '../../server/src/app';
import { PROFILE_BODY_LIMIT } from '../../server/src/lib/body-limits';
import { MAX_REPORTED_FIELDS, MAX_REPORTED_KEYS } from '../../server/src/plugins/errors';

/** PATCH /api/users/profile takes two images as data URLs: the largest body any route accepts. */
const PROFILE_LIMIT = PROFILE_BODY_LIMIT;
/**
 * What the test allows the event loop to stall while a hostile body is refused: the budget is 50 ms
 * (docs/architecture.md "Budgets", measured by `npm run bench:hostile`); a shared test machine gets room, and before the
 * body was budgeted such a body held it for seconds.
 */
const STALL_ALLOWED_MS = 500;

let t: TestApp;
let base: URL;
let member: SignedUpMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUpMember(t.app, t.mail);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
});
afterAll(() => t.close());

const arrayBody = (bytes: number) => Buffer.from(`[${'1,'.repeat(Math.floor(bytes / 2) - 1)}1]`);
const keysBody = (count: number) => Buffer.from(`{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`);

interface Exchange {
  status: number | 'closed';
  body: string;
  /** Bytes of the body sent before the answer came. */
  sent: number;
}

/**
 * Sends `body` over a real connection in the chunks a socket would, yielding between them so that an
 * early answer is read before more is written, until the server answers or closes. `alongside` starts
 * once the headers and the first chunk are out, while the request is open.
 */
function sendHostile(path: string, body: Buffer, token: string | null, alongside: () => void): Promise<Exchange> {
  return new Promise((resolve) => {
    const request = http.request(new URL(path, base), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'content-length': body.length, ...(token ? bearer(token) : {}) },
    });
    let answered = false;
    let sent = 0;
    request.once('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      const done = () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sent });
        request.destroy();
      };
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', done);
      response.once('error', done);
    });
    // A server that refuses a body may close the connection before all of it is sent.
    request.once('error', () => {
      if (!answered) resolve({ status: 'closed', body: '', sent });
    });
    void (async () => {
      for (let at = 0; at < body.length && !answered && !request.destroyed; at += 64 * 1024) {
        const chunk = body.subarray(at, at + 64 * 1024);
        sent += chunk.length;
        if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
        if (at === 0) alongside();
        await new Promise((r) => setImmediate(r));
      }
      if (!request.destroyed) request.end();
    })();
  });
}

/**
 * Refuses `body` while other requests come: one /api/health sent as soon as the hostile request's
 * headers and first chunk are out, then more one after another until it ends. What the event loop
 * stalled at most, how long that first health call took, how many were answered, and the hostile
 * request's answer.
 */
async function refuseWhileServing(body: Buffer, token: string | null) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let done = false;
  let healthAnswers = 0;
  const askHealth = async () => {
    const started = performance.now();
    const res = await fetch(new URL('/api/health', base));
    await res.arrayBuffer();
    if (res.ok) healthAnswers += 1;
    return performance.now() - started;
  };
  let firstHealthMs: Promise<number> = Promise.resolve(Infinity);
  let probe: Promise<void> = Promise.resolve();
  delay.enable();
  const exchange = await sendHostile('/api/users/profile', body, token, () => {
    firstHealthMs = askHealth();
    probe = (async () => {
      await firstHealthMs;
      while (!done) await askHealth();
    })();
  });
  done = true;
  await probe;
  delay.disable();
  return { exchange, healthAnswers, firstHealthMs: await firstHealthMs, stallMs: delay.max / 1e6 };
}

describe('a hostile body does not stall the server', () => {
  it('a visitor: 401 as soon as the headers are in, the 21 MB body never parsed, other requests answered meanwhile', async () => {
    const { exchange, healthAnswers, firstHealthMs, stallMs } = await refuseWhileServing(arrayBody(PROFILE_LIMIT - 1), null);
    expect(exchange.status).toBe(401);
    // Answered as the headers came: hardly any of the 21 MB had gone out.
    expect(exchange.sent).toBeLessThan(PROFILE_LIMIT / 8);
    expect(healthAnswers).toBeGreaterThan(0);
    expect(firstHealthMs).toBeLessThan(STALL_ALLOWED_MS);
    expect(stallMs).toBeLessThan(STALL_ALLOWED_MS);
  });

  it('a member: an array of 8 million numbers is refused while it arrives, other requests answered meanwhile', async () => {
    const { exchange, healthAnswers, firstHealthMs, stallMs } = await refuseWhileServing(arrayBody(PROFILE_LIMIT - 1), member.token);
    expect(exchange.status).toBe(400);
    expect(JSON.parse(exchange.body)).toMatchObject({ message: 'The request has too many items' });
    expect(healthAnswers).toBeGreaterThan(0);
    expect(firstHealthMs).toBeLessThan(STALL_ALLOWED_MS);
    expect(stallMs).toBeLessThan(STALL_ALLOWED_MS);
  });

  it('a member: a million keys, nesting past the budget or 21 MB of escaped NULs are refused the same way', async () => {
    for (const [body, message] of [
      [keysBody(1_000_000), 'The request has too many items'],
      [Buffer.from(`{"bio":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`), 'The request is nested too deeply'],
      [Buffer.from(`{"bio":"${'\\u0000'.repeat(Math.floor((PROFILE_LIMIT - 12) / 6))}"}`), CONTROL_CHARACTER_MESSAGE],
    ] as const) {
      const { exchange, healthAnswers, firstHealthMs, stallMs } = await refuseWhileServing(body, member.token);
      expect({ status: exchange.status, message: JSON.parse(exchange.body || '{}').message }).toEqual({ status: 400, message });
      expect(healthAnswers).toBeGreaterThan(0);
      expect(firstHealthMs).toBeLessThan(STALL_ALLOWED_MS);
      expect(stallMs).toBeLessThan(STALL_ALLOWED_MS);
    }
  });
});

/**
 * Writes a request of `total` bytes of `[1,1,...` on a plain socket as fast as it takes them, whatever
 * comes back, as a browser uploading a file does: the status it was answered, what it wrote, and
 * whether the connection was reset.
 */
function pour(total: number, token: string | null, { keepSending = false } = {}): Promise<{ status: number | null; written: number; reset: boolean }> {
  return new Promise((resolve) => {
    // `keepSending`: a client that goes on writing after the server closed its side.
    const socket = net.connect({ port: Number(base.port), host: base.hostname, allowHalfOpen: keepSending });
    let answer = '';
    let written = 0;
    let reset = false;
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => (reset = true));
    socket.once('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || null, written, reset }));
    const chunk = Buffer.from('1,'.repeat(32 * 1024));
    void (async () => {
      const headers = [`PATCH /api/users/profile HTTP/1.1`, 'Host: localhost', 'Content-Type: application/json', `Content-Length: ${total}`, ...(token ? [`Authorization: Bearer ${token}`] : [])];
      socket.write(`${headers.join('\r\n')}\r\n\r\n[`);
      written = 1;
      while (written < total && !socket.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - written));
        written += part.length;
        if (!socket.write(part)) await new Promise((r) => socket.once('drain', r));
      }
      if (!socket.destroyed) socket.end();
    })();
  });
}

describe('a refused body is read and thrown away for a while, so that the answer arrives', () => {
  it('a client uploading 21 MB gets its 401 and a clean close, not a reset connection', async () => {
    const outcome = await pour(PROFILE_LIMIT - 1, null);
    expect({ status: outcome.status, reset: outcome.reset }).toEqual({ status: 401, reset: false });
  });

  it('but no longer than the largest body (21 MB) or 5 seconds: a client that keeps sending is cut off', async () => {
    const outcome = await pour(256 * 1024 * 1024, null, { keepSending: true });
    expect(outcome.status).toBe(401);
    // Cut long before the end: the server looks at what it read every 50 ms, and loopback is fast.
    expect(outcome.written).toBeLessThan(128 * 1024 * 1024);
  });
});

describe('who is asking comes before the body', () => {
  it('a member route without a token answers 401 whatever the body: broken JSON, too large, too many items', async () => {
    for (const payload of ['{"broken', arrayBody(2 * 1024 * 1024), 'x'.repeat(PROFILE_LIMIT + 10)]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/users/profile', remoteAddress: nextClientAddress(), headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(401);
    }
  });

  it('routes without an image take small bodies only; the large limit is for members on the image routes', async () => {
    const large = `{"email":"a@example.com","password":"${'p'.repeat(DEFAULT_BODY_LIMIT)}"}`;
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextClientAddress(), headers: { 'content-type': 'application/json' }, payload: large });
    expect(login.statusCode).toBe(413);
    const bio = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      remoteAddress: nextClientAddress(),
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: { bio: 'b'.repeat(DEFAULT_BODY_LIMIT) },
    });
    // Past the general limit, yet read: the profile route may carry an image; the bio is then too long.
    expect(bio.statusCode).toBe(400);
  });
});

describe('a body past its size limit', () => {
  it('is 413 however it is built, and the count that goes on after the refusal troubles nobody', async () => {
    for (const payload of [arrayBody(4 * DEFAULT_BODY_LIMIT), Buffer.from(`{"email":${'['.repeat(DEFAULT_BODY_LIMIT)}`)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextClientAddress(), headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(413);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('error answers stay short', () => {
  it('unknown keys are named a few at a time and the rest counted', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      remoteAddress: nextClientAddress(),
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: keysBody(1_900),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(1024);
    const { message } = res.json<{ message: string }>();
    expect(message).toBe(`Unrecognized keys: "k0", "k1", "k2", "k3", "k4" and ${(1_900 - MAX_REPORTED_KEYS).toLocaleString('en')} more`);
  });

  it('an array of wrong items names the first fields and counts the others', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/desires',
      remoteAddress: nextClientAddress(),
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: { title: 'Boots', visibility: 'custom', sharedWith: Array.from({ length: 150 }, (_, i) => i) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(2048);
    const answer = res.json<{ fieldErrors: Record<string, string[]>; moreFieldErrors?: number }>();
    expect(Object.keys(answer.fieldErrors)).toHaveLength(MAX_REPORTED_FIELDS);
    expect(answer.moreFieldErrors).toBe(150 - MAX_REPORTED_FIELDS);
  });
});
