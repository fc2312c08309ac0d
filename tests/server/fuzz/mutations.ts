import fc from 'fast-check';
import { multipartBreakArbitrary, type MultipartBreak } from './multipart';
import { HugeString, PoolRef, RawJson, addRawMembers, getAt, isPlainObject, pathsOf, setAt, toPlainText, type Path } from './values';

export type Area = 'body' | 'query' | 'params';

/** Characters that have broken servers before, by family. */
const CHARSETS = {
  'control-chars': ['\u0000', '\u0000\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\r\n', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009b', '\u009f'],
  'lone-surrogate': ['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800', 'a\ud83d'],
  bidi: ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'],
  invisible: ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u3164', '\u115f', '\u2800', '\u034f', '\u00a0', '\u3000'],
} as const;

export type InsertKind = 'control-chars' | 'lone-surrogate' | 'bidi';

/**
 * One way to break a request. Value mutations aim at a place (`area` and `path`) in the valid input;
 * the others change how the request is sent.
 */
export type Mutation =
  | { kind: 'wrong-type'; area: Area; path: Path; value: unknown }
  | { kind: InsertKind; area: Area; path: Path; chars: string; at: number; everywhere?: Path[] }
  | { kind: 'invisible-only'; area: Area; path: Path; text: string }
  | { kind: 'huge-string'; area: Area; path: Path; size: number; unit: string }
  | { kind: 'deep-nesting'; area: Area; path: Path; depth: number; shape: 'array' | 'object' | 'mixed' | 'unclosed' }
  | { kind: 'missing-field'; area: Area; path: Path }
  | { kind: 'number-edge'; area: Area; path: Path; text: string }
  | { kind: 'unknown-keys'; area: Area; path: Path; keys: Record<string, unknown> }
  | { kind: 'proto-keys'; area: Area; path: Path; members: string[] }
  | { kind: 'content-type'; variant: ContentVariant }
  | { kind: 'odd-path'; param: string; raw: string }
  | { kind: 'odd-query'; raw: string }
  | { kind: 'odd-header'; name: string; value: string }
  | { kind: 'head-method' }
  | { kind: 'multipart'; broken: MultipartBreak }
  | { kind: 'websocket'; frames: WsFrame[]; token: 'identity' | 'none' | 'garbage' | 'huge' };

export type WsFrame = { text: string } | { bytes: number[]; binary: boolean } | { huge: number };

export type ContentVariant =
  | { type: 'text/plain' }
  | { type: 'form-urlencoded' }
  | { type: 'multipart-garbage' }
  | { type: 'no-content-type' }
  | { type: 'invalid-json'; how: string }
  | { type: 'empty-body'; contentType: string }
  | { type: 'odd-json-type'; contentType: string }
  | { type: 'bom' }
  | { type: 'invalid-utf8'; bytes: number[]; at: number }
  | { type: 'octet-stream'; bytes: number[] }
  | { type: 'xml' };

/** What a route's input looks like, for choosing where mutations aim. */
export interface InputShape {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  multipart: boolean;
  isGet: boolean;
  websocket: boolean;
  hasBodySchema: boolean;
  hasQuerySchema: boolean;
  /** The free-text fields of the body and query (schema-arbitrary.ts `freeTextPaths`). */
  text: { area: Area; path: Path }[];
}

const WRONG_TYPES: unknown[] = [0, -1, 1.5, true, false, null, [], {}, 'text', '', ['a', 1], { a: { b: 1 } }, 'null', 'true', '[]', '{}', '0'];
const NUMBER_TEXTS = ['1e400', '-1e400', '9007199254740993', '-0', '1e-400', '123456789012345678901234567890', '1.5', '-1', '0', '0.1e1'];
const QUERY_NUMBER_TEXTS = [...NUMBER_TEXTS, 'NaN', 'Infinity', '0x10', ' 1', '1 ', '１', '1,2', '2e3', '+5', '1_000'];
const HUGE_UNITS = ['a', 'é', '😀', '\u0000', 'ab\u200b', '\ud800'];
const PROTO_MEMBERS = [
  '"__proto__":{"isAdmin":true,"role":"admin"}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"__proto__":null',
  '"__proto__":[]',
  '"prototype":{"role":"admin"}',
  '"__proto__":{"__proto__":{"polluted":1}}',
];
const PROTO_QUERY = ['__proto__=x', '__proto__[isAdmin]=true', 'constructor[prototype][isAdmin]=true', 'hasOwnProperty=1', 'toString=1', '__proto__.role=admin'];
const ODD_KEYS = ['', '\u0000', 'a.b', '$where', '$gt', 'toString', 'hasOwnProperty', 'valueOf', 'role', 'isAdmin', 'userId', '_id', 'id', 'createdAt', 'isVerified', 'x'.repeat(300)];

/** Raw path segments as a client may put them in the request line (printable ASCII only: anything else it would percent-encode). */
const ODD_SEGMENTS = [
  '%00', '%', '%zz', '%C0%80', '%ED%A0%80', '%FF%FE', '..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2F', 'a%20b', '%E2%80%AE', '%EF%BB%BF',
  'x'.repeat(10_000), '%00'.repeat(100), '~', '.', ';', 'null', 'undefined', '0', '-1', '1e3', 'ABCDEF0123456789ABCDEF01',
  '%0d%0aSet-Cookie:x=1', '%5B%5D', '%7B%7D', '*', "'%20OR%201=1--", '%u0000', 'a'.repeat(101),
];
const ODD_QUERIES = [
  '%', '%zz', '%00', 'a=%ED%A0%80', 'a=%FF', '=', '&&&', '=x', 'a', 'a=1&a=2&a=3', 'page=1&page=2', 'limit=', 'page=%00', 'q=%00%00',
  'token=%00', `x=${'y'.repeat(20_000)}`, `${'k'.repeat(5000)}=1`, 'a[b][c][d]=1', 'a[]=1&a[]=2', ...PROTO_QUERY,
  Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join('&'),
];
const HEADER_ODDITIES: [string, string[]][] = [
  ['authorization', ['Bearer', 'Bearer ', `Bearer ${'x'.repeat(8000)}`, 'Basic dXNlcjpwYXNz', 'Bearer a b', 'Bearer \u00ff\u00fe\u00fd', 'Bearer %00', 'Bearer\ttoken', 'Token abc', 'bearer   x', 'Bearer "x"', 'Bearer x,Bearer y']],
  ['cookie', ['a=%00', `wishwell_reset=${'x'.repeat(5000)}`, '=;;=', 'reset_proof=%ZZ', '\u00ff=\u00fe', 'a=b; a=c; a=d']],
  ['origin', ['null', 'http://evil.example', 'http://\u00e9.example', 'x'.repeat(3000), '', 'http://localhost:5000', 'file://']],
  ['accept', ['text/html', '*/*;q=abc', 'application/json;q=0', 'image/*', '\u00ff']],
  ['accept-encoding', ['br;q=x, gzip', 'gzip;q=1.0, *;q=0', 'identity;q=0', 'x'.repeat(2000)]],
  ['accept-language', ['*', 'en;q=nope', 'x'.repeat(4000)]],
  ['user-agent', ['', 'x'.repeat(8000), '\u00e9']],
  ['x-forwarded-for', ['not an ip', '1.2.3.4, ::1, junk', '']],
  ['host', ['a'.repeat(1000), '[::1', 'example.com:99999', '..']],
  ['range', ['bytes=abc', 'bytes=5-1', Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',').replace(/^/, 'bytes='), 'bytes=99999999999999999999-', 'bytes=-0', 'items=0-1']],
  ['if-none-match', ['*', '"x"', 'W/"', 'x'.repeat(3000)]],
  ['if-modified-since', ['not a date', 'Thu, 01 Jan 1970 00:00:00 GMT', '9999999999999']],
  ['content-encoding', ['gzip', 'br', 'deflate', 'x-unknown']],
  ['transfer-encoding', ['chunked']],
  ['sec-websocket-protocol', ['\u00ff', 'a,b,,c']],
  ['connection', ['upgrade']],
  ['upgrade', ['websocket', 'h2c']],
];
const INVALID_JSON = ['truncate', 'trailing-comma', 'single-quotes', 'NaN', 'undefined', 'leading-zero', 'comment', 'two-documents', 'unquoted-key', 'control-in-string'];

/** NUL is what databases refuse, so it comes up more often than its share. */
const charsOf = (kind: InsertKind | 'invisible') =>
  kind === 'control-chars' ? fc.oneof({ weight: 2, arbitrary: fc.constant('\u0000') }, { weight: 3, arbitrary: fc.constantFrom(...CHARSETS[kind]) }) : fc.constantFrom(...CHARSETS[kind]);

interface Place {
  area: Area;
  path: Path;
  /** Text fields are where most servers break, so they are aimed at most. */
  weight: number;
}

/** Places a value mutation may aim at, in the areas this route has: each field of its schemas, and the whole of each. */
function placesOf(shape: InputShape): Place[] {
  const places: Place[] = [];
  const isText = (area: Area, path: Path) => shape.text.some((place) => place.area === area && samePath(place.path, path));
  const weigh = (area: Area, path: Path, value: unknown) =>
    isText(area, path) ? 8 : typeof value === 'string' || value instanceof PoolRef ? 3 : value !== null && typeof value === 'object' ? 1 : 2;
  const addArea = (area: Area, value: unknown, described: boolean) => {
    // An area the route has no schema for is only replaced whole.
    const paths = described ? pathsOf(value) : [[]];
    for (const path of paths) places.push({ area, path, weight: path.length === 0 ? 1 : weigh(area, path, getAt(value, path)) });
  };
  if (!shape.multipart) addArea('body', shape.body, shape.hasBodySchema);
  addArea('query', shape.query, shape.hasQuerySchema);
  for (const name of Object.keys(shape.params)) places.push({ area: 'params', path: [name], weight: 6 });
  return places;
}

function weightedPlace(places: Place[]): fc.Arbitrary<{ area: Area; path: Path }> {
  const total = places.reduce((sum, place) => sum + place.weight, 0);
  return fc.integer({ min: 0, max: total - 1 }).map((roll) => {
    let left = roll;
    const found = places.find((place) => (left -= place.weight) < 0) ?? (places[0] as Place);
    return { area: found.area, path: found.path };
  });
}

/** The mutations that make sense for a route whose valid input looks like `shape`. */
export function mutationArbitrary(shape: InputShape): fc.Arbitrary<Mutation> {
  const places = placesOf(shape);
  const objectPlaces = places.filter(({ area, path }) => area !== 'params' && (path.length === 0 || isPlainObject(getAt(area === 'body' ? shape.body : shape.query, path))));
  const fieldPlaces = places.filter(({ path }) => path.length > 0);
  const place = weightedPlace(places);
  const options: fc.WeightedArbitrary<Mutation>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => options.push({ weight, arbitrary });

  add(4, fc.record({ at: place, value: fc.constantFrom(...WRONG_TYPES) }).map(({ at, value }) => ({ kind: 'wrong-type', ...at, value })));
  for (const kind of ['control-chars', 'lone-surrogate', 'bidi'] as const) {
    add(
      kind === 'control-chars' ? 6 : 2,
      fc.record({ at: place, chars: charsOf(kind), index: fc.nat(64), everywhere: fc.boolean() }).map(({ at, chars, index, everywhere }) => {
        // Half of them go into every free-text field of the area at once: whichever one the server mishandles, the case finds it.
        const text = shape.text.filter((place) => place.area === at.area).map((place) => place.path);
        return { kind, ...at, chars, at: index, ...(everywhere && text.length > 0 ? { everywhere: text } : {}) };
      }),
    );
  }
  add(2, fc.record({ at: place, parts: fc.array(charsOf('invisible'), { minLength: 1, maxLength: 8 }) }).map(({ at, parts }) => ({ kind: 'invisible-only', ...at, text: parts.join('') })));
  add(
    2,
    fc
      .record({ at: place, unit: fc.constantFrom(...HUGE_UNITS), scale: fc.double({ min: 0, max: 1, noNaN: true }) })
      .map(({ at, unit, scale }) => {
        // A body field is worth trying near and past the 1 MB body limit; a URL part at sizes a proxy would still pass.
        const [min, max] = at.area === 'body' ? [100_000, 2_000_000] : [2_000, 100_000];
        return { kind: 'huge-string', ...at, unit, size: Math.round(min + (max - min) * scale * scale) };
      }),
  );
  add(
    2,
    fc
      .record({ at: place, depth: fc.constantFrom(1_000, 5_000, 10_000, 50_000), shape: fc.constantFrom('array', 'object', 'mixed', 'unclosed') as fc.Arbitrary<'array' | 'object' | 'mixed' | 'unclosed'> })
      .map(({ at, depth, shape: nesting }) => ({ kind: 'deep-nesting', ...at, depth: at.area === 'body' ? depth : Math.min(depth, 2_000), shape: nesting })),
  );
  if (fieldPlaces.length > 0) {
    add(2, weightedPlace(fieldPlaces).map((at) => ({ kind: 'missing-field', ...at })));
    add(
      2,
      fc.record({ at: weightedPlace(fieldPlaces), body: fc.constantFrom(...NUMBER_TEXTS), query: fc.constantFrom(...QUERY_NUMBER_TEXTS) }).map(({ at, body, query }) => ({ kind: 'number-edge', ...at, text: at.area === 'body' ? body : query })),
    );
  }
  if (objectPlaces.length > 0) {
    const keys = fc.dictionary(fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 });
    add(2, fc.record({ at: weightedPlace(objectPlaces), keys }).map(({ at, keys: extra }) => ({ kind: 'unknown-keys', ...at, keys: extra })));
    add(
      2,
      fc.record({ at: weightedPlace(objectPlaces), members: fc.subarray(PROTO_MEMBERS, { minLength: 1 }), query: fc.subarray(PROTO_QUERY, { minLength: 1 }) }).map(({ at, members, query }) => ({
        kind: 'proto-keys',
        ...at,
        members: at.area === 'query' ? query : members,
      })),
    );
  }
  if (!shape.isGet || shape.hasBodySchema) add(shape.hasBodySchema || shape.multipart ? 5 : 2, contentVariantArbitrary.map((variant) => ({ kind: 'content-type', variant })));
  for (const name of Object.keys(shape.params)) add(3, fc.constantFrom(...ODD_SEGMENTS).map((raw) => ({ kind: 'odd-path', param: name, raw })));
  add(2, fc.constantFrom(...ODD_QUERIES).map((raw) => ({ kind: 'odd-query', raw })));
  add(
    2,
    fc
      .constantFrom(...HEADER_ODDITIES)
      .chain(([name, values]) => fc.constantFrom(...values).map((value) => ({ kind: 'odd-header' as const, name, value }))),
  );
  if (shape.isGet) add(1, fc.constant({ kind: 'head-method' }));
  if (shape.multipart) add(20, multipartBreakArbitrary.map((broken) => ({ kind: 'multipart', broken })));
  if (shape.websocket) add(10, websocketArbitrary);
  return fc.oneof(...options);
}

/**
 * One family of breakage each, aimed where it matters most: NUL and a lone surrogate in every
 * free-text field at once, a huge text, JSON nested deep, the wrong content type, an odd path
 * segment, a broken multipart form, a live-channel session, and one valid case to show the way in.
 */
export function focusedFamilies(shape: InputShape): { family: string; arbitrary: fc.Arbitrary<Mutation[]> }[] {
  const families: { family: string; arbitrary: fc.Arbitrary<Mutation[]> }[] = [{ family: 'valid', arbitrary: fc.constant([]) }];
  const areas = [...new Set(shape.text.map((place) => place.area))];
  const inEveryText = (kind: InsertKind, chars: string) =>
    fc.nat(64).map((at): Mutation[] =>
      areas.map((area) => ({ kind, area, path: [], chars, at, everywhere: shape.text.filter((place) => place.area === area).map((place) => place.path) })),
    );
  if (areas.length > 0) {
    families.push({ family: 'NUL in every text field', arbitrary: inEveryText('control-chars', '\u0000') });
    families.push({ family: 'lone surrogate in every text field', arbitrary: inEveryText('lone-surrogate', '\ud800') });
    const text = fc.constantFrom(...shape.text);
    families.push({ family: 'huge text', arbitrary: fc.record({ at: text, size: fc.integer({ min: 100_000, max: 2_000_000 }) }).map(({ at, size }) => [{ kind: 'huge-string', ...at, size, unit: 'a' }]) });
  }
  if (shape.hasBodySchema) {
    families.push({ family: 'deep nesting', arbitrary: fc.constantFrom('array', 'object', 'mixed' as const).map((nesting) => [{ kind: 'deep-nesting', area: 'body', path: [], depth: 10_000, shape: nesting }]) });
  }
  if (!shape.isGet || shape.hasBodySchema || shape.multipart) families.push({ family: 'content type', arbitrary: contentVariantArbitrary.map((variant) => [{ kind: 'content-type', variant }]) });
  for (const param of Object.keys(shape.params)) families.push({ family: `odd path ${param}`, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%C0%80', '%').map((raw) => [{ kind: 'odd-path', param, raw }]) });
  if (shape.multipart) {
    families.push({ family: 'broken multipart', arbitrary: multipartBreakArbitrary.map((broken) => [{ kind: 'multipart', broken }]) });
    families.push({ family: 'broken multipart 2', arbitrary: multipartBreakArbitrary.map((broken) => [{ kind: 'multipart', broken }]) });
  }
  if (shape.websocket) families.push({ family: 'live channel', arbitrary: websocketArbitrary.map((mutation) => [mutation]) });
  return families;
}

const contentVariantArbitrary: fc.Arbitrary<ContentVariant> = fc.oneof(
  fc.constant<ContentVariant>({ type: 'text/plain' }),
  fc.constant<ContentVariant>({ type: 'form-urlencoded' }),
  fc.constant<ContentVariant>({ type: 'multipart-garbage' }),
  fc.constant<ContentVariant>({ type: 'no-content-type' }),
  fc.constantFrom(...INVALID_JSON).map((how) => ({ type: 'invalid-json' as const, how })),
  fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x').map((contentType) => ({ type: 'empty-body' as const, contentType })),
  fc
    .constantFrom(
      'application/json; charset=utf-16le',
      'application/json;charset=latin1',
      'APPLICATION/JSON',
      'application/json, text/plain',
      'application/vnd.api+json',
      'application/json; boundary=x',
      'application/jsonp',
      'application/json; charset="utf-8"',
      'application/merge-patch+json',
      'text/json',
      'application/json;;;',
      '*/*',
      'application/json; charset=\u00ff',
    )
    .map((contentType) => ({ type: 'odd-json-type' as const, contentType })),
  fc.constant<ContentVariant>({ type: 'bom' }),
  fc
    .record({ bytes: fc.constantFrom<number[][]>([0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0xfe, 0xff]), at: fc.nat(200) })
    .map(({ bytes, at }) => ({ type: 'invalid-utf8' as const, bytes, at })),
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }).map((bytes) => ({ type: 'octet-stream' as const, bytes })),
  fc.constant<ContentVariant>({ type: 'xml' }),
);

const websocketArbitrary: fc.Arbitrary<Mutation> = fc.record({
  token: fc.constantFrom('identity', 'identity', 'none', 'garbage', 'huge') as fc.Arbitrary<'identity' | 'none' | 'garbage' | 'huge'>,
  frames: fc.array(
    fc.oneof(
      fc.constantFrom('{"type":"ping"}', 'not json', '', '{"type":"ping","x":1}', '{"type":"subscribe","channel":"*"}', '[]', 'null', '{"type":"\u0000"}', '{"__proto__":{"type":"ping"}}', '\ud800').map((text) => ({ text })),
      fc.record({ bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }), binary: fc.boolean() }),
      fc.constantFrom(1_025, 70_000).map((huge) => ({ huge })),
      fc.constant({ text: '['.repeat(500) }),
    ),
    { maxLength: 6 },
  ),
}).map(({ token, frames }) => ({ kind: 'websocket', token, frames }));

/** The input after a value mutation (the input is a fresh copy, changed in place where it can be). */
export function applyValueMutation(input: { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }, mutation: Mutation): void {
  if (!('area' in mutation)) return;
  const { area, path } = mutation;
  const root = area === 'body' ? input.body : area === 'query' ? input.query : input.params;
  const current = getAt(root, path);
  const set = (value: unknown) => {
    const next = setAt(root, path, value);
    if (area === 'body') input.body = next;
    else if (area === 'query') input.query = isPlainObject(next) ? next : { value: next };
    else input.params = isPlainObject(next) ? next : input.params;
  };
  switch (mutation.kind) {
    case 'wrong-type':
      return set(structuredClone(mutation.value));
    case 'control-chars':
    case 'lone-surrogate':
    case 'bidi': {
      const insert = (text: string) => {
        const at = text.length === 0 ? 0 : mutation.at % (text.length + 1);
        return `${text.slice(0, at)}${mutation.chars}${text.slice(at)}`;
      };
      if (!mutation.everywhere) return set(insert(toPlainText(current)));
      for (const at of mutation.everywhere) {
        const text = getAt(root, at);
        if (typeof text === 'string') setAt(root, at, insert(text));
      }
      return;
    }
    case 'invisible-only':
      return set(mutation.text);
    case 'huge-string':
      return set(new HugeString(mutation.size, mutation.unit));
    case 'deep-nesting':
      return set(nested(mutation.depth, mutation.shape));
    case 'missing-field':
      return set(undefined);
    case 'number-edge':
      return set(area === 'body' ? new RawJson(mutation.text, mutation.text) : mutation.text);
    case 'unknown-keys': {
      const target = isPlainObject(current) ? current : {};
      Object.assign(target, mutation.keys);
      return set(target);
    }
    case 'proto-keys': {
      const target = isPlainObject(current) ? current : {};
      addRawMembers(target, mutation.members);
      return set(target);
    }
  }
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((step, i) => step === b[i]);

function nested(depth: number, shape: 'array' | 'object' | 'mixed' | 'unclosed'): RawJson {
  const label = `${shape} nested ${depth.toLocaleString('en')} deep`;
  if (shape === 'array') return new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`, label);
  if (shape === 'object') return new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, label);
  if (shape === 'unclosed') return new RawJson('['.repeat(depth), label);
  const half = Math.floor(depth / 2);
  return new RawJson(`${'[{"a":'.repeat(half)}0${'}]'.repeat(half)}`, label);
}

/** Where a mutation aimed, in words (`body.title`, `query.page`, `params.id`). */
export function describeMutation(mutation: Mutation): string {
  const where = 'area' in mutation ? [mutation.area === 'query' ? 'query' : mutation.area, ...mutation.path].join('.') : '';
  switch (mutation.kind) {
    case 'content-type':
      return `content-type ${JSON.stringify(mutation.variant).slice(0, 100)}`;
    case 'odd-path':
      return `path ${mutation.param}=${mutation.raw.length > 40 ? `${mutation.raw.slice(0, 40)}…(${mutation.raw.length})` : mutation.raw}`;
    case 'odd-query':
      return `query ${mutation.raw.length > 40 ? `${mutation.raw.slice(0, 40)}…(${mutation.raw.length})` : mutation.raw}`;
    case 'odd-header':
      return `header ${mutation.name}: ${JSON.stringify(mutation.value.length > 40 ? `${mutation.value.slice(0, 40)}…(${mutation.value.length})` : mutation.value)}`;
    case 'head-method':
      return 'HEAD instead of GET';
    case 'multipart':
      return `multipart ${JSON.stringify(mutation.broken).slice(0, 100)}`;
    case 'websocket':
      return `websocket token=${mutation.token} frames=${JSON.stringify(mutation.frames).slice(0, 100)}`;
    default:
      if ('everywhere' in mutation && mutation.everywhere) return `${mutation.kind} ${JSON.stringify(mutation.chars)} in every text field: ${mutation.everywhere.map((p) => [mutation.area, ...p].join('.')).join(', ')}`;
      return `${mutation.kind} at ${where || 'root'}`;
  }
}
