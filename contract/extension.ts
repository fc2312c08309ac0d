import * as z from 'zod/mini';

/**
 * The contract's two layers. A field made with `extra()` is one our server adds to an answer beyond
 * what the spec promises for that call: the server always sends it and validates its answers with it
 * required; a client reading another backend's answer takes the fallback when it is missing or
 * malformed, and the fallback means "not offered" (the screen hides what needs it). Every other field
 * of an answer is the spec's promise. The OpenAPI document marks extras `x-wishwell-extension: true`.
 */
export interface ExtensionInfo {
  /** What a reader assumes when the field is missing; given the rest of the object, already read. */
  fallback: (parent: Record<string, unknown>) => unknown;
  /** Why it exists, for the OpenAPI document. */
  description?: string;
}

// A table of its own rather than zod's global registry: nothing else reads or writes it, and a
// schema that is no longer used can go with its entry.
const extensions = new WeakMap<object, ExtensionInfo>();

type Fallback<F> = F | ((parent: Record<string, unknown>) => F);

/** The schema's own optionality, so that an optional extra is an optional key of its object's type too. */
type OptionalityOf<S extends z.ZodMiniType> = { _zod: Pick<S['_zod'], 'optin' | 'optout'> };

/**
 * Marks `schema` (a fresh copy of it, so that the schema stays unmarked elsewhere) as an extra with
 * its fallback. Its type admits the fallback, so that screens deal with "not offered".
 */
// @__NO_SIDE_EFFECTS__
export function extra<S extends z.ZodMiniType, F>(schema: S, fallback: Fallback<F>, description?: string): z.ZodMiniType<z.output<S> | F, z.input<S>> & OptionalityOf<S> {
  const copy = schema.clone();
  const read = typeof fallback === 'function' ? (fallback as (parent: Record<string, unknown>) => F) : () => fallback;
  extensions.set(copy, { fallback: read, description });
  return copy as unknown as z.ZodMiniType<z.output<S> | F, z.input<S>> & OptionalityOf<S>;
}

/** The extra's description and fallback, or undefined for a field the spec promises. */
export const extensionOf = (schema: unknown): ExtensionInfo | undefined =>
  schema && typeof schema === 'object' ? extensions.get(schema) : undefined;

/**
 * A field the spec names but a backend may leave out when it holds nothing (a group's name, an
 * optional description): missing reads as null. Ours always sends it.
 */
export const missingAsNull = <S extends z.ZodMiniType>(schema: S) => z._default(z.nullable(schema), null);

/** A list the spec names that a backend may leave out when it is empty: missing reads as []. */
export const missingAsEmpty = <S extends z.ZodMiniType>(item: S) => z._default(z.array(item), () => []);
