import Ajv2020 from 'ajv/dist/2020';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserSchema } from '@contract/admin';
import { authResponseSchema } from '@contract/auth';
import { categorySchema } from '@contract/category';
import { chatSchema } from '@contract/chat';
import { whoReactedSchema } from '@contract/who-reacted';
import { extensionOf } from '@contract/extension';
import { notificationSchema } from '@contract/notification';
import { SPEC_ENDPOINTS, endpointShape, isSpecEndpoint } from '@contract/spec-endpoints';
import { EXTENSION_KEYWORD, openApiDocument, openApiPath, type JsonObject } from '../../server/src/lib/openapi';
import { MULTIPART_ROUTES } from './fuzz/cases';
import { fuzzTargets, recordRoutes, type DiscoveredRoute } from './fuzz/routes';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';

// GET /api/openapi.json: the contract as the server itself runs it, extras marked.

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: JsonObject }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonObject }> };
  responses: Record<string, { content?: Record<string, { schema: JsonObject }>; $ref?: string }>;
  security: Record<string, string[]>[];
  [EXTENSION_KEYWORD]?: boolean;
}

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, JsonObject> };
}

let t: TestApp;
let routes: DiscoveredRoute[];
let body: string;
let doc: Document;

beforeAll(async () => {
  const recorder = recordRoutes();
  try {
    t = await createTestApp();
  } finally {
    recorder.stop();
  }
  routes = recorder.routes;
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress: nextClientAddress() });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  body = res.body;
  doc = JSON.parse(body) as Document;
});
afterAll(() => t.close());

/** Every operation of the document as `METHOD /path`. */
const operations = (): [string, Operation][] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [[`${method.toUpperCase()} ${path}`, item[method]] as [string, Operation]] : [])),
  );

const operation = (key: string): Operation => {
  const [method = '', path = ''] = key.split(' ');
  const found = doc.paths[path]?.[method.toLowerCase() as (typeof METHODS)[number]];
  if (!found) throw new Error(`${key} is not in the document`);
  return found;
};

const answerSchema = (key: string, status: string): JsonObject => {
  const schema = operation(key).responses[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${key} has no JSON answer for ${status}`);
  return schema;
};

/** The value at `pointer` (a list of keys) inside `value`. */
const at = (value: unknown, pointer: readonly string[]): unknown =>
  pointer.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);

/** Every object inside `value`, with its place. */
function* objects(value: unknown, place: string[] = []): Generator<[JsonObject, string[]]> {
  if (!value || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield [value as JsonObject, place];
  for (const [key, child] of Object.entries(value)) yield* objects(child, [...place, key]);
}

describe('the document', () => {
  it('is OpenAPI 3.1 JSON, well under 1 MB', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Wishwell API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Buffer.byteLength(body)).toBeLessThan(1024 * 1024);
  });

  it('is the same document on every call', async () => {
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress: nextClientAddress() });
    expect(again.body).toBe(body);
  });

  it('has every route the app registers under /api, and the live channel', () => {
    const registered = fuzzTargets(routes).filter((route) => route.url.startsWith('/api/') || route.websocket);
    expect(registered.length).toBeGreaterThan(60);
    const documented = new Set(operations().map(([key]) => key));
    const missing = registered.map((route) => `${route.method} ${openApiPath(route.url)}`).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(documented.size).toBe(new Set(registered.map((route) => `${route.method} ${openApiPath(route.url)}`)).size);
  });

  it('has every endpoint of the spec, none of them marked', () => {
    const byShape = new Map(operations().map(([key, op]) => [endpointShape(key), op]));
    for (const endpoint of SPEC_ENDPOINTS) {
      const op = byShape.get(endpointShape(endpoint));
      expect(op, endpoint).toBeDefined();
      expect(op?.[EXTENSION_KEYWORD], endpoint).toBeUndefined();
    }
  });

  it('marks every operation the spec does not name', () => {
    const extras = operations().filter(([key]) => !isSpecEndpoint(...(key.split(' ') as [string, string])));
    expect(extras.map(([key]) => key)).toContain('GET /api/openapi.json');
    // Gifting's calls on a desire, and a giver taking back their offer.
    expect(extras.map(([key]) => key)).toEqual(
      expect.arrayContaining(['POST /api/desires/{id}/reveal', 'PUT /api/desires/{id}/pledge', 'DELETE /api/desires/{id}/pledge', 'DELETE /api/desires/{id}/start-fulfillment']),
    );
    for (const [key, op] of extras) expect(op[EXTENSION_KEYWORD], key).toBe(true);
  });

  it('documents the live channel as a GET that upgrades', () => {
    const live = operation('GET /ws') as Operation & { 'x-wishwell-live': { serverMessages: JsonObject } };
    expect(live.responses['101']).toBeDefined();
    expect(live.security).toEqual([{ liveToken: [] }]);
    expect(JSON.stringify(live['x-wishwell-live'].serverMessages)).toContain('"reaction_update"');
  });
});

describe('requests', () => {
  it('a desire is created from a JSON body with a title', () => {
    const request = operation('POST /api/desires').requestBody;
    expect(request?.required).toBe(true);
    const schema = request?.content['application/json']?.schema;
    expect(at(schema, ['properties', 'title'])).toMatchObject({ type: 'string' });
    expect(schema?.required).toContain('title');
  });

  it('the admin user list takes page, limit and search in the query', () => {
    const query = (operation('GET /api/admin/users').parameters ?? []).filter((p) => p.in === 'query');
    expect(query.map((p) => p.name).sort()).toEqual(['limit', 'page', 'search']);
    expect(query.every((p) => !p.required)).toBe(true);
  });

  it('path parameters are declared for every {name} in the path', () => {
    for (const [key, op] of operations()) {
      const named = [...key.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      expect((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name), key).toEqual(named);
    }
  });

  it('uploads are multipart forms with their file fields', () => {
    for (const [key, { fileFields }] of Object.entries(MULTIPART_ROUTES)) {
      const form = operation(key).requestBody?.content['multipart/form-data'];
      expect(form, key).toBeDefined();
      for (const field of fileFields) expect(at(form?.schema, ['properties', field, 'contentMediaType']), `${key} ${field}`).toBe('application/octet-stream');
    }
    expect(at(operation('POST /api/upload').requestBody, ['content', 'multipart/form-data', 'schema', 'properties', 'uploadType', 'enum'])).toContain('profile');
  });
});

describe('tokens', () => {
  it.each([
    ['GET /api/chats', [{ memberToken: [] }]],
    ['GET /api/desires/public', [{}, { memberToken: [] }]],
    ['POST /api/auth/login', []],
    ['POST /api/admin/auth/login', []],
    ['GET /api/admin/auth/me', [{ adminToken: [] }]],
    // The admin area's plugin asks for the token once, for all its routes.
    ['GET /api/admin/users', [{ adminToken: [] }]],
    ['DELETE /api/admin/users/{id}', [{ adminToken: [] }]],
  ])('%s', (key, security) => {
    expect(operation(key).security).toEqual(security);
  });

  it('every route under /api/admin but the sign-in takes the admin token', () => {
    for (const [key, op] of operations().filter(([key]) => key.includes(' /api/admin/') && key !== 'POST /api/admin/auth/login')) {
      expect(op.security, key).toEqual([{ adminToken: [] }]);
    }
  });
});

describe('extras', () => {
  it('the document marks fields as extras', () => {
    const marked = [...objects(doc.paths)].filter(([node, place]) => node[EXTENSION_KEYWORD] === true && place.at(-2) === 'properties');
    expect(marked.length).toBeGreaterThan(0);
  });

  // A field of an answer is marked exactly when the contract made it with `extra()`.
  it.each<[string, string, string[], unknown]>([
    ['GET /api/chats/{chatId}', '200', ['properties', 'settings'], chatSchema.shape.settings],
    ['GET /api/chats/{chatId}', '200', ['properties', 'blockedByOther'], chatSchema.shape.blockedByOther],
    ['GET /api/chats/{chatId}', '200', ['properties', '_id'], chatSchema.shape._id],
    ['GET /api/categories/{id}', '200', ['properties', 'owner'], categorySchema.shape.owner],
    ['POST /api/auth/login', '200', ['properties', 'user'], authResponseSchema.shape.user],
    ['POST /api/auth/login', '200', ['properties', 'token'], authResponseSchema.shape.token],
    ['GET /api/admin/users', '200', ['properties', 'users', 'items', 'properties', 'isBlocked'], adminUserSchema.shape.isBlocked],
    ['GET /api/notifications', '200', ['items', 'properties', 'parts'], notificationSchema.shape.parts],
    ['GET /api/notifications', '200', ['items', 'properties', 'message'], notificationSchema.shape.message],
    ['GET /api/desires/{id}/reactions', '200', ['items', 'properties', 'user'], whoReactedSchema.shape.user],
    ['GET /api/desires/{id}/reactions', '200', ['items', 'properties', 'emoji'], whoReactedSchema.shape.emoji],
  ])('%s %s %j', (key, status, pointer, field) => {
    const property = at(answerSchema(key, status), pointer) as JsonObject | undefined;
    expect(property, `${key} ${pointer.join('.')}`).toBeDefined();
    const extension = extensionOf(field);
    expect(property?.[EXTENSION_KEYWORD]).toBe(extension ? true : undefined);
    if (extension?.description) expect(property?.description).toBe(extension.description);
  });
});

describe('validity', () => {
  it('operation ids are unique', () => {
    const ids = operations().map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every $ref points into the document', () => {
    for (const [node, place] of objects(doc)) {
      if (typeof node.$ref !== 'string') continue;
      expect(node.$ref, place.join('.')).toMatch(/^#\//);
      const target = at(doc, node.$ref.slice(2).split('/'));
      expect(target, `${place.join('.')} -> ${node.$ref}`).toBeDefined();
    }
  });

  it('every schema is JSON Schema draft 2020-12 that compiles', () => {
    const schemas = [...objects(doc.paths)].filter(([, place]) => ['schema', 'serverMessages', 'clientMessages'].includes(place.at(-1) ?? ''));
    expect(schemas.length).toBeGreaterThan(100);
    const compile = compiler(doc.components.schemas);
    for (const [schema, place] of schemas) expect(() => compile(schema), place.join('.')).not.toThrow();
    for (const name of Object.keys(doc.components.schemas)) expect(() => compile({ $ref: `#/components/schemas/${name}` }), name).not.toThrow();
  });
});

describe('the generator', () => {
  it('moves a schema that contains itself to components, with references that resolve', () => {
    const tree = z.object({
      name: z.string(),
      get children(): z.ZodMiniArray<typeof tree> {
        return z.array(tree);
      },
    });
    const generated = openApiDocument(
      [
        { method: 'GET', url: '/api/tree', schema: { response: { 200: tree } }, access: null, websocket: false },
        { method: 'POST', url: '/api/forest/:id', schema: { body: z.object({ first: tree, second: tree }) }, access: { token: 'member', optional: false }, websocket: false },
        { method: 'HEAD', url: '/api/tree', schema: {}, access: null, websocket: false },
      ],
      { title: 'Trees', version: '1.0.0', description: '', errorBody: z.object({ message: z.string() }) },
    ) as unknown as Document;
    expect(Object.keys(generated.paths)).toEqual(['/api/forest/{id}', '/api/tree']);
    expect(generated.paths['/api/tree']?.head).toBeUndefined();
    for (const [node] of objects(generated)) {
      if (typeof node.$ref === 'string') expect(at(generated, node.$ref.slice(2).split('/')), node.$ref).toBeDefined();
    }
    const answer = generated.paths['/api/tree']?.get?.responses['200']?.content?.['application/json']?.schema ?? {};
    expect(() => compiler(generated.components.schemas)(answer)).not.toThrow();
    expect(generated.paths['/api/forest/{id}']?.post?.[EXTENSION_KEYWORD]).toBe(true);
  });
});

/**
 * Compiles schemas as JSON Schema draft 2020-12, unknown keywords refused but ours, with the
 * document's components beside them. (No OpenAPI validator is installed; Ajv comes with Fastify.)
 */
function compiler(components: Record<string, JsonObject>): (schema: JsonObject) => unknown {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, strictTuples: false, strictRequired: false, validateFormats: false });
  ajv.addKeyword({ keyword: EXTENSION_KEYWORD, schemaType: 'boolean' });
  const local = (value: unknown): JsonObject => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"urn:wishwell:components#/$defs/')) as JsonObject;
  ajv.addSchema({ $id: 'urn:wishwell:components', $defs: local(components) });
  return (schema) => ajv.compile(local(schema));
}
