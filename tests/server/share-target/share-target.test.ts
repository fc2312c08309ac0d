import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFolder } from '../helpers/page-folder';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { multipart } from '../helpers/images';

// The Web Share Target's action (public/manifest.webmanifest): GET opens the app, POST leads to the GET.

let t: TestApp;
let pages: Awaited<ReturnType<typeof pageFolder>>;

beforeAll(async () => {
  pages = await pageFolder();
  t = await createTestApp({ staticDir: pages.dir, rateLimitFactor: 100 });
});
afterAll(async () => {
  await t.close();
  await pages.remove();
});

const post = (payload: string | Buffer, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/share-target', payload, headers, remoteAddress: nextClientAddress() });
const form = (fields: Record<string, string>) => post(new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
const sharedIn = (location: string | undefined) => {
  const url = new URL(location ?? '', 'http://app');
  return { pathname: url.pathname, fields: Object.fromEntries(url.searchParams) };
};

describe('/share-target', () => {
  it('GET answers the app, whose router opens the form with what was shared', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/share-target?url=https%3A%2F%2Fshop.example%2Fa&title=A', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('a url-encoded POST leads (303) to the GET address with its title, text and url, and nothing else', async () => {
    const res = await form({ title: 'Tent ', text: 'Look: https://shop.example/tent?c=1&d=2', url: '', other: 'dropped' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sharedIn(res.headers.location)).toEqual({ pathname: '/share-target', fields: { title: 'Tent', text: 'Look: https://shop.example/tent?c=1&d=2' } });
  });

  it('a multipart POST with text fields leads to the same GET address', async () => {
    const body = multipart(null, { url: 'https://shop.example/ü', title: 'Über' });
    const res = await post(body.payload, body.headers);
    expect(res.statusCode).toBe(303);
    expect(sharedIn(res.headers.location)).toEqual({ pathname: '/share-target', fields: { url: 'https://shop.example/ü', title: 'Über' } });
  });

  it('an empty POST leads to the form with nothing in it', async () => {
    const res = await form({});
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/share-target');
  });

  it('long fields are cut to whole characters within their limits', async () => {
    const res = await form({ title: '🎁'.repeat(400), text: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(303);
    const { fields } = sharedIn(res.headers.location);
    expect(Array.from(fields.title ?? '')).toHaveLength(300);
    expect(fields.title).toBe('🎁'.repeat(300));
    expect(fields.text).toHaveLength(2000);
  });

  it('refuses a file with 400, a body past its limit with 413 and another content type with 415, never 500', async () => {
    const withFile = multipart({ field: 'image', name: 'a.png', type: 'image/png', bytes: Buffer.alloc(1_000_000, 1) }, { title: 'A' });
    const file = await post(withFile.payload, withFile.headers);
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({ message: 'Only text and links can be shared here, not files' });

    const tooLong = await form({ text: 'y'.repeat(20_000) });
    expect(tooLong.statusCode).toBe(413);

    const json = await post(JSON.stringify({ url: 'https://shop.example' }), { 'content-type': 'text/plain' });
    expect(json.statusCode).toBe(415);

    const broken = await post('--nope\r\nContent-Disposition: form-data; name="url"\r\n\r\nhttps://a.example', { 'content-type': 'multipart/form-data; boundary=nope' });
    expect(broken.statusCode).toBe(400);
  });
});
