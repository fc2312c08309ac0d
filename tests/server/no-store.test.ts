import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';

// The app's files in miniature beside the API, so that both sides of the rule are seen.
let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-no-store-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Wishwell</title><div id="root"></div>');
  await writeFile(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ staticDir });
  await writeFile(path.join(t.uploadDir, 'picture.webp'), 'not really a picture');
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'HEAD';
const send = (method: Method, url: string, body?: unknown, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method, url, remoteAddress, ...(body === undefined ? {} : { payload: body as object }) });

describe('every /api answer is Cache-Control: no-store', () => {
  it.each<[string, Method, string, unknown, number]>([
    ['a success', 'GET', '/api/health', undefined, 200],
    ['a success with a query', 'GET', '/api/desires/public?page=1', undefined, 200],
    ['a HEAD', 'HEAD', '/api/health', undefined, 200],
    ['a 401', 'GET', '/api/auth/me', undefined, 401],
    ['a 400', 'POST', '/api/auth/login', { email: 'not an email' }, 400],
    ['a 404 of a route that does not exist', 'GET', '/api/no-such-route', undefined, 404],
    ['a 404 at /api itself', 'GET', '/api', undefined, 404],
  ])('%s', async (_name, method, url, body, status) => {
    const res = await send(method, url, body);
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a 429', async () => {
    const from = nextClientAddress();
    let last = await send('POST', '/api/admin/auth/login', { email: 'someone@example.com', password: 'wrong password' }, from);
    for (let i = 0; i < 20 && last.statusCode !== 429; i++) {
      last = await send('POST', '/api/admin/auth/login', { email: 'someone@example.com', password: 'wrong password' }, from);
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['cache-control']).toBe('no-store');
  });
});

describe('everything else keeps its own caching', () => {
  it('uploads: a year, never no-store', async () => {
    const res = await send('GET', '/uploads/picture.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('the app: hashed assets a year, pages revalidated', async () => {
    expect((await send('GET', '/assets/main-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await send('GET', '/feed')).headers['cache-control']).toBe('no-cache');
    // An address that merely begins with the letters is a page like any other.
    expect((await send('GET', '/apiary')).headers['cache-control']).toBe('no-cache');
  });
});
