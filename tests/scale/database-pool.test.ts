import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client';
import { GENERIC_PLAN } from '../../server/src/db/generic-plan';
import { openTestDatabase } from '../server/helpers/test-app';

// DATABASE_POOL_SIZE: N processes each open at most this many connections, so that N times it can be
// kept under PostgreSQL's max_connections. More statements than connections wait for one.
describe('the PostgreSQL pool of one process', () => {
  let drop: () => Promise<void>;
  let small: DatabaseHandle;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    if (!opened.url) throw new Error('npm run test:scale needs PostgreSQL: TEST_DATABASE_URL is not set');
    small = await openDatabase({ url: opened.url, dataDir: '', poolSize: 3 });
  });
  afterAll(async () => {
    await small?.close();
    await drop?.();
  });

  it('opens no more connections than DATABASE_POOL_SIZE, and the rest of the statements wait', async () => {
    // A drizzle query runs once it is awaited: then() sends each now. Of the 3 connections, 1 is for
    // the reads planned once (GENERIC_PLAN) and 2 for everything else.
    const running = [
      ...Array.from({ length: 7 }, () => small.db.execute(sql`select pg_sleep(0.3)`).then(() => undefined)),
      ...Array.from({ length: 3 }, () => small.db.execute(sql`select ${sql.raw(GENERIC_PLAN)} pg_sleep(0.3)`).then(() => undefined)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(small.pool?.()).toMatchObject({ total: 3, waiting: 7 });
    await Promise.all(running);
    expect(small.pool?.()).toMatchObject({ total: 3, waiting: 0 });
  });

  // PostgreSQL plans a prepared statement anew on most calls unless told otherwise (db/pg-statements.ts):
  // a `set` around each call would cost two round trips, so such reads have connections of their own.
  const modeOf = async (db: DatabaseHandle['db'], marked: boolean) => {
    const result = await db.execute(sql`select ${sql.raw(marked ? GENERIC_PLAN : '')} current_setting('plan_cache_mode') as mode`);
    return (result as unknown as { rows: { mode: string }[] }).rows[0]!.mode;
  };

  it('runs the reads marked for a generic plan on connections planning that way, and the rest and transactions as PostgreSQL chooses', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await modeOf(small.db, true)).toBe('force_generic_plan');
      expect(await modeOf(small.db, false)).toBe('auto');
    }
    const tx = (db: unknown) => db as DatabaseHandle['db'];
    expect(await small.db.transaction(async (inside) => [await modeOf(tx(inside), true), await modeOf(tx(inside), false)])).toEqual(['auto', 'auto']);
  });
});
