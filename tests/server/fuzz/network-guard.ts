import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net, { isIP } from 'node:net';
import type { ResolvedAddress } from '../../../server/src/services/url-metadata/safe-fetch';

/**
 * Keeps the fuzz on this machine. Three layers, each enough on its own for the URL import, the only
 * route that fetches:
 *
 * 1. The generator writes import addresses whose host is made of letters and hyphens only, never an
 *    IP literal (schema-arbitrary.ts `importUrlArbitrary`); host names go to `loopbackResolver`,
 *    which answers 127.0.0.1 for every name, so the import refuses them as non-public without any
 *    DNS query. Mutations insert no digits, but a few replace the whole value, and some of those a
 *    URL parser reads as an address ("0" is 0.0.0.0): hence layer 2.
 * 2. Before a case is sent, `vetImportPayload` reads its body as the server might (as JSON, as a
 *    form, as text) and replaces the body when any string in it would be taken as an IP literal
 *    other than loopback.
 * 3. `forbidOutboundNetwork` makes every socket connection and DNS lookup of this process fail and
 *    records it; the test fails when anything tried. The fuzz needs neither: it uses `inject`.
 */

export interface NetworkGuard {
  /** Every connection or lookup that was tried (and refused). */
  readonly attempts: string[];
  restore: () => void;
}

type Lookup = (...args: unknown[]) => unknown;

/**
 * The test database's `host:port` when the server tests run on PostgreSQL (TEST_DATABASE_URL), if it is
 * on loopback: the one connection the fuzz may open.
 */
export function loopbackDatabaseTarget(url = process.env.TEST_DATABASE_URL): string | null {
  if (!url) return null;
  const { hostname, port } = new URL(url);
  return isLoopback(hostname) ? `${hostname}:${port || '5432'}` : null;
}

export function forbidOutboundNetwork(allowed: readonly string[] = []): NetworkGuard {
  const attempts: string[] = [];
  const connect = net.Socket.prototype.connect;
  const originals = new Map<string, Lookup>();

  net.Socket.prototype.connect = function refusedConnect(this: net.Socket, ...args: unknown[]) {
    if (allowed.includes(describeTarget(args))) return connect.apply(this, args as Parameters<typeof connect>);
    attempts.push(`connect ${describeTarget(args)}`);
    process.nextTick(() => this.destroy(new Error('The fuzz test opens no network connection')));
    return this;
  } as typeof connect;

  const refuse = (name: string) =>
    function refusedLookup(...args: unknown[]) {
      attempts.push(`dns.${name} ${String(args[0])}`);
      const callback = [...args].reverse().find((arg) => typeof arg === 'function') as ((error: Error) => void) | undefined;
      const error = Object.assign(new Error('The fuzz test makes no DNS query'), { code: 'ENOTFOUND' });
      if (callback) {
        process.nextTick(() => callback(error));
        return undefined;
      }
      return Promise.reject(error);
    };
  const patch = (owner: Record<string, unknown>, prefix: string) => {
    for (const name of Object.keys(owner)) {
      if (name !== 'lookup' && name !== 'lookupService' && !name.startsWith('resolve')) continue;
      if (typeof owner[name] !== 'function') continue;
      originals.set(`${prefix}${name}`, owner[name] as Lookup);
      owner[name] = refuse(`${prefix}${name}`);
    }
  };
  patch(dns as unknown as Record<string, unknown>, '');
  patch(dns.promises as unknown as Record<string, unknown>, 'promises.');
  // ES module imports of node:dns read their named exports from a copy; bring it up to date.
  syncBuiltinESMExports();

  return {
    attempts,
    restore: () => {
      net.Socket.prototype.connect = connect;
      for (const [key, original] of originals) {
        const [owner, name] = key.startsWith('promises.') ? [dns.promises, key.slice(9)] : [dns, key];
        (owner as unknown as Record<string, unknown>)[name] = original;
      }
      syncBuiltinESMExports();
    },
  };
}

function describeTarget(args: unknown[]): string {
  const [first, second] = args;
  // net.connect hands the socket its arguments already normalized, as one array.
  if (Array.isArray(first)) return describeTarget(first);
  if (first && typeof first === 'object') {
    const options = first as { host?: string; port?: number; path?: string };
    return options.path ?? `${options.host ?? 'localhost'}:${options.port ?? '?'}`;
  }
  return `${String(second ?? 'localhost')}:${String(first)}`;
}

/** The URL import's DNS in the fuzz: every name is loopback, which the import refuses. */
export function loopbackResolver(): { resolve: (hostname: string) => Promise<ResolvedAddress[]>; names: string[] } {
  const names: string[] = [];
  return {
    names,
    resolve: async (hostname) => {
      names.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    },
  };
}

const SAFE_PAYLOAD = JSON.stringify({ url: 'https://ip-literal-removed.invalid/' });

/**
 * Replaces a request body meant for the URL import when any string in it (key or value) would reach
 * the network as an IP literal other than loopback. Reads the body as the server might: UTF-8
 * (invalid bytes replaced), a byte-order mark dropped, as JSON or as a form whatever the content
 * type says.
 * Answers the payload to send and whether it was replaced.
 */
export function vetImportPayload(payload: string | Buffer | undefined): { payload: string | Buffer | undefined; replaced: boolean } {
  if (payload === undefined) return { payload, replaced: false };
  const text = (typeof payload === 'string' ? payload : payload.toString('utf8')).replace(/^\ufeff/, '');
  // The text itself and its form fields too, in case a parser for those is ever added.
  const pending: unknown[] = [text, ...[...new URLSearchParams(text)].flat()];
  try {
    pending.push(JSON.parse(text));
  } catch {
    // Not JSON to us, so not JSON to the server's parser either.
  }
  // Iterative: the fuzz sends JSON nested tens of thousands deep.
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!reachesOnlyLoopback(value)) return { payload: SAFE_PAYLOAD, replaced: true };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return { payload, replaced: false };
}

/**
 * False when some reading of `text` as an address (as written, trimmed, with http(s):// put in
 * front, as a browser's address bar would) has an IP literal host that is not loopback.
 */
function reachesOnlyLoopback(text: string): boolean {
  const readings = new Set<string>();
  for (const variant of [text, text.trim(), text.replace(/\s+/g, '')]) {
    readings.add(variant);
    readings.add(`https://${variant}`);
    readings.add(`http://${variant}`);
  }
  for (const reading of readings) {
    let host: string;
    try {
      host = new URL(reading).hostname;
    } catch {
      continue;
    }
    const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    if (isIP(bare) !== 0 && !isLoopback(bare)) return false;
  }
  return true;
}

function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}
