import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { UrlMetadata } from '@contract/url-metadata';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { bearer, signUpMember, type SignedUpMember } from '../helpers/members';
import { pngBytes } from '../helpers/images';
import { bytes, closedPort, html, redirect, startFixture, status, type FixtureServer } from './fixture-server';

// Two web servers on loopback: `site` is on the app's test allow list, `trap` is not, so any
// request that reaches the trap is a hole in the address rules.

const RESTRICTED = 'This website prevents automatic previews. You can manually enter the details below.';
const MB = 1024 * 1024;

let site: FixtureServer;
let trap: FixtureServer;
let deadPort: number;
let t: TestApp;
let member: SignedUpMember;

const productPage = `<!doctype html>
<html><head>
  <meta charset="utf-8">
  <title>Straw hat | Hat Shop</title>
  <meta content="Straw hat &amp; ribbon" property="og:title">
  <meta property='og:description' content='A wide   straw hat for
     sunny days.'>
  <meta property="og:image" content="/images/hat.png">
  <script type="application/ld+json">
    {"@context": "https://schema.org", "@graph": [
      {"@type": "WebPage", "name": "Hat"},
      {"@type": "Product", "name": "Straw hat", "offers": {"@type": "Offer", "price": "129.99", "priceCurrency": "USD"}}
    ]}
  </script>
</head><body><h1>Straw hat</h1></body></html>`;

beforeAll(async () => {
  trap = await startFixture({ '/': html('<title>Internal admin</title>') });
  deadPort = await closedPort();
  const png = await pngBytes(24, '#f59e0b');
  site = await startFixture({
    '/product': html(productPage),
    '/images/hat.png': bytes(png, 'image/png'),
    '/old-product': redirect('/product', 301),
    '/photos/summer_straw-hat.png': bytes(png, 'image/png'),
    '/missing-image': html('<title>No picture</title><meta property="og:image" content="/nope.png">'),
    '/text-image': html('<title>Fake picture</title><meta property="og:image" content="/fake.png">'),
    '/fake.png': bytes(Buffer.from('<script>alert(1)</script>'), 'image/png'),
    '/image-on-trap': html(`<title>Sneaky</title><meta property="og:image" content="http://127.0.0.1:PORT/">`),
    '/latin1': bytes(Buffer.from('<title>Caf\u00e9 cr\u00e8me</title>', 'latin1'), 'text/html; charset=iso-8859-1'),
    '/to-trap': (_request, response) => response.writeHead(302, { location: `http://127.0.0.1:${trap.port}/` }).end(),
    '/to-trap-by-name': (_request, response) => response.writeHead(307, { location: `http://localhost:${trap.port}/` }).end(),
    '/to-file': redirect('file:///etc/passwd'),
    '/loop': redirect('/loop'),
    '/forbidden': status(403, '<title>Access denied</title>'),
    '/rate-limited': status(429),
    '/noindex': html('<title>Private page</title><meta name="robots" content="noindex, nofollow">'),
    '/x-robots': html('<title>Hidden</title>', { 'x-robots-tag': 'noindex' }),
    '/broken': status(500),
    '/gone': status(404),
    '/json': bytes(Buffer.from('{"title":"not a page"}'), 'application/json'),
    '/big': (_request, response) => {
      // 3 MB in 64 KB chunks without a Content-Length: only counting the stream can stop it.
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 3 * MB && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      write();
    },
    '/big-declared': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': 3 * MB });
      response.write('<title>big</title>');
    },
    '/silent': () => {},
    '/trickle': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head><title>Slow');
    },
  });
  t = await createTestApp({ urlImport: { testAllow: [site.hostPort, `127.0.0.1:${deadPort}`] } });
});
// A member per test: each may import 20 pages in 10 minutes.
beforeEach(async () => {
  member = await signUpMember(t.app, t.mail);
});
afterAll(async () => {
  await t?.close();
  await site?.close();
  await trap?.close();
});

function importUrl(url: unknown, options: { token?: string | null; remoteAddress?: string } = {}) {
  const token = options.token === undefined ? member.token : options.token;
  return t.app.inject({
    method: 'POST',
    url: '/api/fetch-url-metadata',
    headers: token ? bearer(token) : {},
    payload: url === undefined ? {} : { url },
    remoteAddress: options.remoteAddress ?? nextClientAddress(),
  });
}

describe('POST /api/fetch-url-metadata', () => {
  it('reads a product page into title, description, price (as text and as an amount with its currency) and a re-hosted cover image', async () => {
    const before = site.requests.length;
    const res = await importUrl(`${site.origin}/product`);
    expect(res.statusCode).toBe(200);
    const body = res.json<UrlMetadata>();
    expect(body).toMatchObject({
      title: 'Straw hat & ribbon',
      description: 'A wide straw hat for sunny days.',
      price: '$129.99',
      priceValue: { amount: 129.99, currency: 'USD' },
      isRestricted: false,
      message: null,
    });
    expect(body.image).toMatch(/^\/uploads\/[a-z0-9]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: body.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(24);

    const requests = site.requests.slice(before);
    expect(requests.map((r) => r.path)).toEqual(['/product', '/images/hat.png']);
    expect(requests[0]?.headers['user-agent']).toMatch(/^WishwellBot\/1\.0/);
    expect(requests[0]?.headers.accept).toContain('text/html');
  });

  it('follows a redirect and resolves the image against the final address', async () => {
    const res = await importUrl(`${site.origin}/old-product`);
    expect(res.statusCode).toBe(200);
    expect(res.json<UrlMetadata>()).toMatchObject({ title: 'Straw hat & ribbon', image: expect.stringMatching(/^\/uploads\//) });
  });

  it('stores a picture addressed directly, named after its file', async () => {
    const res = await importUrl(`${site.origin}/photos/summer_straw-hat.png`);
    expect(res.statusCode).toBe(200);
    expect(res.json<UrlMetadata>()).toMatchObject({ title: 'summer straw hat', isRestricted: false, image: expect.stringMatching(/^\/uploads\//) });
  });

  it('answers without an image when the picture is missing, is not an image, or is refused', async () => {
    for (const path of ['/missing-image', '/text-image']) {
      const res = await importUrl(`${site.origin}${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<UrlMetadata>()).toMatchObject({ image: null, isRestricted: false });
    }
    const trapHits = trap.requests.length;
    const sneaky = await importUrl(`${site.origin}/image-on-trap`.replace('PORT', String(trap.port)));
    expect(sneaky.json<UrlMetadata>()).toMatchObject({ title: 'Sneaky', image: null });
    expect(trap.requests.length).toBe(trapHits);
  });

  it('reads a page in latin1', async () => {
    const res = await importUrl(`${site.origin}/latin1`);
    expect(res.json<UrlMetadata>().title).toBe('Caf\u00e9 cr\u00e8me');
  });

  describe('refuses what is not on the public internet', () => {
    const trapUrls = () => [
      `http://127.0.0.1:${trap.port}/`,
      `http://localhost:${trap.port}/`,
      `http://[::1]:${trap.port}/`,
      `http://[::ffff:127.0.0.1]:${trap.port}/`,
      `http://2130706433:${trap.port}/`,
      `http://0x7f.1:${trap.port}/`,
      `http://0.0.0.0:${trap.port}/`,
      `http://127.0.0.2:${site.port}/product`,
      `http://localhost:${site.port}/product`,
    ];

    it('loopback in every spelling, on a port that is not allow-listed', async () => {
      for (const url of trapUrls()) {
        const res = await importUrl(url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        // An IP is judged as written; a name is refused for its port before anyone asks DNS.
        expect(res.json<{ message: string }>().message).toMatch(/cannot be imported: it points to a private|standard web ports/);
      }
      expect(trap.requests).toEqual([]);
    });

    it('names that resolve to loopback (127.0.0.1 or ::1), on the default ports', async () => {
      for (const url of ['http://localhost/', 'https://localhost/', 'http://LOCALHOST/admin', 'http://127.0.0.1/', 'https://[::1]/']) {
        const res = await importUrl(url);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: 400,
          body: { message: 'This address cannot be imported: it points to a private or reserved network' },
        });
      }
    });

    it('a redirect from an allowed page to loopback', async () => {
      for (const path of ['/to-trap', '/to-trap-by-name']) {
        const res = await importUrl(`${site.origin}${path}`);
        expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
      }
      expect(trap.requests).toEqual([]);
    });

    it('schemes other than http and https, also behind a redirect', async () => {
      for (const url of ['file:///etc/passwd', `gopher://127.0.0.1:${trap.port}/`, 'ftp://example.com/', 'javascript:alert(1)', 'data:text/html,hi', `${site.origin}/to-file`]) {
        const res = await importUrl(url);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: { message: 'Only http and https addresses can be imported' } });
      }
      expect(trap.requests).toEqual([]);
    });

    it('ports other than 80 and 443', async () => {
      const res = await importUrl('https://shop.example:8443/item');
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/ports/);
    });
  });

  it('stops after five redirects', async () => {
    const before = site.requests.length;
    const res = await importUrl(`${site.origin}/loop`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'The page redirected too many times' });
    expect(site.requests.length - before).toBe(6);
  });

  it('answers 413 for a page over 2 MB, streamed or declared', async () => {
    for (const path of ['/big', '/big-declared']) {
      const res = await importUrl(`${site.origin}${path}`);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({ path, status: 413, body: { message: 'The page is too large to import' } });
    }
  });

  it('answers 504 when the page takes longer than 5 s, for the headers or the body', async () => {
    const started = Date.now();
    const [silent, trickle] = await Promise.all([importUrl(`${site.origin}/silent`), importUrl(`${site.origin}/trickle`)]);
    const elapsed = Date.now() - started;
    for (const res of [silent, trickle]) {
      expect(res.statusCode).toBe(504);
      expect(res.json()).toEqual({ message: 'The page took too long to answer' });
    }
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(8000);
  });

  it('answers isRestricted when the site refuses robots', async () => {
    for (const path of ['/forbidden', '/rate-limited', '/noindex', '/x-robots']) {
      const res = await importUrl(`${site.origin}${path}`);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
      expect(res.json<UrlMetadata>()).toMatchObject({ isRestricted: true, message: RESTRICTED, title: null, image: null });
    }
  });

  it('answers 502 for other site errors and for a site that cannot be reached', async () => {
    for (const path of ['/broken', '/gone']) {
      const res = await importUrl(`${site.origin}${path}`);
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toMatch(/^That page answered with an error \(HTTP \d{3}\)$/);
    }
    const dead = await importUrl(`http://127.0.0.1:${deadPort}/`);
    expect(dead.statusCode).toBe(502);
    expect(dead.json()).toEqual({ message: 'Could not reach that page' });
  });

  it('answers 422 for something that is neither a page nor an image', async () => {
    const res = await importUrl(`${site.origin}/json`);
    expect(res.statusCode).toBe(422);
  });

  it('answers 400 "Please enter a URL" for an empty or missing url', async () => {
    for (const url of ['', '   ', undefined]) {
      const res = await importUrl(url);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Please enter a URL');
    }
    const notText = await importUrl(42);
    expect(notText.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const before = site.requests.length;
    expect((await importUrl(`${site.origin}/product`, { token: null })).statusCode).toBe(401);
    expect((await importUrl(`${site.origin}/product`, { token: 'not-a-token' })).statusCode).toBe(401);
    expect(site.requests.length).toBe(before);
  });

  it('answers 429 past the per-address limit', async () => {
    const remoteAddress = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await importUrl('ftp://example.com/', { remoteAddress, token: null })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not held back.
    expect((await importUrl('ftp://example.com/')).statusCode).toBe(400);
  });
});
