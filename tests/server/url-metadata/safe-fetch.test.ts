import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { FetchRefusal, safeFetch, type Resolver, type SafeFetchOptions } from '../../../server/src/services/url-metadata/safe-fetch';
import { parseImportUrl } from '../../../server/src/services/url-metadata';
import { html, redirect, startFixture, type FixtureServer } from './fixture-server';

// The guarded fetch on its own, with a stand-in DNS. Every address any test here can reach is
// 127.0.0.1: the other addresses the stand-in DNS names must be refused before any connection.

let site: FixtureServer;
beforeAll(async () => {
  site = await startFixture({
    '/': html('<title>Home</title>'),
    '/hop': redirect('/'),
    '/gzip': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync('<title>Zipped</title>'));
    },
    '/gzip-bomb': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(20 * 1024 * 1024)));
    },
    '/stall': () => {},
  });
});
afterAll(() => site.close());

/** A DNS that knows a few names and counts the questions. */
function fakeDns(answers: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { asked, resolve };
}

function options(overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return { allow: [], signal: AbortSignal.timeout(5000), accept: 'text/html', bodyLimit: () => 1024 * 1024, ...overrides };
}

async function refusal(promise: Promise<unknown>): Promise<FetchRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FetchRefusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('safeFetch', () => {
  it('connects to the address it vetted, keeping the host name for the Host header', async () => {
    const dns = fakeDns({ 'shop.test': ['127.0.0.1'] });
    const before = site.requests.length;
    const answer = await safeFetch(new URL(`http://shop.test:${site.port}/`), options({ allow: [`shop.test:${site.port}`], resolve: dns.resolve }));
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('<title>Home</title>');
    // One question, and the system's DNS (which does not know shop.test) was never asked again.
    expect(dns.asked).toEqual(['shop.test']);
    expect(site.requests.slice(before).map((r) => r.headers.host)).toEqual([`shop.test:${site.port}`]);
  });

  it('asks DNS again on every redirect hop', async () => {
    const dns = fakeDns({ 'shop.test': ['127.0.0.1'] });
    const answer = await safeFetch(new URL(`http://shop.test:${site.port}/hop`), options({ allow: [`shop.test:${site.port}`], resolve: dns.resolve }));
    expect(answer.url.pathname).toBe('/');
    expect(dns.asked).toEqual(['shop.test', 'shop.test']);
  });

  it('refuses a name when any of its addresses is not public, before connecting', async () => {
    const before = site.requests.length;
    for (const addresses of [['127.0.0.1', '0.0.0.0'], ['127.0.0.1', '::ffff:10.0.0.1'], ['127.0.0.1', 'fd00:ec2::254']]) {
      const dns = fakeDns({ 'shop.test': addresses });
      const error = await refusal(safeFetch(new URL(`http://shop.test:${site.port}/`), options({ allow: [`shop.test:${site.port}`], resolve: dns.resolve })));
      expect(error.reason).toBe('address');
      expect(error.statusCode).toBe(400);
    }
    expect(site.requests.length).toBe(before);
  });

  it('opens loopback only for the allow list, and never the private network', async () => {
    const dns = fakeDns({ 'shop.test': ['127.0.0.1'], 'intranet.test': ['10.1.2.3'] });
    const notListed = await refusal(safeFetch(new URL(`http://shop.test:${site.port}/`), options({ allow: [site.hostPort], resolve: dns.resolve })));
    expect(notListed.reason).toBe('port');
    const privateListed = await refusal(safeFetch(new URL(`http://intranet.test:${site.port}/`), options({ allow: [`intranet.test:${site.port}`], resolve: dns.resolve })));
    expect(privateListed.reason).toBe('address');
    const defaultPort = await refusal(safeFetch(new URL('http://shop.test/'), options({ allow: [site.hostPort], resolve: dns.resolve })));
    expect(defaultPort.reason).toBe('address');
  });

  it('answers 502 for a name that does not resolve', async () => {
    const error = await refusal(safeFetch(new URL('http://nowhere.test/'), options({ resolve: fakeDns({}).resolve })));
    expect([error.reason, error.statusCode]).toEqual(['unreachable', 502]);
  });

  it('gives up on a DNS answer that never comes', async () => {
    const hanging: Resolver = () => new Promise(() => {});
    const error = await refusal(safeFetch(new URL('http://slow.test/'), options({ resolve: hanging, signal: AbortSignal.timeout(100) })));
    expect([error.reason, error.statusCode]).toEqual(['timeout', 504]);
  });

  it('gives up on a server that never answers', async () => {
    const started = Date.now();
    const error = await refusal(safeFetch(new URL(`${site.origin}/stall`), options({ allow: [site.hostPort], signal: AbortSignal.timeout(200) })));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('decompresses, and counts the limit after decompression', async () => {
    const zipped = await safeFetch(new URL(`${site.origin}/gzip`), options({ allow: [site.hostPort] }));
    expect(zipped.body.toString()).toBe('<title>Zipped</title>');
    const bomb = await refusal(safeFetch(new URL(`${site.origin}/gzip-bomb`), options({ allow: [site.hostPort] })));
    expect([bomb.reason, bomb.statusCode]).toEqual(['too-large', 413]);
  });
});

describe('parseImportUrl', () => {
  it('reads an address without a scheme as https', () => {
    expect(parseImportUrl('  shop.example/item?id=1 ').href).toBe('https://shop.example/item?id=1');
    expect(parseImportUrl('HTTP://Shop.Example:80/a').href).toBe('http://shop.example/a');
  });

  it('refuses other schemes, other ports and nonsense', () => {
    const reason = (text: string) => {
      try {
        parseImportUrl(text);
        return 'accepted';
      } catch (error) {
        return error instanceof FetchRefusal ? error.reason : String(error);
      }
    };
    expect(reason('file:///etc/passwd')).toBe('scheme');
    expect(reason('gopher://127.0.0.1:70/')).toBe('scheme');
    expect(reason('ftp://example.com/file')).toBe('scheme');
    expect(reason('data:text/html,<title>x</title>')).toBe('scheme');
    expect(reason('javascript:alert(1)')).toBe('scheme');
    expect(reason('shop.example:8080/item')).toBe('port');
    expect(reason('https://shop.example:8443/')).toBe('port');
    expect(reason('http://shop.example:443/')).toBe('port');
    expect(reason('http://exa mple.com/')).toBe('invalid-url');
    expect(reason('http://')).toBe('invalid-url');
  });
});
