import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgliteMaintenancePlugin } from '../../server/src/plugins/pglite-maintenance';
import { MaintenancePlan } from '../../server/src/services/maintenance';
import { openTestDatabase } from './helpers/test-app';

describe('MaintenancePlan', () => {
  const rules = { analyzeAfterWrites: 3, analyzeAfterMs: 1000 };

  it('does nothing while nothing is written, vacuums after writes, and refreshes statistics after enough of them', () => {
    const plan = new MaintenancePlan(rules, 0);
    expect(plan.take(10)).toBeNull();
    plan.noteWrite();
    expect(plan.take(20)).toBe('vacuum');
    expect(plan.take(30)).toBeNull();
    plan.noteWrite();
    plan.noteWrite();
    expect(plan.take(40)).toBe('vacuum analyze');
    expect(plan.take(50)).toBeNull();
  });

  it('refreshes statistics after a while when anything was written since', () => {
    const plan = new MaintenancePlan(rules, 0);
    plan.noteWrite();
    expect(plan.take(500)).toBe('vacuum');
    // That write is still not in the statistics.
    expect(plan.take(1500)).toBe('vacuum analyze');
    expect(plan.take(3000)).toBeNull();
  });
});

// PostgreSQL runs autovacuum itself; the plugin does nothing there.
describe.runIf(!process.env.TEST_DATABASE_URL)('maintenance of the embedded database', () => {
  it('gathers statistics soon after start on a database that has none', async () => {
    const { database, drop } = await openTestDatabase();
    const analyzed = async () => {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(sql`pg_stats`).where(sql`schemaname = 'public'`);
      return row?.n ?? 0;
    };
    await database.db.execute(sql`insert into users (id, email, password_hash, full_name) values ('0123456789abcdef01234567', 'm@example.com', 'x', 'M')`);
    expect(await analyzed()).toBe(0);
    const app = Fastify();
    await app.register(pgliteMaintenancePlugin, { database, firstAfterMs: 10, everyMs: 60_000 });
    await app.ready();
    await expect.poll(analyzed, { timeout: 5000 }).toBeGreaterThan(0);
    await app.close();
    await drop();
  });
});
