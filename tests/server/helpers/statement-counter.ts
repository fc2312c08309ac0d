import type { Logger } from 'drizzle-orm/logger';

/**
 * Counts the SQL statements the app sends while a piece of test code runs: pass `logger` to
 * createTestApp, then wrap the requests to measure in `during`. Statements outside it are not kept.
 */
export function statementCounter() {
  const statements: string[] = [];
  let counting = false;
  const logger: Logger = {
    logQuery: (query) => {
      if (counting) statements.push(query);
    },
  };
  return {
    logger,
    /** The statements sent while `run` ran, with what it answered. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      statements.length = 0;
      counting = true;
      try {
        const result = await run();
        return { result, statements: [...statements] };
      } finally {
        counting = false;
      }
    },
  };
}
