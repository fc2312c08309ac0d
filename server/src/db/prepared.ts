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
