/** The rows of a `db.execute` result, whichever driver answered (PGlite: `rows`; node-postgres: `rows` too, or the array). */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
