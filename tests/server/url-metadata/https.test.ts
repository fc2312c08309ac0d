import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrlMetadata } from '@contract/url-metadata';
import { FetchRefusal, safeFetch, type Resolver } from '../../../server/src/services/url-metadata/safe-fetch';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { bearer, signUpMember, type SignedUpMember } from '../helpers/members';
import { pngBytes } from '../helpers/images';
import { createAuthority, type Authority } from '../helpers/certificates';
import { bytes, html, redirect, startFixture, type FixtureServer } from './fixture-server';

// The import over TLS, against https servers on loopback. The app trusts one authority of the test's
// own (config `urlImport.testCa`), with certificate checks as deployed: `site` has a certificate from
// it; `imposter` one from an authority nobody trusts; `misnamed` one from the trusted authority but
// for another name. `plain` is an http page on the allow list; `trap` is not on it, so any request
// that reaches the trap is a hole in the address rules.

let trusted: Authority;
let unknown: Authority;
let site: FixtureServer;
let imposter: FixtureServer;
let misnamed: FixtureServer;
let plain: FixtureServer;
let trap: FixtureServer;
let t: TestApp;
let member: SignedUpMember;

const productPage = `<!doctype html>
<html><head>
  <title>Rain boots | Boot Shop</title>
  <meta property="og:title" content="Yellow rain boots">
  <meta property="og:description" content="Boots for puddles.">
  <meta property="og:image" content="/images/boots.png">
  <script type="application/ld+json">{"@type": "Product", "offers": {"price": "49.50", "priceCurrency": "EUR"}}</script>
</head><body></body></html>`;

/** shop.test and internal.test are this machine; nothing else resolves. */
const resolve: Resolver = async (hostname) => {
  if (hostname === 'shop.test' || hostname === 'internal.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  [trusted, unknown] = await Promise.all([createAuthority('Wishwell test CA'), createAuthority('Unknown CA')]);
  const names = ['DNS:shop.test', 'IP:127.0.0.1'];
  const [siteCert, imposterCert, misnamedCert] = await Promise.all([trusted.issue(names), unknown.issue(names), trusted.issue(['DNS:elsewhere.test'])]);
  trap = await startFixture({ '/': html('<title>Internal admin</title>') });
  plain = await startFixture({ '/product': html('<title>Plain boots</title>') });
  site = await startFixture(
    {
      '/product': html(productPage),
      '/images/boots.png': bytes(await pngBytes(16, '#facc15'), 'image/png'),
      '/to-http': redirect(`${plain.origin}/product`),
      '/to-trap': redirect(`http://127.0.0.1:${trap.port}/`),
      '/to-trap-by-name': redirect(`https://internal.test/`),
    },
    { tls: siteCert },
  );
  imposter = await startFixture({ '/product': html(productPage) }, { tls: imposterCert });
  misnamed = await startFixture({ '/product': html(productPage) }, { tls: misnamedCert });
  t = await createTestApp(
    { urlImport: { testAllow: [site.hostPort, `shop.test:${site.port}`, imposter.hostPort, misnamed.hostPort, plain.hostPort], testCa: trusted.cert } },
    { urlResolver: resolve },
  );
  member = await signUpMember(t.app, t.mail);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([site, imposter, misnamed, plain, trap].map((server) => server?.close()));
  await Promise.all([trusted, unknown].map((authority) => authority?.dispose()));
});

const importUrl = (url: string) =>
  t.app.inject({ method: 'POST', url: '/api/fetch-url-metadata', headers: bearer(member.token), payload: { url }, remoteAddress: nextClientAddress() });

describe('POST /api/fetch-url-metadata over https', () => {
  it("reads an https page's Open Graph data and price, and fetches its picture over https", async () => {
    for (const url of [`https://shop.test:${site.port}/product`, `${site.origin}/product`]) {
      const before = site.requests.length;
      const res = await importUrl(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.json<UrlMetadata>()).toMatchObject({
        title: 'Yellow rain boots',
        description: 'Boots for puddles.',
        price: '€49.50',
        image: expect.stringMatching(/^\/uploads\/[a-z0-9]+\.png$/),
        isRestricted: false,
      });
      expect(site.requests.slice(before).map((r) => r.path)).toEqual(['/product', '/images/boots.png']);
    }
  });

  it('refuses a certificate from an authority it does not trust, or for another name: 502, and no request is sent', async () => {
    for (const server of [imposter, misnamed]) {
      const res = await importUrl(`${server.origin}/product`);
      expect({ origin: server.origin, status: res.statusCode, body: res.json() }).toEqual({
        origin: server.origin,
        status: 502,
        body: { message: 'Could not reach that page' },
      });
      expect(server.requests).toEqual([]);
    }
  });

  it('follows a redirect from https to http, and the address rules still hold after it', async () => {
    const followed = await importUrl(`${site.origin}/to-http`);
    expect(followed.statusCode).toBe(200);
    expect(followed.json<UrlMetadata>().title).toBe('Plain boots');

    for (const path of ['/to-trap', '/to-trap-by-name']) {
      const res = await importUrl(`${site.origin}${path}`);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({
        path,
        status: 400,
        body: { message: 'This address cannot be imported: it points to a private or reserved network' },
      });
    }
    expect(trap.requests).toEqual([]);
  });
});

describe('safeFetch over https: why a certificate is refused', () => {
  const fetchWith = (url: string, testCa?: string) =>
    safeFetch(new URL(url), { allow: [new URL(url).host], testCa, signal: AbortSignal.timeout(5000), accept: 'text/html', bodyLimit: () => 1024 * 1024 });

  async function refusalOf(promise: Promise<unknown>): Promise<{ reason: string; code: unknown }> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof FetchRefusal)) throw new Error(`expected a refusal, got ${String(error)}`);
    return { reason: error.reason, code: (error.cause as NodeJS.ErrnoException | undefined)?.code };
  }

  it('checks the chain and the name, with the test authority as with the system ones', async () => {
    expect((await fetchWith(`${site.origin}/product`, trusted.cert)).status).toBe(200);
    expect(await refusalOf(fetchWith(`${imposter.origin}/product`, trusted.cert))).toEqual({ reason: 'unreachable', code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
    expect(await refusalOf(fetchWith(`${misnamed.origin}/product`, trusted.cert))).toEqual({ reason: 'unreachable', code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    // Without it, the system's authorities decide, and none of them signed the test's certificate.
    expect(await refusalOf(fetchWith(`${site.origin}/product`))).toEqual({ reason: 'unreachable', code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
  });
});
