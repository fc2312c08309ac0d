import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';
import { uploadFieldsSchema } from '@contract/upload';
import { FILE_KINDS, type MultipartInput } from './multipart';
import { focusedFamilies, mutationArbitrary, type InputShape, type Mutation } from './mutations';
import { IDENTITIES, type CasePlan, type IdentityName } from './request';
import { routeKey, type DiscoveredRoute } from './routes';
import { arbitraryFor, freeTextPaths, jsonSchemaOf, type FieldContext, type JsonSchema } from './schema-arbitrary';
import { PoolRef } from './values';

/**
 * Routes that read a multipart form themselves (no body schema says so): the field a file may come
 * in, and the schema of the text fields beside it. The test checks that each of these exists.
 */
export const MULTIPART_ROUTES: Record<string, { fileFields: string[]; fields?: $ZodType }> = {
  'POST /api/upload': { fileFields: ['file', 'image'], fields: uploadFieldsSchema },
  'POST /api/upload-image': { fileFields: ['image'] },
  'POST /api/users/banner': { fileFields: ['bannerImage'] },
  'POST /api/me/import': { fileFields: ['file'] },
};

export type RouteKind = 'json' | 'multipart' | 'static-files' | 'preflight' | 'websocket';

export interface FuzzRoute extends DiscoveredRoute {
  key: string;
  kind: RouteKind;
}

export function classify(route: DiscoveredRoute): FuzzRoute {
  const key = routeKey(route);
  const kind: RouteKind = route.websocket
    ? 'websocket'
    : key in MULTIPART_ROUTES
      ? 'multipart'
      : route.method === 'OPTIONS' && route.url === '*'
        ? 'preflight'
        : route.url.endsWith('/*')
          ? 'static-files'
          : 'json';
  return { ...route, key, kind };
}

/** Mostly callers who may make the call, so that broken input gets past the sign-in checks to the code behind them. */
const IDENTITY_WEIGHTS: Record<IdentityName, number> = { member: 45, other: 15, visitor: 12, admin: 8, unverified: 6, adminAsMember: 4, revoked: 4, garbage: 6 };

const identityArbitrary = fc.oneof(...IDENTITIES.map((identity) => ({ weight: IDENTITY_WEIGHTS[identity], arbitrary: fc.constant(identity) })));
const addressArbitrary = fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `127.${a}.${b}.${c}`);
/** A token that names no session: random, or shaped like a real one. */
const garbageTokenArbitrary = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.~+/=%'), minLength: 1, maxLength: 80 }));

const STATIC_FILE_NAMES = ['favicon.ico', 'index.html', '.env', 'x.png', '0'.repeat(24) + '.png'];
const PREFLIGHT_PATHS = ['api/desires/public', 'api/auth/login', 'api/upload', 'uploads/x.png', 'ws', 'anything', ''];

function inputArbitrary(route: FuzzRoute, allKeys: boolean): fc.Arbitrary<Pick<CasePlan, 'params' | 'query' | 'body' | 'multipart'>> {
  const context = (area: FieldContext['area']): FieldContext => ({ routeUrl: route.url, area, allKeys });
  const fromSchema = (schema: $ZodType | undefined, area: FieldContext['area']) =>
    schema ? (arbitraryFor(jsonSchemaOf(schema), context(area)) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});

  let params: fc.Arbitrary<Record<string, unknown>> = fromSchema(route.schema.params, 'params');
  if (route.kind === 'static-files') {
    params = fc.oneof({ weight: 3, arbitrary: fc.nat().map((pick) => ({ '*': new PoolRef('uploadFile', pick) })) }, { weight: 1, arbitrary: fc.constantFrom(...STATIC_FILE_NAMES).map((name) => ({ '*': name })) });
  }
  if (route.kind === 'preflight') params = fc.constantFrom(...PREFLIGHT_PATHS).map((path) => ({ '*': path }));

  const body = route.schema.body ? arbitraryFor(jsonSchemaOf(route.schema.body), context('body')) : fc.constant(undefined);
  const multipart = route.kind === 'multipart' ? multipartArbitrary(route.key) : fc.constant(undefined);
  return fc.record({ params, query: fromSchema(route.schema.querystring, 'querystring'), body, multipart });
}

function multipartArbitrary(key: string): fc.Arbitrary<MultipartInput | undefined> {
  const spec = MULTIPART_ROUTES[key];
  if (!spec) return fc.constant(undefined);
  const fields = spec.fields ? (arbitraryFor(jsonSchemaOf(spec.fields), { routeUrl: key, area: 'multipart' }) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
  return fc.record({
    fileField: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...spec.fileFields) }, { weight: 1, arbitrary: fc.constantFrom(null, 'other', 'bannerImage', 'file') }),
    fileName: fc.constantFrom('photo.png', 'IMG_0001.JPG', 'cover.webp', 'a b.gif', 'photo'),
    fileType: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'),
    file: fc.oneof({ weight: 12, arbitrary: fc.constantFrom('png', 'jpeg', 'gif', 'webp') as fc.Arbitrary<MultipartInput['file']> }, { weight: 1, arbitrary: fc.constantFrom(...FILE_KINDS) }),
    fields,
  });
}

/** How many ways a case is broken: a quarter are valid, so that handlers run, most have one mutation, some two. */
const mutationCount = fc.oneof({ weight: 25, arbitrary: fc.constant(0) }, { weight: 60, arbitrary: fc.constant(1) }, { weight: 15, arbitrary: fc.constant(2) });

export type Plan = CasePlan & { garbageToken: string };

/**
 * Random cases for a route: a random caller, valid input from the route's schemas, and zero to two
 * random mutations.
 */
export function planArbitrary(route: FuzzRoute): fc.Arbitrary<Plan> {
  return planWith(route, identityArbitrary, false, (shape) =>
    mutationCount.chain((count) => (count === 0 ? fc.constant([]) : fc.array(mutationArbitrary(shape), { minLength: count, maxLength: count }))),
  );
}

/**
 * The first cases of every route, one per family of breakage (focusedFamilies), made by a caller
 * who may make the call: whatever else the random cases do, each route meets each family.
 */
export function focusedPlanArbitraries(route: FuzzRoute): { family: string; arbitrary: fc.Arbitrary<Plan> }[] {
  const identity = fc.constant<IdentityName>(route.url.startsWith('/api/admin/') ? 'admin' : 'member');
  const probe = fc.sample(planWith(route, identity, true, () => fc.constant([])), { seed: 1, numRuns: 1 })[0];
  if (!probe) return [];
  return focusedFamilies(shapeOf(route, probe, route.schema.body && jsonSchemaOf(route.schema.body), route.schema.querystring && jsonSchemaOf(route.schema.querystring))).map(({ family }) => ({
    family,
    arbitrary: planWith(route, identity, true, (shape) => focusedFamilies(shape).find((f) => f.family === family)?.arbitrary ?? fc.constant([])),
  }));
}

function planWith(route: FuzzRoute, identity: fc.Arbitrary<IdentityName>, allKeys: boolean, mutations: (shape: InputShape) => fc.Arbitrary<Mutation[]>): fc.Arbitrary<Plan> {
  const bodySchema = route.schema.body && jsonSchemaOf(route.schema.body);
  const querySchema = route.schema.querystring && jsonSchemaOf(route.schema.querystring);
  return fc
    .record({ identity, remoteAddress: addressArbitrary, input: inputArbitrary(route, allKeys), garbageToken: garbageTokenArbitrary })
    .chain((drawn) => mutations(shapeOf(route, drawn.input, bodySchema, querySchema)).map((list) => ({ identity: drawn.identity, remoteAddress: drawn.remoteAddress, ...drawn.input, mutations: list, garbageToken: drawn.garbageToken })));
}

function shapeOf(route: FuzzRoute, input: Pick<CasePlan, 'params' | 'query' | 'body'>, bodySchema: JsonSchema | undefined, querySchema: JsonSchema | undefined): InputShape {
  return {
    params: input.params,
    query: input.query,
    body: input.body,
    multipart: route.kind === 'multipart',
    isGet: route.method === 'GET',
    websocket: route.kind === 'websocket',
    hasBodySchema: bodySchema !== undefined,
    hasQuerySchema: querySchema !== undefined,
    text: [
      ...(bodySchema ? freeTextPaths(bodySchema, input.body).map((path) => ({ area: 'body' as const, path })) : []),
      ...(querySchema ? freeTextPaths(querySchema, input.query).map((path) => ({ area: 'query' as const, path })) : []),
    ],
  };
}
