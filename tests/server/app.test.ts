import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { AuthResponse } from '@contract/auth';
import { buildApp } from '../../server/src/app';
import { createTestApp, nextClientAddress, testConfig, TestMailer, type TestApp } from './helpers/test-app';
import { bearer, signUpMember } from './helpers/members';

let t: TestApp;
let staticDir: string;

/** A page's text, whatever encoding it was sent in. */
function pageText(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Wishwell</title><div id="root"></div>');
  await writeFile(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('answers any app address with index.html (history fallback), revalidated every time', async () => {
    for (const url of ['/', '/feed', '/profile/abc', '/admin/users/1?x=2']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers: CSP, nosniff, no framing, referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feed', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API, upload and non-page addresses with a JSON 404, never the app', async () => {
    for (const url of ['/api/nothing-here', '/uploads/missing.png', '/ws']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ message: string }>().message).toMatch(/^Not found/);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('answers pages whatever the Accept and Accept-Encoding headers (link preview robots send neither)', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }, { 'accept-encoding': 'br, gzip' }]) {
      for (const url of ['/', '/feed', '/post/0123456789abcdef01234567']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(pageText(res)).toContain('<div id="root"></div>');
      }
    }
  });

  it('sends pages compressed to a browser that takes it, brotli first, and plain to one that does not', async () => {
    const page = (encoding?: string) => t.app.inject({ method: 'GET', url: '/feed', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pageText(br)).toBe(plain.body);
    expect(pageText(gzip)).toBe(plain.body);
  });

  it('allows no cross-origin caller unless configured', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 400 with {message} for a body of the wrong JSON type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextClientAddress(), payload: [1, 2, 3] });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json<{ message: string }>().message).toBe('string');
  });

  it('answers health to anyone with its status alone: no uptime, sockets or database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('the dev outbox', () => {
  it('exists only with DEV_OUTBOX=1', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?email=a@example.com' })).statusCode).toBe(404);
  });
});

describe('a second start on the same data', () => {
  it('keeps the users (PGlite in a data folder, or the same PostgreSQL database)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-data-'));
    const uploadDir = path.join(dataDir, 'uploads');
    const url = process.env.TEST_DATABASE_URL ? (await import('./helpers/test-app')).openTestDatabase : null;
    const pgDatabase = url ? await url() : null;
    const config = testConfig({ database: { dataDir, url: pgDatabase?.url, poolSize: 20 }, uploadDir });
    try {
      const mail = new TestMailer();
      const first = await buildApp(config, { mailer: mail });
      const member = await signUpMember(first, mail);
      await first.close();

      const second = await buildApp(config, { mailer: new TestMailer() });
      const res = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json<AuthResponse>().user?.isVerified).toBe(true);
      expect((await second.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.token) })).statusCode).toBe(200);
      await second.close();
    } finally {
      await pgDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two databases made from nothing, migrations and all: on a busy 2-core machine that takes a while.
  }, 90_000);
});
