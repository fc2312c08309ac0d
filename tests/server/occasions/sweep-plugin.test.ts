import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayOf } from '@contract/occasion';
import { ConfigError, loadConfig } from '../../../server/src/config';
import { occasions, users } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { call, follow, makeMembers, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { remindersOf } from './occasion-helpers';

describe('OCCASION_SWEEP_MS', () => {
  it('is 15 minutes unless told, 0 with 0 or off, and refused when negative', () => {
    expect(loadConfig({}).occasionSweepMs).toBe(15 * 60_000);
    expect(loadConfig({ OCCASION_SWEEP_MS: '60000' }).occasionSweepMs).toBe(60_000);
    expect(loadConfig({ OCCASION_SWEEP_MS: '0' }).occasionSweepMs).toBe(0);
    expect(loadConfig({ OCCASION_SWEEP_MS: 'off' }).occasionSweepMs).toBe(0);
    expect(() => loadConfig({ OCCASION_SWEEP_MS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ OCCASION_SWEEP_MS: 'sometimes' })).toThrow(ConfigError);
  });
});

describe('a process with the sweep on', () => {
  let t: TestApp;
  let m: Record<'host' | 'guest', Member>;
  beforeAll(async () => {
    t = await createTestApp({ occasionSweepMs: 200 });
    m = await makeMembers(t, ['host', 'guest'] as const);
    await follow(t.database.db, m.guest, m.host);
  });
  afterAll(() => t.close());

  it('sweeps by itself, and an account deleted takes its occasions and their reminders with it', async () => {
    const id = newId();
    await t.database.db.insert(occasions).values({ id, userId: m.host.id, title: 'housewarming', date: addDays(todayOf(), 14), visibility: 'public' });
    await expect.poll(async () => (await remindersOf(t, m.guest)).map((notice) => notice.relatedId), { timeout: 10_000 }).toEqual([id]);

    expect((await call(t.app, 'DELETE', '/user/account', m.host)).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, m.host.id))).toEqual([]);
    expect(await t.database.db.select().from(occasions).where(eq(occasions.userId, m.host.id))).toEqual([]);
    expect(await remindersOf(t, m.guest)).toEqual([]);
  });
});
