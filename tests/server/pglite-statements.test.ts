import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withPreparedStatements } from '../../server/src/db/pglite-statements';
import { GENERIC_PLAN } from '../../server/src/db/generic-plan';
import { StatementProfile } from '../../server/src/db/statement-profile';

// PGlite with its statements prepared once: the same answers as PGlite's own query, the same
// transactions, the same errors.
let raw: PGlite;
let pg: PGlite;
beforeAll(async () => {
  raw = new PGlite('memory://');
  await raw.waitReady;
  await raw.exec(`create table things (id int primary key, name text not null, tags text[] not null default '{}', at timestamptz not null default now(), doc json)`);
  await raw.exec(`insert into things (id, name, tags, doc) select g, 'thing ' || g, array['t' || g], json_build_object('n', g) from generate_series(1, 20) g`);
  pg = withPreparedStatements(raw);
});
afterAll(() => raw.close());

const PAGE = 'select id, name, tags, at, doc from things where id > $1 and name like $2 order by id limit 5';

describe('withPreparedStatements', () => {
  it('answers reads exactly as PGlite does, in object and array rows, the first time and later', async () => {
    for (let i = 0; i < 8; i++) {
      const params = [i, 'thing %'];
      expect(await pg.query(PAGE, params)).toEqual(await raw.query(PAGE, params));
      expect(await pg.query(PAGE, params, { rowMode: 'array' })).toEqual(await raw.query(PAGE, params, { rowMode: 'array' }));
    }
    const { rows } = await pg.query<{ tags: string[]; at: Date; doc: { n: number } }>(PAGE, [0, 'thing %']);
    expect(rows[0]).toMatchObject({ tags: ['t1'], doc: { n: 1 } });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  it('prepares a union of reads, whose text starts with a parenthesis, as it prepares a read, and profiles each statement', async () => {
    const profile = new StatementProfile();
    // A PGlite of its own: statement names are per wrapper.
    const own = new PGlite('memory://');
    await own.exec(`create table things (id int primary key, name text not null); insert into things select g, 'thing ' || g from generate_series(1, 3) g`);
    const profiled = withPreparedStatements(own, profile);
    const union = '(select id from things where id = $1) union all (select id from things where id = $2)';
    for (let i = 0; i < 3; i++) expect((await profiled.query<{ id: number }>(union, [1, 2])).rows.map((row) => row.id)).toEqual([1, 2]);
    await profiled.query(`update things set name = name where id = 1`);
    expect(profile.rows()).toEqual(
      expect.arrayContaining([
        { text: union, calls: 3, ms: expect.any(Number) },
        { text: '(unprepared) update things set name = name where id = 1', calls: 1, ms: expect.any(Number) },
      ]),
    );
    expect(profile.rows()).toHaveLength(2);
    await own.close();
  });

  it('takes nulls, arrays and dates as parameters', async () => {
    const q = 'select count(*)::int as n from things where ($1::text is null or name = $1) and id = any($2::int[]) and at <= $3';
    expect((await pg.query<{ n: number }>(q, [null, [1, 2, 3], new Date(Date.now() + 60_000)])).rows[0]?.n).toBe(3);
    expect((await pg.query<{ n: number }>(q, ['thing 2', [1, 2, 3], new Date(Date.now() + 60_000)])).rows[0]?.n).toBe(1);
  });

  it('commits and rolls back transactions, statements inside them prepared too', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into things (id, name) values ($1, $2)', [100, 'kept']);
      await tx.query('update things set name = $1 where id = $2', ['kept, renamed', 100]);
    });
    expect((await pg.query('select name from things where id = $1', [100])).rows).toEqual([{ name: 'kept, renamed' }]);

    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into things (id, name) values ($1, $2)', [101, 'dropped']);
        // a duplicate key: the whole transaction goes
        await tx.query('insert into things (id, name) values ($1, $2)', [100, 'duplicate']);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await pg.query('select count(*)::int as n from things where id = $1', [101])).rows).toEqual([{ n: 0 }]);
    // and the connection is fine afterwards
    expect((await pg.query(PAGE, [18, 'thing %'])).rows.map((r) => (r as { id: number }).id)).toEqual([19, 20]);
  });

  it('refuses a closed transaction\'s client like PGlite does', async () => {
    let escaped: { query: PGlite['query'] } | undefined;
    await pg.transaction(async (tx) => {
      escaped = tx;
    });
    await expect(Promise.resolve().then(() => escaped!.query('select 1'))).rejects.toThrow('Transaction is closed');
  });

  it('reports a failing read as an error and keeps working', async () => {
    await expect(pg.query('select * from no_such_table where id = $1', [1])).rejects.toThrow(/no_such_table/);
    await expect(pg.query('select 1 / $1::int as x', [0])).rejects.toThrow(/division by zero/);
    expect((await pg.query<{ x: number }>('select 2 / $1::int as x', [1])).rows).toEqual([{ x: 2 }]);
  });

  it('runs a read marked for its generic plan with that plan, and leaves the default mode after it, failed or not', async () => {
    const mode = async () => (await raw.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]?.plan_cache_mode;
    const marked = `${PAGE} ${GENERIC_PLAN}`;
    for (let i = 0; i < 3; i++) {
      expect(await pg.query(marked, [i, 'thing %'])).toEqual(await raw.query(PAGE, [i, 'thing %']));
      expect(await mode()).toBe('auto');
    }
    // Postgres counts the plans each prepared statement ran with: the marked one never had a custom one.
    const plans = async (text: string) =>
      (await raw.query<{ generic_plans: number; custom_plans: number }>('select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1', [text])).rows[0];
    expect(await plans(marked)).toEqual({ generic_plans: 3, custom_plans: 0 });
    expect((await plans(PAGE))?.custom_plans).toBeGreaterThan(0);
    await expect(pg.query(`select 1 / $1::int as x ${GENERIC_PLAN}`, [0])).rejects.toThrow(/division by zero/);
    expect(await mode()).toBe('auto');
    expect((await pg.query<{ x: number }>(`select 2 / $1::int as x ${GENERIC_PLAN}`, [1])).rows).toEqual([{ x: 2 }]);
  });

  it('keeps reads and transactions from interleaving', async () => {
    const read = () => pg.query<{ n: number }>('select count(*)::int as n from things where id >= $1', [200]);
    const before = Array.from({ length: 10 }, read);
    const writes = pg.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) {
        await tx.query('insert into things (id, name) values ($1, $2)', [200 + i, `batch ${i}`]);
        // give waiting reads every chance to slip in between the statements
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    });
    const during = Array.from({ length: 10 }, read);
    const answers = (await Promise.all([...before, ...during])).map((a) => a.rows[0]?.n);
    await writes;
    // every read saw none of the batch or all of it, never a part
    expect(answers.filter((n) => n !== 0 && n !== 5)).toEqual([]);
    expect((await pg.query<{ n: number }>('select count(*)::int as n from things where id >= 200', [])).rows[0]?.n).toBe(5);
  });
});
