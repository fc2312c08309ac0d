import type { Database } from './client';

/**
 * A query built once per database handle (drizzle's prepare) instead of on every call. Building a
 * query with subqueries costs about as much as running it on PGlite; on PostgreSQL the statement is
 * also named, so the server keeps its plan. Values come in as `sql.placeholder(...)`.
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
