import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client';
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
    // A drizzle query runs once it is awaited: then() sends each now.
    const running = Array.from({ length: 7 }, () => small.db.execute(sql`select pg_sleep(0.3)`).then(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(small.pool?.()).toMatchObject({ total: 3, waiting: 4 });
    await Promise.all(running);
    expect(small.pool?.()).toMatchObject({ total: 3, waiting: 0 });
  });
});
