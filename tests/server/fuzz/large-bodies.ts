import type { FastifyInstance } from 'fastify';
import { DEFAULT_BODY_LIMIT } from '../../../server/src/app';
import { INPUT_BUDGET } from '../../../server/src/plugins/input-guard';
import type { FuzzRoute } from './cases';
import type { Fixtures } from './fixtures';
import type { CaseResult } from './report';
import type { IdentityName } from './request';
import { problemOf } from './runner';

/**
 * Bodies built to be expensive to read: an array or an object of 10^5 to 10^6 entries, cut to what
 * the route's size limit lets through, so that it is the body's shape (not its size) that must be
 * refused. A route whose limit (the size its contract allows) leaves fewer entries than the input
 * budget gets the whole body instead, which its size must refuse. Each is sent as a visitor and as a
 * caller who may make the call, and the event loop's longest stall is measured around each.
 */
export type BodyShape = 'array' | 'object';

export interface LargeBodyCase {
  route: FuzzRoute;
  identity: IdentityName;
  shape: BodyShape;
  /** Entries asked for, and entries sent once cut to the route's limit. */
  asked: number;
  entries: number;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SOME_ID = '0'.repeat(24);

/** Bytes of `entries` entries of each shape: `1,` per item; `"k<n>":1,` per key. */
function bytesOf(shape: BodyShape, entries: number): number {
  if (shape === 'array') return 2 * entries + 1;
  let bytes = 2;
  for (let digits = 1, from = 0; from < entries; digits++, from = 10 ** (digits - 1)) {
    const to = Math.min(entries, 10 ** digits);
    bytes += (to - from) * (digits + 6);
  }
  return bytes;
}

/** The most entries of `shape` that fit in `limit` bytes, up to `asked`. */
function fit(shape: BodyShape, asked: number, limit: number): number {
  let low = 0;
  let high = asked;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (bytesOf(shape, middle) <= limit) low = middle;
    else high = middle - 1;
  }
  return low;
}

const bodies = new Map<string, Buffer>();
function bodyOf(shape: BodyShape, entries: number): Buffer {
  const key = `${shape}:${entries}`;
  let body = bodies.get(key);
  if (!body) {
    const parts = new Array<string>(entries);
    for (let i = 0; i < entries; i++) parts[i] = shape === 'array' ? '1' : `"k${i}":1`;
    body = Buffer.from(shape === 'array' ? `[${parts.join(',')}]` : `{${parts.join(',')}}`);
    bodies.set(key, body);
  }
  return body;
}

/**
 * Every route that reads a JSON body, each shape and size, as a visitor and as a caller it admits.
 * Their bodies are built here, before anything is timed: building a million entries is the test's
 * work, not the server's.
 */
export function largeBodyCases(routes: FuzzRoute[], sizes: number[]): LargeBodyCase[] {
  const cases: LargeBodyCase[] = [];
  for (const route of routes) {
    if (route.kind !== 'json' || !BODY_METHODS.has(route.method)) continue;
    const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
    const identities: IdentityName[] = ['visitor', route.url.startsWith('/api/admin') ? 'admin' : 'member'];
    for (const identity of identities) {
      for (const shape of ['array', 'object'] as const) {
        for (const asked of sizes) {
          const fitted = fit(shape, asked, limit);
          cases.push({ route, identity, shape, asked, entries: fitted > INPUT_BUDGET.entries ? fitted : asked });
        }
      }
    }
  }
  for (const c of cases) bodyOf(c.shape, c.entries);
  return cases;
}

export async function runLargeBodyCase(app: FastifyInstance, fixtures: Fixtures, c: LargeBodyCase, index: number): Promise<CaseResult> {
  const token = await fixtures.tokenFor(c.identity, c.route.key, 'not a token');
  const url = c.route.url.replace(/:\w+/g, SOME_ID);
  const description = `${c.route.method} ${url} | ${c.shape} of ${c.entries.toLocaleString('en')} entries${c.entries < c.asked ? ` (${c.asked.toLocaleString('en')} cut to the limit)` : ' (past the limit)'}`;
  const res = await app.inject({
    method: c.route.method as 'POST',
    url,
    remoteAddress: `127.1.${index % 250}.${(index >> 8) % 250 + 1}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: bodyOf(c.shape, c.entries),
  });
  return {
    index,
    route: c.route.key,
    identity: c.identity,
    kinds: `large-body:${c.shape}`,
    status: res.statusCode,
    problem: problemOf(res, c.route.method),
    description,
    answer: `${res.statusCode} ${res.body.slice(0, 160)}`,
  };
}
