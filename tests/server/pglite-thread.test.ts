import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { openPgliteThread } from '../../server/src/db/pglite-thread';

// The embedded database on a thread of its own (db/pglite-thread.ts): the same answers, errors and
// transactions as PGlite in the server's thread, while the server's thread stays free.
let client: PGlite;
let close: () => Promise<void>;
let beginChain: () => void;
beforeAll(async () => {
  ({ client, close, beginChain } = await openPgliteThread({ dir: 'memory://' }));
  await client.exec(`create table things (id int primary key, name text not null, at timestamptz not null default now(), doc json)`);
  await client.exec(`insert into things (id, name, doc) select g, 'thing ' || g, json_build_object('n', g) from generate_series(1, 5) g`);
}, 60_000);
afterAll(() => close());

const names = async () => (await client.query<{ name: string }>('select name from things order by id')).rows.map((row) => row.name);

describe('the embedded database on its own thread', () => {
  it('answers rows as objects or arrays, with JSON parsed and the parsers of the caller applied to their columns', async () => {
    const objects = await client.query<{ id: number; doc: { n: number }; at: Date }>('select id, doc, at from things where id = $1', [2]);
    expect(objects.rows).toEqual([{ id: 2, doc: { n: 2 }, at: expect.any(Date) }]);
    const arrays = await client.query('select id, at from things where id = any($1::int[]) order by id', [[1, 3]], { rowMode: 'array', parsers: { 1184: (text: string) => `at ${text}` } });
    expect(arrays.rows).toEqual([
      [1, expect.stringMatching(/^at \d{4}-/)],
      [3, expect.stringMatching(/^at \d{4}-/)],
    ]);
  });

  it('hands a database error over with its SQLSTATE code, constraint and detail, through drizzle too', async () => {
    const error = await client.query(`insert into things (id, name) values (1, 'again')`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_pkey', detail: expect.stringContaining('(id)=(1)') });
    // Through drizzle, whose query options hold its parsers (functions): the thread keeps running.
    const db = drizzle({ client });
    const wrapped = await db.execute(sql`insert into things (id, name) values (2, 'again')`).catch((e: unknown) => e);
    expect((wrapped as { cause?: unknown }).cause).toMatchObject({ code: '23505' });
    expect(await names()).toHaveLength(5);
  });

  it('commits a transaction whose callback returns and rolls back one whose callback throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query(`update things set name = 'kept' where id = 1`);
    });
    const failure = await client
      .transaction(async (tx) => {
        await tx.query(`update things set name = 'dropped' where id = 2`);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: 'changed my mind' });
    expect((await names()).slice(0, 2)).toEqual(['kept', 'thing 2']);
  });

  it('holds a statement from outside an open transaction until the transaction has committed', async () => {
    let outside: Promise<string[]> | undefined;
    await client.transaction(async (tx) => {
      await tx.query(`update things set name = 'during' where id = 3`);
      outside = names();
      // The outside read has had time to reach the thread: it waits for the commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query(`update things set name = 'committed' where id = 3`);
    });
    expect((await outside!)[2]).toBe('committed');
  });

  it('runs the next statement of a request that began first before the statements of requests that began later', async () => {
    const finished: string[] = [];
    const run = (name: string, text: string) => client.query(text).then(() => finished.push(name));
    // Request A: a long statement, then its second one as soon as the first is answered.
    beginChain();
    const first = run('A1', 'select count(*) from generate_series(1, 2000000)').then(() => run('A2', 'select 1'));
    // Four requests begin while A1 runs (later, from a timer: a new request each). Each takes a while,
    // so that A2 has reached the thread before the first of them is done, however busy the machine.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const others = ['B', 'C', 'D', 'E'].map((name) => {
      beginChain();
      return run(name, 'select count(*) from generate_series(1, 1500000)');
    });
    await Promise.all([first, ...others]);
    // In arrival order A2 would come last. The thread may run one of the others while A2 is on its way
    // (it does not wait idle for it), never more.
    expect(finished[0]).toBe('A1');
    expect(finished.indexOf('A2')).toBeLessThanOrEqual(2);
    expect(finished.filter((name) => name !== 'A1' && name !== 'A2')).toEqual(['B', 'C', 'D', 'E']);
  });

  it('keeps the server thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const began = performance.now();
    await client.query(`select count(*) from generate_series(1, 3000000)`);
    const took = performance.now() - began;
    clearInterval(timer);
    // The statement took long enough for many ticks, and they came while it ran.
    expect(took).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 10 / 2));
  });
});
