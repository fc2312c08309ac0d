import type { Database } from './client';

/** One value per database handle, made on first use: what holds a handle's state (prepared queries, batches of reads). */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let value = byDatabase.get(db);
    if (!value) {
      value = build(db);
      byDatabase.set(db, value);
    }
    return value;
  };
}

/**
 * A query built once per database handle (drizzle's prepare) instead of on every call. Building a
 * query with subqueries costs about as much as running it on PGlite; on PostgreSQL the statement is
 * also named, so the server keeps its plan. Values come in as `sql.placeholder(...)`.
 */
export const preparedQuery: <T>(build: (db: Database) => T) => (db: Database) => T = perDatabase;

/**
 * Put in a read's text (a comment, so any database ignores it), asks for the statement's generic
 * plan: made once, whatever the values (pglite-statements.ts sets the mode around the call; on
 * PostgreSQL such reads go to connections planning that way, pg-statements.ts). Postgres otherwise
 * plans some reads anew on every call, and on PGlite planning one that looks at many tables (a
 * notice's desire, its rules, the actor) costs several times reading it: each table and index the
 * planner looks at is a file-system call for its size. Only for reads whose plan does not depend on
 * the values (a member's own rows).
 */
export const GENERIC_PLAN = '/* generic plan */';
