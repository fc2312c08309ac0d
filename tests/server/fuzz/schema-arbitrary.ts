import fc from 'fast-check';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { PoolRef, type PoolName } from './values';

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** The input side of a zod schema as JSON Schema; refinements and transforms that JSON Schema cannot say are left out. */
export function jsonSchemaOf(schema: $ZodType): JsonSchema {
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Where a value goes, which decides the hints that apply (an `id` in /desires/:id is a desire). */
export interface FieldContext {
  routeUrl: string;
  area: 'body' | 'querystring' | 'params' | 'multipart';
  /** Every optional key too (the focused cases want every field there to break). */
  allKeys?: boolean;
}

const SHORT = 40;

/** Valid values for a schema: mostly from the pools of real rows where the field names one, else from the schema alone. */
export function arbitraryFor(schema: JsonSchema, context: FieldContext, name?: string): fc.Arbitrary<unknown> {
  // Hints name single values; an array or object field passes its name down to its items.
  const hinted = name === undefined || schema.type === 'array' || schema.type === 'object' ? undefined : hintFor(name, schema, context);
  if (hinted) return hinted;
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryFor(option, context, name)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], context, name);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, context, name)));
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, context);
    case 'array': {
      const item = schema.items ? arbitraryFor(schema.items, context, name) : fc.jsonValue({ maxDepth: 2 });
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)) });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: lowerBound(schema) ?? -1000, max: upperBound(schema) ?? 1000 });
    case 'number':
      return fc.double({ min: lowerBound(schema) ?? -1e6, max: upperBound(schema) ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, context: FieldContext): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, arbitraryFor(property, context, key)])),
    { requiredKeys: context.allKeys ? Object.keys(properties) : required.filter((key) => key in properties) },
  );
  // A sign-up form repeats its password; a mismatch is one more thing to try, not the usual case.
  if ('password' in properties && 'confirmPassword' in properties) {
    return fc.tuple(record, fc.integer({ min: 0, max: 9 })).map(([value, roll]) => {
      const object = value as Record<string, unknown>;
      if (roll > 0 && 'password' in object) object.confirmPassword = object.password;
      return object;
    });
  }
  return record;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, minLength + SHORT));
  if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength, maxLength, unit: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-_.') }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) }) });
}

const lowerBound = (schema: JsonSchema) => schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
const upperBound = (schema: JsonSchema) => schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);

/** Mostly a real row's value, sometimes one the schema allows that names nothing. */
const fromPool = (pool: PoolName, otherwise: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: fc.nat().map((pick) => new PoolRef(pool, pick)) }, { weight: 1, arbitrary: otherwise });

const hexId = fc.stringMatching(/^[a-f0-9]{24}$/);
const tinyPngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Addresses whose host is a name, never an IP literal: see network-guard.ts for why and how that holds. */
export const importUrlArbitrary: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('https://', 'http://', '', 'HTTPS://', 'ftp://', 'javascript:', 'file:///'),
    fc.array(fc.stringMatching(/^[a-z][a-z-]{0,10}[a-z]$/), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('.invalid', '.example', '.test', '.localhost', ''),
    fc.constantFrom('', ':443', ':80', ':8080', ':0'),
    fc.stringMatching(/^(\/[a-z0-9._~-]{0,12}){0,3}(\?[a-z]=[a-z0-9]{0,6})?$/),
  )
  .map(([scheme, labels, tld, port, rest]) => `${scheme}${labels.join('.')}${tld}${port}${rest}`);

function hintFor(name: string, schema: JsonSchema, { routeUrl, area }: FieldContext): fc.Arbitrary<unknown> | undefined {
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.anyOf?.some((option) => option.type === 'null') ? fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }) : arbitrary;
  if (area === 'params' && name === 'id') {
    if (routeUrl.startsWith('/api/desires/:id') || routeUrl.startsWith('/api/shared/desires/')) return fromPool('desireId', hexId);
    if (routeUrl.startsWith('/api/categories/') || routeUrl.startsWith('/api/shared/categories/')) return fromPool('categoryId', hexId);
    if (routeUrl.startsWith('/api/notifications/')) return fromPool('notificationId', hexId);
    // An admin's role, block and delete would end the shared identities' sessions: they act on members of their own.
    if (routeUrl.startsWith('/api/admin/users/:id')) return fromPool('targetUserId', hexId);
    return fromPool('userId', hexId);
  }
  if (area === 'params' && name === 'chatId') return fromPool('chatId', hexId);
  if (name === 'before' && routeUrl.startsWith('/api/chats/')) return fromPool('messageId', hexId);
  if (name === 'otherUserId' || name === 'userIds' || (name === 'user' && routeUrl.startsWith('/api/shared/'))) return fromPool('userId', hexId);
  if (name === 'publicId') return fromPool('publicId', fc.stringMatching(/^[a-z0-9]{16,40}$/));
  // An upload names its owner only to be refused for anyone else: mostly left out.
  if (name === 'userId' && area === 'multipart') return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fromPool('userId', hexId) });
  if (name === 'userId' || name === 'sharedWith') return fromPool('userId', hexId);
  // New addresses plain enough to pass any email check, so that sign-ups go through; odd ones are the mutations' job.
  if (name === 'email') return fromPool('email', fc.stringMatching(/^[a-z]{3,10}[0-9]{0,4}@(example\.com|mail\.example\.org)$/));
  if (name === 'password' || name === 'currentPassword') return fromPool('password', stringArbitrary(schema));
  if (name === 'categories') return fromPool('category', stringArbitrary(schema));
  if (name === 'otp') return fc.stringMatching(/^\d{6}$/);
  if (name === 'url' && routeUrl === '/api/fetch-url-metadata') return importUrlArbitrary;
  if (name === 'coverImage' || name === 'profileImage' || name === 'bannerImage') {
    // Images elsewhere on the web are refused by design ("upload it first"): not offered as valid.
    return nullable(fc.oneof(fc.constant(tinyPngDataUrl), fromPool('uploadPath', fc.constant('')), fc.constant('')));
  }
  return undefined;
}

/** Fields whose strings have a shape of their own (addresses, ids, images, codes): not free text. */
const SHAPED_NAMES = new Set(['email', 'url', 'sourceUrl', 'coverImage', 'profileImage', 'bannerImage', 'id', 'userId', 'otherUserId', 'userIds', 'user', 'chatId', 'before', 'publicId', 'sharedWith', 'otp', 'profilePicUploadedAt']);

/**
 * Where in a value the schema asks for free text (a string with no enum, pattern or format): the
 * fields people type into, and where a server meets whatever characters they typed.
 */
export function freeTextPaths(schema: JsonSchema, value: unknown, name?: string, path: (string | number)[] = []): (string | number)[][] {
  if (name !== undefined && SHAPED_NAMES.has(name)) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const matching = options.find((option) => matchesType(option, value));
    return matching ? freeTextPaths(matching, value, name, path) : [];
  }
  if (typeof value === 'string') return schema.type === 'string' && !schema.enum && !('const' in schema) && !schema.pattern && !schema.format ? [path] : [];
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.flatMap((item, i) => freeTextPaths(items, item, name, [...path, i]));
  }
  if (value !== null && typeof value === 'object' && schema.properties) {
    const properties = schema.properties;
    return Object.entries(value).flatMap(([key, item]) => (properties[key] ? freeTextPaths(properties[key], item, key, [...path, key]) : []));
  }
  return [];
}

function matchesType(schema: JsonSchema, value: unknown): boolean {
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;
  return schema.type === undefined || schema.type === type || (type === 'number' && schema.type === 'integer');
}
