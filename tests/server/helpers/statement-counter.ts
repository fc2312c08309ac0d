import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/**
 * Counts the SQL statements a piece of test code makes the app send: pass `logger` to createTestApp,
 * then wrap the requests to measure in `during`. Only what runs on its behalf while it runs is kept
 * (its async context): not a worker's round, nor maintenance, that happens to run meanwhile.
 */
export function statementCounter() {
  const context = new AsyncLocalStorage<{ statements: string[]; open: boolean }>();
  const logger: Logger = {
    logQuery: (query) => {
      const counting = context.getStore();
      if (counting?.open) counting.statements.push(query);
    },
  };
  return {
    logger,
    /** The statements sent on behalf of `run` while it ran, with what it answered. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const counting = { statements: [] as string[], open: true };
      try {
        // Awaited inside the context: inject starts its request only when awaited.
        const result = await context.run(counting, async () => await run());
        return { result, statements: [...counting.statements] };
      } finally {
        counting.open = false;
      }
    },
  };
}
