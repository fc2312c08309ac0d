import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { HttpError } from '../../lib/http-error';
import { classifyAddress, isHostName } from './address-rules';

/** Sent with every request, so that site owners can tell what is fetching their page and why. */
export const USER_AGENT = 'WishwellBot/1.0 (+link preview)';
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Why a fetch was refused or failed, with the answer the member gets for it. */
const REFUSALS = {
  'invalid-url': [400, 'Please enter a valid web address'],
  scheme: [400, 'Only http and https addresses can be imported'],
  port: [400, 'Only addresses on the standard web ports (80 and 443) can be imported'],
  address: [400, 'This address cannot be imported: it points to a private or reserved network'],
  unreachable: [502, 'Could not reach that page'],
  'too-many-redirects': [502, 'The page redirected too many times'],
  'too-large': [413, 'The page is too large to import'],
  timeout: [504, 'The page took too long to answer'],
} as const satisfies Record<string, readonly [number, string]>;

export type RefusalReason = keyof typeof REFUSALS;

export class FetchRefusal extends HttpError {
  constructor(
    readonly reason: RefusalReason,
    /** For logs and tests only: never sent to the member (it may name internal addresses). */
    readonly detail?: string,
    cause?: unknown,
  ) {
    super(REFUSALS[reason][0], REFUSALS[reason][1]);
    this.name = 'FetchRefusal';
    if (cause !== undefined) this.cause = cause;
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name has. Tests swap it to play a DNS server; the default asks the system. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface SafeFetchOptions {
  /** Test-only loopback `host:port` pairs that may be fetched despite the port and address rules. */
  allow: readonly string[];
  /** Test-only PEM certificate authority that https hops trust instead of the system's (a fixture's own). */
  testCa?: string;
  /** Ends the whole fetch, every hop, headers and body included. */
  signal: AbortSignal;
  accept: string;
  /**
   * How many body bytes to read for the final answer; more fails as too large, 0 leaves the body
   * unread (an error page, a type that will not be used).
   */
  bodyLimit: (status: number, contentType: string) => number;
  resolve?: Resolver;
}

export interface FetchedResponse {
  /** Where the last hop landed, after redirects: relative links resolve against it. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** Lower case, parameters included (`text/html; charset=utf-8`); empty when the site sent none. */
  contentType: string;
  body: Buffer;
}

/**
 * GET that only reaches the public internet. Every hop is vetted the same way: http(s) only, the
 * scheme's default port, and every address the host name resolves to must be public. The connection
 * then goes to the vetted addresses themselves, so a DNS answer that changes between the check and
 * the connection (DNS rebinding) cannot point it elsewhere. Redirects are followed by hand.
 */
export async function safeFetch(start: URL, options: SafeFetchOptions): Promise<FetchedResponse> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const addresses = await vetTarget(url, options);
    const answer = await requestOnce(url, addresses, options);
    if (answer.location === undefined) return answer;
    if (hop >= MAX_REDIRECTS) throw new FetchRefusal('too-many-redirects', `more than ${MAX_REDIRECTS} redirects`);
    try {
      url = new URL(answer.location, url);
    } catch (error) {
      throw new FetchRefusal('unreachable', `bad redirect location ${answer.location}`, error);
    }
  }
}

/**
 * The rules that need no network: http(s) only, an address written as an IP must be public, a name
 * must be a host name, and only the scheme's default port. (A test fixture on the allow list may be on loopback.)
 */
export function checkTarget(url: URL, allow: readonly string[]): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefusal('scheme', url.protocol);
  const host = bareHostname(url);
  if (isIP(host) !== 0) checkAddresses(url, [host], allow);
  else if (!isHostName(host)) throw new FetchRefusal('invalid-url', host);
  // The URL parser drops a port that is the scheme's default, so any port left is another one.
  if (url.port !== '' && !allow.includes(url.host)) throw new FetchRefusal('port', url.host);
}

/** The host name without the brackets an IPv6 literal wears in a URL. */
export function bareHostname(url: URL): string {
  return url.hostname.startsWith('[') && url.hostname.endsWith(']') ? url.hostname.slice(1, -1) : url.hostname;
}

/** Checks a hop and answers the addresses it may connect to; throws when any address is not public. */
export async function vetTarget(url: URL, options: Pick<SafeFetchOptions, 'allow' | 'resolve' | 'signal'>): Promise<ResolvedAddress[]> {
  checkTarget(url, options.allow);
  const host = bareHostname(url);
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family }];
  let addresses: ResolvedAddress[];
  try {
    addresses = await untilAborted((options.resolve ?? systemResolver)(host), options.signal);
  } catch (error) {
    if (error instanceof FetchRefusal) throw error;
    throw new FetchRefusal('unreachable', `cannot resolve ${host}`, error);
  }
  if (addresses.length === 0) throw new FetchRefusal('unreachable', `${host} has no address`);
  checkAddresses(url, addresses.map((a) => a.address), options.allow);
  return addresses;
}

/** Every address must be public; a test fixture on the allow list may be on loopback, never the private network. */
function checkAddresses(url: URL, addresses: string[], allow: readonly string[] = []): void {
  const allowed = allow.includes(url.host);
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind !== 'public' && !(allowed && kind === 'loopback')) {
      throw new FetchRefusal('address', `${bareHostname(url)} is ${address} (${kind})`);
    }
  }
}

interface Answer extends FetchedResponse {
  /** Set on a redirect: the Location to follow next. */
  location?: string;
}

/**
 * What Node asks instead of DNS for the host name, keeping the name for Host and TLS (SNI and
 * certificate checks): the connection can only go to these (vetted) addresses.
 */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    const [first] = addresses;
    if (lookupOptions.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
  };
}

/** One request to one vetted host; follows nothing. */
function requestOnce(url: URL, addresses: ResolvedAddress[], options: SafeFetchOptions): Promise<Answer> {
  const { signal } = options;
  if (signal.aborted) return Promise.reject(new FetchRefusal('timeout'));
  const pinned = pinnedLookup(addresses);
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null, answer?: Answer) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (error || !answer) {
        request.destroy();
        reject(error ?? new FetchRefusal('unreachable'));
      } else {
        resolve(answer);
      }
    };
    const onAbort = () => settle(new FetchRefusal('timeout'));

    const request = transport.request(
      {
        protocol: url.protocol,
        host: bareHostname(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        // A fresh connection each time: a pooled one might outlive the address it was vetted for.
        agent: false,
        lookup: pinned,
        // Certificates are always checked; a test only changes who must have signed them.
        ...(options.testCa ? { ca: options.testCa } : {}),
        headers: {
          host: url.host,
          'user-agent': USER_AGENT,
          accept: options.accept,
          'accept-language': 'en;q=0.9, *;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const base = { url, status, headers: response.headers, contentType: (response.headers['content-type'] ?? '').toLowerCase() };
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          response.destroy();
          settle(null, { ...base, body: Buffer.alloc(0), location });
          return;
        }
        const limit = options.bodyLimit(status, base.contentType);
        if (limit <= 0) {
          response.destroy();
          settle(null, { ...base, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > limit) {
          settle(new FetchRefusal('too-large', `declared ${declared} bytes`));
          return;
        }
        readBody(response, limit).then(
          (body) => settle(null, { ...base, body }),
          (error: unknown) => settle(error instanceof FetchRefusal ? error : new FetchRefusal('unreachable', 'body failed', error)),
        );
      },
    );
    request.on('error', (error) => settle(new FetchRefusal('unreachable', error.message, error)));
    signal.addEventListener('abort', onAbort, { once: true });
    request.end();
  });
}

/**
 * Reads the body as it arrives, decompressed, and stops as soon as it passes `limit` bytes (counted
 * after decompression, so a small compressed bomb cannot pass).
 */
async function readBody(response: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Kept aside: the pipeline reports the streams it tore down (an AbortError), not why.
  let tooLarge: FetchRefusal | null = null;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > limit) throw (tooLarge = new FetchRefusal('too-large', `over ${limit} bytes`));
      chunks.push(chunk);
    }
  };
  const decoder = decoderFor(response.headers['content-encoding']);
  try {
    if (decoder) await pipeline(response, decoder, collect);
    else await pipeline(response, collect);
  } catch (error) {
    throw tooLarge ?? error;
  }
  return Buffer.concat(chunks, size);
}

function decoderFor(encoding: string | undefined) {
  const value = (encoding ?? '').trim().toLowerCase();
  if (value === '' || value === 'identity') return null;
  if (value === 'gzip' || value === 'x-gzip') return zlib.createGunzip();
  if (value === 'deflate') return zlib.createInflate();
  if (value === 'br') return zlib.createBrotliDecompress();
  throw new FetchRefusal('unreachable', `unsupported content encoding ${value}`);
}

/** A promise that gives up when the signal fires (DNS lookups cannot be cancelled themselves). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new FetchRefusal('timeout'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FetchRefusal('timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
