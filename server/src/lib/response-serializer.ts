import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as contractSerializer } from 'fastify-type-provider-zod';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Answers built field by field by one function of the server (toDesire, a notice's statement, a count)
 * already have the contract's shape. Encoding them through the contract's schema again, as every other
 * answer is, took a tenth of the embedded server's time under the members' mix; in production they are
 * written as they are. Everywhere else (tests, development) each such answer is also encoded through the
 * schema, and an answer the two ways would write differently fails the request: a field the contract
 * does not have, or one it shapes otherwise, is found by the tests rather than sent.
 */
const builtByServer = new WeakSet<object>();

/** Marks the response schema of answers the server builds whole (see above). */
export function builtWhole<T extends object>(schema: T): T {
  builtByServer.add(schema);
  return schema;
}

type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];

/** Fastify's serializer compiler: the contract's encoding, or for answers built whole, JSON as they are. */
export function responseSerializerCompiler({ checkBuiltWhole }: { checkBuiltWhole: boolean }) {
  return (route: RouteSchema) => {
    const encode = contractSerializer(route as never) as (data: unknown) => string;
    if (!builtByServer.has(route.schema as object)) return encode;
    if (!checkBuiltWhole) return (data: unknown) => JSON.stringify(data);
    return (data: unknown) => {
      const written = JSON.stringify(data);
      const encoded = encode(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(encoded))) {
        // Named without its values: the answer may hold what must not be sent.
        throw new Error(`${route.method} ${route.url}: an answer built whole is not what the contract's schema writes`);
      }
      return written;
    };
  };
}
