/**
 * The values a case carries before it becomes a request. Besides plain JSON they may hold
 * placeholders: a reference into the pool of real ids (resolved when the case runs, so that it
 * names rows that exist then), a huge string (built only when sent, described by its size), and raw
 * JSON text (deep nesting, numbers JSON.stringify cannot write, keys an object literal cannot hold).
 */

export type PoolName = 'userId' | 'targetUserId' | 'desireId' | 'notificationId' | 'chatId' | 'messageId' | 'categoryId' | 'publicId' | 'uploadPath' | 'uploadFile' | 'email' | 'password' | 'category';

export class PoolRef {
  constructor(
    readonly pool: PoolName,
    readonly pick: number,
  ) {}
}

export class HugeString {
  constructor(
    readonly size: number,
    readonly unit: string,
  ) {}
  build(): string {
    return this.unit.repeat(Math.ceil(this.size / this.unit.length)).slice(0, this.size);
  }
}

export class RawJson {
  constructor(
    readonly text: string,
    /** What the report says instead of the text, which may be megabytes long. */
    readonly label: string,
  ) {}
}

/** Raw `"key": value` members written into an object beside its own keys (`__proto__`, say). */
export const RAW_MEMBERS = Symbol('raw members');
type WithRawMembers = { [RAW_MEMBERS]?: string[] };

export type Pools = Record<PoolName, readonly string[]>;
export type Path = (string | number)[];

/** A copy of a value with its pool references replaced by the rows they pick now. */
export function resolveRefs(value: unknown, pools: Pools): unknown {
  if (value instanceof PoolRef) {
    const pool = pools[value.pool];
    return pool.length === 0 ? '' : pool[value.pick % pool.length];
  }
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, pools));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> & WithRawMembers = {};
    for (const [key, item] of Object.entries(value)) out[key] = resolveRefs(item, pools);
    const raw = (value as WithRawMembers)[RAW_MEMBERS];
    if (raw) out[RAW_MEMBERS] = [...raw];
    return out;
  }
  return value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PoolRef) && !(value instanceof HugeString) && !(value instanceof RawJson);
}

export function addRawMembers(target: object, members: string[]): void {
  const holder = target as WithRawMembers;
  holder[RAW_MEMBERS] = [...(holder[RAW_MEMBERS] ?? []), ...members];
}

/** JSON text of a value, placeholders written out. */
export function toJsonText(value: unknown): string {
  if (value instanceof HugeString) return JSON.stringify(value.build());
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (isPlainObject(value)) {
    const members = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`);
    members.push(...((value as WithRawMembers)[RAW_MEMBERS] ?? []));
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The text a value stands for in a query string or a path segment. */
export function toPlainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof HugeString) return value.build();
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return String(value);
  return toJsonText(value);
}

/**
 * Percent-encoding as a raw HTTP client may send it: UTF-8, and a lone surrogate as the three bytes
 * it would take (invalid UTF-8), where encodeURIComponent would throw.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(text[i] ?? '');
    }
  }
  return out;
}

/**
 * A query string from an object: arrays repeat their key, nested objects use `a[b]=` keys (what
 * many clients send, and what a parser must not choke on), raw members go in as written.
 */
export function toQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (isPlainObject(value)) for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    else if (value !== undefined) pairs.push(`${percentEncode(key)}=${percentEncode(toPlainText(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  pairs.push(...((query as WithRawMembers)[RAW_MEMBERS] ?? []));
  return pairs.join('&');
}

/** Every place in a value a mutation may aim at: the value itself, and each key and item below it. */
export function pathsOf(value: unknown, limit = 60): Path[] {
  const paths: Path[] = [[]];
  const walk = (node: unknown, path: Path) => {
    if (paths.length >= limit) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        paths.push([...path, i]);
        walk(item, [...path, i]);
      });
    } else if (isPlainObject(node)) {
      for (const [key, item] of Object.entries(node)) {
        paths.push([...path, key]);
        walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
  return paths;
}

export function getAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** Sets (or with `undefined`, removes) what is at `path`; answers the new root. */
export function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const parent = getAt(root, path.slice(0, -1));
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(parent) && typeof last === 'number') {
    if (replacement === undefined) parent.splice(last, 1);
    else parent[last] = replacement;
  } else if (parent !== null && typeof parent === 'object') {
    const record = parent as Record<string, unknown>;
    if (replacement === undefined) delete record[last];
    else record[last] = replacement;
  }
  return root;
}

/** Short text for reports: long strings cut, placeholders named. */
export function describeValue(value: unknown, max = 160): string {
  const text = describeInner(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

function describeInner(value: unknown): string {
  if (value instanceof HugeString) return `<${value.size.toLocaleString('en')} × ${JSON.stringify(value.unit)}>`;
  if (value instanceof RawJson) return `<${value.label}>`;
  if (value instanceof PoolRef) return `<${value.pool}#${value.pick}>`;
  if (Array.isArray(value)) return `[${value.map(describeInner).join(',')}]`;
  if (isPlainObject(value)) {
    const members = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${describeInner(item)}`);
    members.push(...((value as WithRawMembers)[RAW_MEMBERS] ?? []).map((m) => (m.length > 60 ? `${m.slice(0, 60)}…` : m)));
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'string') return escapeForReport(JSON.stringify(value));
  return String(value);
}

/** Control and invisible characters made visible (JSON.stringify leaves C1, bidi and zero-width ones as they are). */
export function escapeForReport(text: string): string {
  return text.replace(/[\u0080-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\u3164\ufeff\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
