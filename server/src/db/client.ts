import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { projectRoot } from '../lib/project-root';
import { nameStatements, routeGenericPlans } from './pg-statements';
import { openPgliteThread } from './pglite-thread';
import * as schema from './schema';

/** What every service receives: the same drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * PGlite: what runs from here on belongs to a new request, whose statements wait behind those of
   * the requests that began before it (pglite-thread.ts).
   */
  beginChain?: () => void;
  /** PostgreSQL: the connection pool's state now (for /metrics). */
  pool?: () => { total: number; idle: number; waiting: number };
}

/** The migrations, in order; tests also migrate a database of their own from them. */
export const migrationsFolder = () => path.join(projectRoot(), 'server', 'drizzle');

/** An arbitrary constant: the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 727_274_001;

export interface OpenOptions {
  url?: string;
  dataDir: string;
  /** PostgreSQL: connections the pool opens at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * A connection of the PostgreSQL pool failed while idle (the server restarted, the network
   * dropped). The pool discards it and opens another when needed; without a listener the error
   * would end the process.
   */
  onIdleError?: (error: Error) => void;
  /** Told of every statement sent (tests count them, so that a query per row cannot come back). */
  logger?: Logger;
  /**
   * PGlite only: start from this dump of a database (`dumpDataDir`) instead of an empty one. Loading
   * a migrated dump takes about a third of the time of creating a database, which tests do dozens of times.
   */
  pgliteDump?: Blob;
  /** PGlite only: a file to write the time spent in each statement to when the database closes. */
  statementProfile?: string;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 20, options.onIdleError ?? (() => undefined), options.logger) : openPglite(options.dataDir, options.logger, options.pgliteDump, options.statementProfile);
}

async function openPglite(dataDir: string, logger?: Logger, dump?: Blob, profileFile?: string): Promise<DatabaseHandle> {
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.join(dataDir, 'pglite');
  // PGlite does not create its parent folder.
  if (!inMemory) await mkdir(path.dirname(dir), { recursive: true });
  const { client, close, beginChain } = await openPgliteThread({ dir, dump: dump ? await dump.arrayBuffer() : undefined, profile: profileFile });
  await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
  const db = drizzle({ client, schema, logger });
  return { db: db as unknown as Database, kind: 'pglite', close, beginChain };
}

async function openPostgres(url: string, poolSize: number, onIdleError: (error: Error) => void, logger?: Logger): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // The reads planned once (GENERIC_PLAN) have connections of their own, half of the pool's size.
  const genericSize = poolSize >= 2 ? Math.floor(poolSize / 2) : 0;
  const pool = new pg.Pool({ connectionString: url, max: poolSize - genericSize });
  const generic = genericSize > 0 ? new pg.Pool({ connectionString: url, max: genericSize, options: '-c plan_cache_mode=force_generic_plan' }) : null;
  for (const each of [pool, generic]) {
    if (!each) continue;
    each.on('error', onIdleError);
    nameStatements(each);
  }
  if (generic) routeGenericPlans(pool, generic);
  const db = drizzle({ client: pool, schema, logger });
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client: lock, schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: async () => {
      await Promise.all([pool.end(), generic?.end()]);
    },
    pool: () => ({
      total: pool.totalCount + (generic?.totalCount ?? 0),
      idle: pool.idleCount + (generic?.idleCount ?? 0),
      waiting: pool.waitingCount + (generic?.waitingCount ?? 0),
    }),
  };
}
