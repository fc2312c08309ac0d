import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { GENERIC_PLAN } from './generic-plan';
import type { StatementProfile } from './statement-profile';

/** Distinct statements kept; past it, reads go the ordinary way (a query text built per call, say). */
const MAX_STATEMENTS = 2_000;

// A read, or a union of reads (drizzle puts each branch in parentheses).
const READ = /^[\s(]*(select|with)\s/i;

/** What the PGlite instance does not declare but has: its mutexes and its value serialisers. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

interface Statement {
  name: string;
  /** The type of each parameter, as the server worked it out when parsing. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite with its reads as named prepared statements. PGlite's own `query` parses and plans every
 * statement on every call and talks to the database in six steps; a page of desires with its
 * reactions and offers spent more time being planned than being read. Here each distinct read is
 * parsed once, and each call is one message (bind, describe, execute, sync), so Postgres reuses its
 * plan. Writes outside transactions go the ordinary way (PGlite then syncs its files). Same answers,
 * same locking: reads take the same two mutexes as `query` does, statements in a transaction the one
 * that PGlite's own transaction client takes.
 */
export function withPreparedStatements(pg: PGlite, profile?: StatementProfile): PGlite {
  const inner = pg as unknown as PgliteInternals;
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;

  const prepare = async (text: string): Promise<Statement> => {
    const name = `r${statements.size + 1}`;
    const described = await pg.execProtocolStream(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  };

  /** One statement as a named one; the caller holds the mutexes. */
  const runPrepared = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!profile) return runStatement<T>(text, params, options);
    const began = performance.now();
    try {
      return await runStatement<T>(text, params, options);
    } finally {
      profile.record(text, performance.now() - began);
    }
  };

  const runStatement = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? inner.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const run = [serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    if (!text.includes(GENERIC_PLAN)) {
      const messages = await pg.execProtocolStream(concat(run), { syncToFs: false });
      return parse.parseResults(messages, inner.parsers, options)[0] as Results<T>;
    }
    // The mode around this one call, in the same message: the statement's generic plan, then the default again.
    try {
      const messages = await pg.execProtocolStream(concat([serialize.query(`set plan_cache_mode = force_generic_plan`), ...run, serialize.query('reset plan_cache_mode')]), {
        syncToFs: false,
      });
      return parse.parseResults(messages, inner.parsers, options)[1] as Results<T>;
    } catch (error) {
      await pg.execProtocolStream(serialize.query('reset plan_cache_mode'), { syncToFs: false });
      throw error;
    }
  };

  /** A statement PGlite runs itself (a write outside a transaction): its time includes its wait for the mutexes. */
  const timed = async <T>(text: string, run: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    try {
      return await run();
    } finally {
      profile?.record(`(unprepared) ${text}`, performance.now() - began);
    }
  };

  const preparable = (text: string) => statements.has(text) || statements.size < MAX_STATEMENTS;

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!READ.test(text) || !preparable(text)) return profile ? timed(text, () => pg.query<T>(text, params, options)) : pg.query<T>(text, params, options);
    await inner._checkReady();
    return inner._runExclusiveTransaction(() => inner._runExclusiveQuery(() => runPrepared<T>(text, params, options)));
  };

  /**
   * Inside a transaction every statement may be a named one: PGlite writes to its files at commit,
   * not after each statement, and the transaction already holds the transaction mutex.
   */
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
          if (target.closed) throw new Error('Transaction is closed');
          return preparable(text) ? inner._runExclusiveQuery(() => runPrepared<T>(text, params, options)) : target.query<T>(text, params, options);
        };
      },
    });

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => pg.transaction((tx) => callback(inTransaction(tx)));

  // Everything else is PGlite's own, called on PGlite itself (its private fields need that).
  return new Proxy(pg, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
