/** The rows of a `db.execute` result, whichever driver answered (PGlite: `rows`; node-postgres: `rows` too, or the array). */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/**
 * A LIKE pattern matching text that contains `text`: `%`, `_` and the backslash in it are taken
 * literally (the backslash is PostgreSQL's default escape).
 */
export const containingPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
