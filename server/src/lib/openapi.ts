import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { extensionOf } from '@contract/extension';
import { isSpecEndpoint } from '@contract/spec-endpoints';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) or any other part of the document. */
export type JsonObject = Record<string, unknown>;

/** Which bearer token a route takes; `optional`: a visitor without one is answered too. */
export interface RouteAccess {
  token: 'member' | 'admin';
  optional: boolean;
}

/** A route that reads a multipart form itself, which no body schema can say. */
export interface RouteForm {
  /** The field names the one file may come in (any one of them). */
  fileFields: readonly string[];
  /** The text fields beside the file. */
  fields?: $ZodType;
  maxBytes: number;
  /** The image formats accepted, by what the bytes say. */
  formats: readonly string[];
  /** A file that is not an image: what it is, and its media types (instead of the image formats'). */
  other?: { description: string; mediaTypes: readonly string[] };
}

/** What Fastify was given for a route: its method, address and zod schemas, and what the server knows besides. */
export interface DocumentedRoute {
  method: string;
  /** Fastify's form: `/api/desires/:id`. */
  url: string;
  schema: {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    /** By status code, as Fastify takes it. */
    response?: Record<string | number, unknown>;
  };
  /** null: no token wanted. */
  access: RouteAccess | null;
  form?: RouteForm;
  /** A `@fastify/websocket` route: the upgrade opens the live channel. */
  websocket: boolean;
}

/** The live channel's messages, which the `/ws` route's schema cannot hold. */
export interface LiveChannel {
  serverMessages: $ZodType;
  clientMessages: $ZodType;
  /** Close codes besides the standard ones, by meaning. */
  closeCodes: Record<string, number>;
  pingEverySeconds: number;
}

export interface OpenApiOptions {
  title: string;
  version: string;
  description: string;
  /** The body of every non-2xx answer. */
  errorBody: $ZodType;
  live?: LiveChannel;
}

/** The vendor keyword on every field and operation our server adds beyond the spec's promise. */
export const EXTENSION_KEYWORD = 'x-wishwell-extension';

const SECURITY_SCHEME = { member: 'memberToken', admin: 'adminToken' } as const;
const LIVE_SCHEME = 'liveToken';
const API_PREFIX = '/api/';

/**
 * The OpenAPI 3.1 document of the server, from its routes as Fastify was given them: every route
 * under /api and every live channel, with its parameters, body, answers by status and token. Zod
 * schemas become JSON Schema draft 2020-12 (request parts as the server reads them, answers as it
 * writes them); a field made with `extra()` and an endpoint the spec does not name carry
 * `x-wishwell-extension: true`. A HEAD that Fastify adds beside a GET is left out.
 */
export function openApiDocument(routes: readonly DocumentedRoute[], options: OpenApiOptions): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  const schemas: Record<string, JsonObject> = {};
  const convert = converter(schemas);
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => openApiPath(r.url)));
  for (const route of routes) {
    if (!route.url.startsWith(API_PREFIX) && !route.websocket) continue;
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    if (method === 'head' && gets.has(path)) continue;
    const item = (paths[path] ??= {});
    if (item[method]) continue;
    item[method] = route.websocket ? liveOperation(route, path, convert, options.live) : operation(route, path, convert);
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: options.description },
    tags: [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[])))].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { ErrorBody: convert(options.errorBody, 'output'), ...schemas },
      responses: {
        BadRequest: errorResponse('The input failed validation: `message` names the first problem, `fieldErrors` the problems per field.'),
        Unauthorized: errorResponse('No token, or one that is unknown, expired or revoked.'),
        Error: errorResponse('Any other refusal or failure (403, 404, 409, 413, 429, 500...), with `message` for the reader.'),
      },
      securitySchemes: {
        [SECURITY_SCHEME.member]: { type: 'http', scheme: 'bearer', description: "A member's session token, from POST /api/auth/login or /api/auth/register." },
        [SECURITY_SCHEME.admin]: { type: 'http', scheme: 'bearer', description: "An admin's session token, from POST /api/admin/auth/login: a member token is refused." },
        [LIVE_SCHEME]: { type: 'apiKey', in: 'query', name: 'token', description: "A member's session token, in the address of the live channel (a browser cannot set headers on a WebSocket)." },
      },
    },
  };
}

/** `/api/desires/:id` as OpenAPI writes it: `/api/desires/{id}`, without a trailing slash. */
export function openApiPath(url: string): string {
  const path = url.length > 1 ? url.replace(/\/+$/, '') : url;
  return path.replace(/:([A-Za-z_]\w*)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{wildcard}');
}

function operation(route: DocumentedRoute, path: string, convert: Convert): JsonObject {
  const { schema, access, form } = route;
  const parameters = [...pathParameters(path, schema.params, convert), ...queryParameters(schema.querystring, convert)];
  const takesInput = Boolean(schema.body || schema.querystring || schema.params || form);
  const responses: JsonObject = {};
  for (const [status, answer] of Object.entries(schema.response ?? {})) {
    responses[status] = { description: STATUS_CODES[Number(status)] ?? 'Answer', content: { 'application/json': { schema: convert(answer, 'output') } } };
  }
  if (Object.keys(responses).length === 0) responses['200'] = { description: 'OK: the answer is not described' };
  if (takesInput) responses['400'] = { $ref: '#/components/responses/BadRequest' };
  if (access && !access.optional) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  responses.default = { $ref: '#/components/responses/Error' };

  return {
    operationId: operationId(route.method, path),
    tags: [tagOf(path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBody(schema.body, form, convert),
    responses,
    security: security(access),
    ...(isSpecEndpoint(route.method, path) ? {} : { [EXTENSION_KEYWORD]: true }),
  };
}

/** The `/ws` route: an HTTP GET that upgrades; what travels on the socket is described beside it. */
function liveOperation(route: DocumentedRoute, path: string, convert: Convert, live: LiveChannel | undefined): JsonObject {
  const closeCodes = Object.entries(live?.closeCodes ?? {})
    .map(([meaning, code]) => `${code} (${meaning})`)
    .join(', ');
  return {
    operationId: operationId(route.method, path),
    tags: ['live'],
    summary: 'The live channel (WebSocket)',
    description: [
      'Opens the live channel: a WebSocket upgrade of this GET, with the member token as `?token=`.',
      'The server sends JSON messages `{ type, data }` (`x-wishwell-live.serverMessages`); the app sends only `{"type":"ping"}`',
      live ? `every ${live.pingEverySeconds} s and is answered \`{"type":"pong"}\`.` : 'and is answered `{"type":"pong"}`.',
      'A refused token is accepted and closed at once' + (closeCodes ? `: ${closeCodes}.` : '.'),
      'A plain GET without the upgrade answers 404.',
    ].join(' '),
    responses: {
      '101': { description: 'Switching Protocols: the live channel is open.' },
      '404': { $ref: '#/components/responses/Error' },
    },
    security: [{ [LIVE_SCHEME]: [] }],
    ...(live
      ? { 'x-wishwell-live': { serverMessages: convert(live.serverMessages, 'output'), clientMessages: convert(live.clientMessages, 'input'), closeCodes: live.closeCodes } }
      : {}),
    ...(isSpecEndpoint(route.method, path) ? {} : { [EXTENSION_KEYWORD]: true }),
  };
}

function security(access: RouteAccess | null): JsonObject[] {
  if (!access) return [];
  const required = { [SECURITY_SCHEME[access.token]]: [] };
  return access.optional ? [{}, required] : [required];
}

function requestBody(body: unknown, form: RouteForm | undefined, convert: Convert): JsonObject {
  if (form) return { requestBody: { required: true, content: { 'multipart/form-data': formContent(form, convert) } } };
  if (!body) return {};
  const optional = (body as $ZodType)._zod.optin === 'optional';
  return { requestBody: { required: !optional, content: { 'application/json': { schema: convert(body, 'input') } } } };
}

function formContent(form: RouteForm, convert: Convert): JsonObject {
  const megabytes = Math.round(form.maxBytes / (1024 * 1024));
  const formats = form.formats.map((format) => format.toUpperCase()).join(', ');
  const alternatives = form.fileFields.length > 1 ? ` Sent in one of ${form.fileFields.map((name) => `\`${name}\``).join(' or ')}.` : '';
  const what = form.other?.description ?? `One image (${formats}; what the bytes are counts, not the name)`;
  const file = { type: 'string', contentMediaType: 'application/octet-stream', description: `${what}, up to ${megabytes} MB.${alternatives}` };
  const fields = form.fields ? convert(form.fields, 'input') : {};
  const properties = { ...(fields.properties as JsonObject | undefined), ...Object.fromEntries(form.fileFields.map((name) => [name, file])) };
  const required = [...((fields.required as string[] | undefined) ?? []), ...(form.fileFields.length === 1 ? form.fileFields : [])];
  const mediaTypes = (form.other?.mediaTypes ?? form.formats.map((format) => `image/${format}`)).join(', ');
  return {
    schema: {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      ...(form.fileFields.length > 1 ? { oneOf: form.fileFields.map((name) => ({ required: [name] })) } : {}),
    },
    encoding: Object.fromEntries(form.fileFields.map((name) => [name, { contentType: mediaTypes }])),
  };
}

function pathParameters(path: string, params: unknown, convert: Convert): JsonObject[] {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const properties = (params ? objectProperties(convert(params, 'input')) : undefined) ?? {};
  return names.map((name) => parameter(name, 'path', true, properties[name] ?? { type: 'string' }));
}

function queryParameters(querystring: unknown, convert: Convert): JsonObject[] {
  if (!querystring) return [];
  const schema = convert(querystring, 'input');
  const properties = objectProperties(schema);
  // A query that is not a plain object (a union, say) is one parameter of form style, spread out.
  if (!properties) return [{ name: 'query', in: 'query', style: 'form', explode: true, schema }];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => parameter(name, 'query', required.has(name), property));
}

function parameter(name: string, where: 'path' | 'query', required: boolean, schema: JsonObject): JsonObject {
  const { description, ...rest } = schema;
  return {
    name,
    in: where,
    required,
    ...(typeof description === 'string' ? { description } : {}),
    schema: rest,
    ...(schema[EXTENSION_KEYWORD] ? { [EXTENSION_KEYWORD]: true } : {}),
  };
}

function objectProperties(schema: JsonObject): Record<string, JsonObject> | undefined {
  return schema.type === 'object' && schema.properties && typeof schema.properties === 'object' ? (schema.properties as Record<string, JsonObject>) : undefined;
}

function errorResponse(description: string): JsonObject {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
}

/** `GET /api/desires/{id}/react` -> getDesiresByIdReact. */
function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment));
  const camel = words.join('-').replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ''));
  return method.toLowerCase() + camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** The first part of the address after /api: desires, chats, admin... */
function tagOf(path: string): string {
  return path.split('/').filter((segment) => segment !== '' && segment !== 'api')[0] ?? 'api';
}

/** Converts a zod schema to JSON Schema for one document, keeping what needs a name of its own in `components.schemas`. */
type Convert = (schema: unknown, io: 'input' | 'output') => JsonObject;

/** Marks where zod met something JSON cannot say (a transform's result): dropped from a union, any value elsewhere. */
const UNDESCRIBED = '__undescribed';

/**
 * Zod schemas as JSON Schema draft 2020-12. A Date leaves as its ISO string. A definition zod keeps
 * apart (a schema that contains itself) moves to `components.schemas` under a name made from what it
 * says, since `#/$defs/...` would point at the document's root.
 */
function converter(components: Record<string, JsonObject>): Convert {
  return (schema, io) => {
    const converted = z.toJSONSchema(schema as $ZodType, {
      target: 'draft-2020-12',
      io,
      unrepresentable: (ctx) => (ctx.zodSchema._zod.def.type === 'date' && io === 'output' ? { type: 'string', format: 'date-time' } : { [UNDESCRIBED]: true }),
      override: (ctx) => {
        const extension = extensionOf(ctx.zodSchema);
        if (!extension) return;
        ctx.jsonSchema[EXTENSION_KEYWORD] = true;
        if (extension.description && !ctx.jsonSchema.description) ctx.jsonSchema.description = extension.description;
      },
    }) as JsonObject;
    delete converted.$schema;
    const { $defs, ...root } = converted;
    const selfReferent = JSON.stringify(root).includes('"$ref":"#"');
    if (!$defs && !selfReferent) return settle(root) as JsonObject;
    const prefix = `Schema${createHash('sha256').update(JSON.stringify(converted)).digest('hex').slice(0, 10)}`;
    const moved = (ref: string) => (ref === '#' ? `#/components/schemas/${prefix}` : ref.replace(/^#\/\$defs\//, `#/components/schemas/${prefix}_`));
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonObject>)) {
      components[`${prefix}_${name}`] = settle(definition, moved) as JsonObject;
    }
    if (!selfReferent) return settle(root, moved) as JsonObject;
    components[prefix] = settle(root, moved) as JsonObject;
    return { $ref: `#/components/schemas/${prefix}` };
  };
}

/** Drops undescribable branches of unions where others remain, leaves any value where not, and points moved references at their new place. */
function settle(value: unknown, moveRef: (ref: string) => string = (ref) => ref): unknown {
  if (Array.isArray(value)) return value.map((item) => settle(item, moveRef));
  if (!value || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === UNDESCRIBED) continue;
    if (key === '$ref' && typeof child === 'string') out[key] = moveRef(child);
    else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(child)) {
      const described = child.filter((branch) => !(branch && typeof branch === 'object' && UNDESCRIBED in branch));
      out[key] = settle(described.length > 0 ? described : child, moveRef);
    } else out[key] = settle(child, moveRef);
  }
  return out;
}
