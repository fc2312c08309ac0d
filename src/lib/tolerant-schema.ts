import * as z from 'zod/mini';
import { extensionOf } from '@contract/extension';
import { reportShapeProblem } from './shape-report';

/**
 * The contract's answer schema as the app reads another backend's answer: what the spec promises
 * stays required, an extra (contract/extension.ts) missing or malformed takes its fallback, and an
 * item of a list that fails its schema is dropped (and reported once) instead of failing the list.
 * Built once per schema.
 */
type Schema = z.ZodMiniType;
type Def = Record<string, unknown> & { type: string };

const built = new WeakMap<object, Schema>();

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const cloneWith = (schema: Schema, def: Def): Schema => (schema as unknown as { clone: (def: Def) => Schema }).clone(def);

export function tolerant<T>(schema: z.ZodMiniType<T>): z.ZodMiniType<T> {
  let result = built.get(schema);
  if (!result) {
    result = rebuild(schema);
    built.set(schema, result);
  }
  return result as z.ZodMiniType<T>;
}

function rebuild(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return tolerantObject(schema, def);
    case 'array':
      return tolerantArray(schema, def);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return cloneWith(schema, { ...def, innerType: tolerant(def.innerType as Schema) });
    case 'pipe':
      return cloneWith(schema, { ...def, in: tolerant(def.in as Schema) });
    case 'union':
      return cloneWith(schema, { ...def, options: (def.options as Schema[]).map((option) => tolerant(option)) });
    default:
      return schema;
  }
}

function tolerantObject(schema: Schema, def: Def): Schema {
  const shape = def.shape as Record<string, Schema>;
  const extras = Object.entries(shape).filter(([, field]) => extensionOf(field));
  const readShape: Record<string, Schema> = {};
  for (const [key, field] of Object.entries(shape)) readShape[key] = extensionOf(field) ? z.optional(z.unknown()) : tolerant(field);
  const read = cloneWith(schema, { ...def, shape: readShape });
  if (extras.length === 0) return read;
  return z.pipe(
    read,
    z.transform((value) => {
      const object = { ...(value as Record<string, unknown>) };
      for (const [key, field] of extras) {
        const parsed = object[key] === undefined ? undefined : tolerant(field).safeParse(object[key]);
        object[key] = parsed?.success ? parsed.data : extensionOf(field)!.fallback(object);
      }
      return object;
    }),
  ) as unknown as Schema;
}

function tolerantArray(schema: Schema, def: Def): Schema {
  const element = tolerant(def.element as Schema);
  const read = cloneWith(schema, { ...def, element: z.unknown() });
  return z.pipe(
    read,
    z.transform((items) =>
      (items as unknown[]).flatMap((item) => {
        const parsed = element.safeParse(item);
        if (parsed.success) return [parsed.data];
        reportShapeProblem('a list item was left out', parsed.error);
        return [];
      }),
    ),
  ) as unknown as Schema;
}
