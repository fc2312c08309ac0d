import type * as z from 'zod/mini';

/**
 * Answers that do not match the contract are logged to the console once per endpoint, with the
 * path and the first failing key, so that a mismatch with someone's backend shows in their logs
 * without flooding them on every poll.
 */
const reported = new Set<string>();
let reading: string | null = null;

/** `/api/users/6650…?q=x` → `/api/users/{id}`: one report per endpoint, not per record. */
export const endpointOf = (path: string): string =>
  path
    .split('?')[0]!
    .replace(/\/[0-9a-f]{24}(?=\/|$)/gi, '/{id}')
    .replace(/\/temp-[^/]+/g, '/{id}');

/** Runs `parse` with `path` as the endpoint being read, so that reports name it. */
export function whileReading<T>(path: string, parse: () => T): T {
  const outer = reading;
  reading = path;
  try {
    return parse();
  } finally {
    reading = outer;
  }
}

const firstKey = (error: z.core.$ZodError | undefined): string => {
  const issue = error?.issues[0];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the log and the shape report
  return issue ? issue.path.map(String).join('.') || '(the whole answer)' : '(unknown)';
};

export function reportShapeProblem(what: string, error?: z.core.$ZodError): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the log and the shape report
  const endpoint = reading ? endpointOf(reading) : '(unknown endpoint)';
  const key = `${endpoint} ${what}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`Wishwell: the answer from ${endpoint} does not match the contract: ${what} (at ${firstKey(error)}: ${error?.issues[0]?.message ?? 'no detail'}).`);
}

/** For tests: forget what was reported. */
export const resetShapeReports = () => reported.clear();
