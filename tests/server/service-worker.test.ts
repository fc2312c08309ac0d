import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';

// A built app in miniature: the page, a hashed asset, the service worker, its Workbox script and the manifest.
let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-sw-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Wishwell</title><div id="root"></div>');
  await writeFile(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(staticDir, 'sw.js'), "importScripts('./workbox-5a7b9c.js');");
  await writeFile(path.join(staticDir, 'workbox-5a7b9c.js'), 'self.workbox = {};');
  await writeFile(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Wishwell"}');
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': 'br, gzip' } });

describe('the service worker and the manifest', () => {
  it('serves /sw.js as itself, JavaScript revalidated on every use, never the app page', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('importScripts');
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves the Workbox script and the manifest as themselves, with their content types', async () => {
    const workbox = await get('/workbox-5a7b9c.js');
    expect(workbox.statusCode).toBe(200);
    expect(workbox.headers['content-type']).toMatch(/javascript/);
    expect(workbox.body).toBe('self.workbox = {};');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Wishwell' });
  });

  it('answers a missing worker script with a 404, not the app page a browser would refuse as a worker', async () => {
    const res = await get('/workbox-000000.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps the year-long cache for hashed assets', async () => {
    const res = await get('/assets/main-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets the page register a same-origin worker under its CSP', async () => {
    const res = await get('/feed');
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
  });
});
