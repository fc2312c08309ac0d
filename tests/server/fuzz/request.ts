import type { InjectOptions } from 'fastify';
import type { Mutation } from './mutations';
import { applyValueMutation, describeMutation } from './mutations';
import { buildMultipart, describeMultipart, type FileBytes, type MultipartBreak, type MultipartInput } from './multipart';
import { describeValue, percentEncode, resolveRefs, toJsonText, toPlainText, toQueryString, type Pools } from './values';

/** One generated case before it is sent: valid input (with pool references) and what breaks it. */
export interface CasePlan {
  identity: IdentityName;
  /** Each case comes from its own loopback address, so per-address limits spread out. */
  remoteAddress: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** undefined: no body. */
  body: unknown;
  multipart?: MultipartInput;
  mutations: Mutation[];
}

export const IDENTITIES = ['visitor', 'member', 'other', 'unverified', 'admin', 'adminAsMember', 'revoked', 'garbage'] as const;
export type IdentityName = (typeof IDENTITIES)[number];

export interface BuiltRequest {
  options: InjectOptions & { method: string; url: string; headers: Record<string, string> };
  /** The input as sent, shortened, for reports. */
  description: string;
}

/** Fills the route's path in; `*` stands for the rest of the path (the static files). */
function pathOf(routeUrl: string, params: Record<string, unknown>, raw: Map<string, string>): string {
  const segment = (name: string) => raw.get(name) ?? (params[name] === undefined ? '' : percentEncode(toPlainText(params[name])));
  // The wildcard is a path of its own: its slashes stay slashes.
  const rest = () => raw.get('*') ?? toPlainText(params['*'] ?? '').split('/').map(percentEncode).join('/');
  if (routeUrl === '*') return `/${rest()}`;
  return routeUrl.replace(/:([A-Za-z0-9_]+)|\*/g, (_match, name: string | undefined) => (name === undefined ? rest() : segment(name)));
}

/** The inject options of a case, with the token of its identity already looked up. */
export function buildRequest(route: { method: string; url: string }, plan: CasePlan, pools: Pools, token: string | null, files: FileBytes, oversizeBytes: number): BuiltRequest {
  const input = {
    params: resolveRefs(plan.params, pools) as Record<string, unknown>,
    query: resolveRefs(plan.query, pools) as Record<string, unknown>,
    body: plan.body === undefined ? undefined : resolveRefs(plan.body, pools),
  };
  const rawSegments = new Map<string, string>();
  const rawQueries: string[] = [];
  const headers: Record<string, string> = {};
  let method = route.method;
  let multipartBreak: MultipartBreak | undefined;
  let content: Extract<Mutation, { kind: 'content-type' }>['variant'] | undefined;

  for (const mutation of plan.mutations) {
    applyValueMutation(input, mutation);
    if (mutation.kind === 'odd-path') rawSegments.set(mutation.param, mutation.raw);
    if (mutation.kind === 'odd-query') rawQueries.push(mutation.raw);
    if (mutation.kind === 'head-method') method = 'HEAD';
    if (mutation.kind === 'multipart') multipartBreak = mutation.broken;
    if (mutation.kind === 'content-type') content = mutation.variant;
  }

  if (token !== null) headers.authorization = `Bearer ${token}`;
  for (const mutation of plan.mutations) if (mutation.kind === 'odd-header') headers[mutation.name] = mutation.value;

  const queryString = [toQueryString(input.query), ...rawQueries].filter((part) => part !== '').join('&');
  const url = `${pathOf(route.url, input.params, rawSegments)}${queryString ? `?${queryString}` : ''}`;

  let payload: string | Buffer | undefined;
  let bodyText = '';
  if (plan.multipart && content === undefined) {
    const form = { ...plan.multipart, fields: resolveRefs(plan.multipart.fields, pools) as Record<string, unknown> };
    const built = buildMultipart(form, multipartBreak, files, oversizeBytes);
    payload = built.payload;
    if (built.contentType) headers['content-type'] = built.contentType;
    bodyText = describeMultipart(form, multipartBreak);
  } else if (input.body !== undefined || content !== undefined) {
    const json = input.body === undefined ? '{}' : toJsonText(input.body);
    ({ payload, bodyText } = encodeBody(json, input.body, content, headers));
  }

  const description = [
    `${method} ${url.length > 200 ? `${url.slice(0, 200)}…(${url.length} chars)` : url}`,
    bodyText ? `body ${bodyText}` : '',
    plan.mutations.length > 0 ? `mutations: ${plan.mutations.map(describeMutation).join('; ')}` : 'valid input',
  ]
    .filter(Boolean)
    .join(' | ');
  return { options: { method: method as NonNullable<InjectOptions['method']>, url, headers, remoteAddress: plan.remoteAddress, ...(payload === undefined ? {} : { payload }) }, description };
}

/** The body as sent: JSON unless a content-type mutation says otherwise. */
function encodeBody(json: string, value: unknown, content: Extract<Mutation, { kind: 'content-type' }>['variant'] | undefined, headers: Record<string, string>): { payload: string | Buffer; bodyText: string } {
  const shown = (text: string) => describeValue(value === undefined ? text : value);
  if (!content) {
    headers['content-type'] = 'application/json';
    return { payload: json, bodyText: shown(json) };
  }
  switch (content.type) {
    case 'text/plain':
      headers['content-type'] = 'text/plain';
      return { payload: json, bodyText: `text/plain ${shown(json)}` };
    case 'form-urlencoded': {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = toQueryString(value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value });
      return { payload: form, bodyText: `urlencoded ${describeValue(form)}` };
    }
    case 'multipart-garbage':
      headers['content-type'] = 'multipart/form-data; boundary=xyz';
      return { payload: json, bodyText: `multipart (garbage) ${shown(json)}` };
    case 'no-content-type':
      return { payload: json, bodyText: `no content-type ${shown(json)}` };
    case 'invalid-json': {
      headers['content-type'] = 'application/json';
      const broken = breakJson(json, content.how);
      return { payload: broken, bodyText: `invalid JSON (${content.how}) ${describeValue(broken)}` };
    }
    case 'empty-body':
      headers['content-type'] = content.contentType;
      return { payload: '', bodyText: `empty, content-type ${content.contentType}` };
    case 'odd-json-type':
      headers['content-type'] = content.contentType;
      return { payload: json, bodyText: `content-type ${JSON.stringify(content.contentType)} ${shown(json)}` };
    case 'bom':
      headers['content-type'] = 'application/json';
      return { payload: `\ufeff${json}`, bodyText: `BOM + ${shown(json)}` };
    case 'invalid-utf8': {
      headers['content-type'] = 'application/json';
      const bytes = Buffer.from(json);
      // Inside a string literal where there is one, so that only the bytes are wrong, not the JSON.
      const quote = bytes.indexOf(0x22, content.at % Math.max(bytes.length, 1));
      const at = quote >= 0 ? quote + 1 : bytes.indexOf(0x22) + 1;
      return {
        payload: Buffer.concat([bytes.subarray(0, at), Buffer.from(content.bytes), bytes.subarray(at)]),
        bodyText: `invalid UTF-8 ${content.bytes.map((b) => b.toString(16)).join(' ')} in ${shown(json)}`,
      };
    }
    case 'octet-stream':
      headers['content-type'] = 'application/octet-stream';
      return { payload: Buffer.from(content.bytes), bodyText: `octet-stream ${content.bytes.length} bytes` };
    case 'xml':
      headers['content-type'] = 'application/xml';
      return { payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', bodyText: 'XML with an external entity' };
  }
}

function breakJson(json: string, how: string): string {
  switch (how) {
    case 'truncate':
      return json.slice(0, Math.max(0, json.length - 1));
    case 'trailing-comma':
      return json.endsWith('}') ? `${json.slice(0, -1)},}` : `${json},`;
    case 'single-quotes':
      return json.replace(/"/g, "'");
    case 'NaN':
      return '{"a":NaN}';
    case 'undefined':
      return 'undefined';
    case 'leading-zero':
      return '{"a":01}';
    case 'comment':
      return `/* c */${json}`;
    case 'two-documents':
      return `${json}${json}`;
    case 'unquoted-key':
      return '{a:1}';
    default:
      return `{"a":"x${String.fromCharCode(0)}\ny"}`;
  }
}
