// A file of its own, importing nothing, so that the statement layers the database client is built on
// (pg-statements.ts, pglite-statements.ts) read it without importing back into the client.

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
