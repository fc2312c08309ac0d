import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { GENERIC_PLAN } from './generic-plan';

/** Distinct statements named; past it, statements go unnamed (a text built per call, say). */
const MAX_STATEMENTS = 2_000;

/**
 * Every statement of the pool as a named prepared statement: node-postgres then parses it once per
 * connection and PostgreSQL keeps its plan, where an unnamed statement is parsed and planned on
 * every call. The name is the text's digest, so every connection and process agrees on it.
 */
export function nameStatements(pool: Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < MAX_STATEMENTS) {
      name = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client: PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object' && 'text' in config && !(config as QueryConfig).name) {
        const name = nameOf((config as QueryConfig).text);
        if (name) return query({ ...(config as QueryConfig), name }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}

/**
 * The reads marked GENERIC_PLAN go to `generic`, a pool whose connections plan with
 * `plan_cache_mode = force_generic_plan`; everything else (and every transaction) stays on `pool`.
 * PostgreSQL otherwise plans such a read anew on most calls: a desire page's records (`id = any($1)`)
 * spent six times as long being planned as being read, and a Following page a quarter of its time.
 * A pool of its own rather than a `set` around each call, which would cost two round trips.
 */
export function routeGenericPlans(pool: Pool, generic: Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const genericQuery = generic.query.bind(generic) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : config && typeof config === 'object' && 'text' in config ? (config as QueryConfig).text : undefined;
    return (text?.includes(GENERIC_PLAN) ? genericQuery : query)(config, ...rest);
  };
}
