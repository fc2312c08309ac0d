import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { desireLimits, userLimits } from '@contract/limits';

/**
 * The most a route takes unless it says otherwise, and the JSON text (long strings aside) of any body:
 * every request of the contract without an image fits in a few kilobytes.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** The least a route takes: room for `{}` sent by habit, and for a route that reads no body at all. */
export const MIN_BODY_LIMIT = 1024;
/**
 * A string of more bytes than this is long (lib/json-shape.ts): only an image as a data URL may be
 * one. The longest text the contract bounds, 2,048 characters, is 12 KB even with every character escaped.
 */
export const LONG_STRING_BYTES = 16 * 1024;
/** What a character may take in JSON text, written as an escape (`\u00e9`): some clients escape all but ASCII. */
const BYTES_PER_CHARACTER = 6;
/** A string the contract gives no maximum (an address, a date) is counted as this many characters. */
const UNBOUNDED_STRING_CHARACTERS = 2048;
/** `-1.2345678901234567e+308`: the longest a number is written. */
const NUMBER_BYTES = 24;

/** The part of JSON Schema that `toJSONSchema` writes for a request body. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The input side of a body schema; refinements and transforms JSON Schema cannot say are left out. */
function jsonSchemaOf(schema: $ZodType): JsonSchema {
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const jsonLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * The most characters a simple anchored pattern matches (`^[a-f0-9]{24}$`, `^#[0-9a-fA-F]{6}$`):
 * classes, escapes and plain characters, each once or `{n}`/`{m,n}`/`?` times; undefined for any other.
 */
export function patternMaxLength(pattern: string): number | undefined {
  const whole = /^\^((?:(?:\[(?:\\.|[^\]\\])+\]|\\.|[^\\[\](){}|*+?.^$])(?:\{\d+(?:,\d+)?\}|\?)?)*)\$$/.exec(pattern);
  if (!whole) return undefined;
  let total = 0;
  for (const token of whole[1]!.matchAll(/(?:\[(?:\\.|[^\]\\])+\]|\\.|[^\\[{?])(?:\{(\d+)(?:,(\d+))?\}|\?)?/g)) {
    total += Number(token[2] ?? token[1] ?? 1);
  }
  return total;
}

/** The JSON bytes of the longest string a schema allows. */
function stringBytes(schema: JsonSchema): number {
  const characters = schema.maxLength ?? (schema.pattern ? patternMaxLength(schema.pattern) : undefined) ?? UNBOUNDED_STRING_CHARACTERS;
  // A long string is printable ASCII without escapes or refused (lib/json-shape.ts): a byte a character.
  return 2 + Math.max(Math.min(characters * BYTES_PER_CHARACTER, LONG_STRING_BYTES), characters);
}

/** The bytes of the largest JSON text a schema allows; Infinity when it sets no bound. */
export function largestJson(schema: JsonSchema): number {
  if ('const' in schema) return jsonLength(schema.const);
  if (schema.enum) return Math.max(...schema.enum.map(jsonLength));
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return Math.max(...options.map(largestJson));
  if (schema.allOf) return Math.min(...schema.allOf.map(largestJson));
  if (Array.isArray(schema.type)) return Math.max(...schema.type.map((type) => largestJson({ ...schema, type })));
  switch (schema.type) {
    case 'object': {
      if (typeof schema.additionalProperties === 'object') return Infinity;
      let bytes = 2;
      for (const [key, value] of Object.entries(schema.properties ?? {})) bytes += jsonLength(key) + 1 + largestJson(value) + 1;
      return bytes;
    }
    case 'array':
      return schema.maxItems === undefined ? Infinity : 2 + schema.maxItems * (largestJson(schema.items ?? {}) + 1);
    case 'string':
      return stringBytes(schema);
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    default:
      return Infinity;
  }
}

/**
 * The size limit of a route that sets none, from what its body schema allows: the largest body,
 * rounded up to a kilobyte, at least MIN_BODY_LIMIT and at most DEFAULT_BODY_LIMIT (a route that
 * takes more, for an image, says so). A route without a body schema takes MIN_BODY_LIMIT.
 */
export function contractBodyLimit(body: $ZodType | undefined): number {
  if (!body) return MIN_BODY_LIMIT;
  const largest = largestJson(jsonSchemaOf(body));
  return Math.min(DEFAULT_BODY_LIMIT, Math.max(MIN_BODY_LIMIT, Math.ceil(largest / 1024) * 1024));
}

/**
 * The limit of a route whose body may carry images as data URLs of at most these many characters:
 * the data URLs (a byte a character) and the rest of the body's text within its budget.
 */
function bodyLimitWithImages(...dataUrlMaxChars: number[]): number {
  return dataUrlMaxChars.reduce((sum, chars) => sum + chars + 2, DEFAULT_BODY_LIMIT);
}

/** A desire's create or edit may carry a cover image as a data URL of up to 14,000,000 characters. */
export const DESIRE_BODY_LIMIT = bodyLimitWithImages(desireLimits.coverImageDataUrlMax);
/** A profile update may carry both its images as data URLs: a photo of up to 7,000,000 characters and a banner of 14,000,000. */
export const PROFILE_BODY_LIMIT = bodyLimitWithImages(userLimits.profileImageDataUrlMax, userLimits.bannerImageDataUrlMax);
/** The largest body any route takes. */
export const LARGEST_BODY_LIMIT = Math.max(DESIRE_BODY_LIMIT, PROFILE_BODY_LIMIT);

/**
 * The fields of a body that may hold a long string, each with the longest it takes: the top-level
 * strings the schema lets run past LONG_STRING_BYTES (images as data URLs). Cached per schema.
 */
const longFieldsCache = new WeakMap<object, ReadonlyMap<string, number>>();
export function longStringFields(body: $ZodType): ReadonlyMap<string, number> {
  let fields = longFieldsCache.get(body);
  if (!fields) {
    fields = new Map();
    for (const root of alternatives(jsonSchemaOf(body))) {
      for (const [key, value] of Object.entries(root.properties ?? {})) {
        const longest = Math.max(0, ...alternatives(value).map((option) => (option.type === 'string' ? (option.maxLength ?? 0) : 0)));
        if (longest > LONG_STRING_BYTES) (fields as Map<string, number>).set(key, Math.max(longest, fields.get(key) ?? 0));
      }
    }
    longFieldsCache.set(body, fields);
  }
  return fields;
}

/** A schema's options (anyOf/oneOf, nested), or the schema itself. */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  return options ? options.flatMap(alternatives) : [schema];
}
