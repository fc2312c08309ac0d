import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, occasionReminders, occasionSweeps, occasions } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { occasionRemindersTask } from '../../../server/src/services/occasions/reminders';
import { releaseSweepLease, runSweep, takeSweepLease } from '../../../server/src/services/occasions/sweep';
import { call, follow, makeMembers, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { remindersOf } from './occasion-helpers';

// The sweep's reminders, on a clock of our own (the day is given to the sweep): 14 and 3 days before
// an occasion falls, once for each follower who may see it.

let t: TestApp;
let m: Record<'olga' | 'fred' | 'gus' | 'muter' | 'blocker' | 'blockedOne' | 'stranger', Member>;

async function put(owner: Member, title: string, date: string, yearly = false, visibility: 'public' | 'followers' | 'private' = 'followers'): Promise<string> {
  const id = newId();
  await t.database.db.insert(occasions).values({ id, userId: owner.id, title, date, yearly, visibility });
  return id;
}

const sweep = async (today: string) => {
  const outcome = await t.app.occasionSweep.runNow(today);
  if (!outcome.ran) throw new Error('the sweep did not run');
  return outcome.done[0]!;
};

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMembers(t, ['olga', 'fred', 'gus', 'muter', 'blocker', 'blockedOne', 'stranger'] as const);
  for (const member of [m.fred, m.gus, m.muter, m.blocker, m.blockedOne]) await follow(t.database.db, member, m.olga);
  expect((await call(t.app, 'POST', `/users/${m.olga.id}/mute`, m.muter)).statusCode).toBe(200);
  expect((await call(t.app, 'POST', `/users/${m.olga.id}/block`, m.blocker)).statusCode).toBe(200);
  expect((await call(t.app, 'POST', `/users/${m.blockedOne.id}/block`, m.olga)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('occasion reminders', () => {
  let birthday: string;
  beforeAll(async () => {
    birthday = await put(m.olga, 'birthday', '1990-01-03', true, 'public');
  });

  it('reminds each follower 14 days before, once however many sweeps run that day', async () => {
    expect(await sweep('2026-12-20')).toBe(2);
    expect(await sweep('2026-12-20')).toBe(0);
    const [notice, ...more] = await remindersOf(t, m.fred);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      type: 'occasion_reminder',
      relatedId: birthday,
      desireId: null,
      fromUserId: { _id: m.olga.id, fullName: 'olga' },
      parts: { kind: 'occasion', name: 'olga', title: 'birthday', date: '2027-01-03', daysLeft: 14 },
      message: 'olga\'s birthday is in 14 days',
    });
    expect(await remindersOf(t, m.gus)).toHaveLength(1);
  });

  it('leaves out a follower who muted the owner, either side of a block, and a member who does not follow', async () => {
    // Fred and Gus were reminded by the same sweep.
    expect(await remindersOf(t, m.fred)).toHaveLength(1);
    for (const member of [m.muter, m.blocker, m.blockedOne, m.stranger]) expect(await remindersOf(t, member)).toEqual([]);
    const rows = await t.database.db.select({ followerId: occasionReminders.followerId }).from(occasionReminders).where(eq(occasionReminders.occasionId, birthday));
    expect(rows.map((row) => row.followerId).sort()).toEqual([m.fred.id, m.gus.id].sort());
  });

  it('reminds again 3 days before, once, and not on the days between', async () => {
    expect(await sweep('2026-12-25')).toBe(0);
    expect(await sweep('2026-12-31')).toBe(2);
    expect(await sweep('2027-01-01')).toBe(0);
    expect((await remindersOf(t, m.fred)).map((notice) => notice.parts)).toEqual([
      { kind: 'occasion', name: 'olga', title: 'birthday', date: '2027-01-03', daysLeft: 3 },
      { kind: 'occasion', name: 'olga', title: 'birthday', date: '2027-01-03', daysLeft: 14 },
    ]);
  });

  it('catches up a missed 3-day reminder while the occasion is a day away or more, never a missed 14-day one', async () => {
    const party = await put(m.olga, 'party', '2027-03-20', false, 'public');
    // 13 days before: the 14-day reminder is not sent late.
    expect(await sweep('2027-03-07')).toBe(0);
    // 2 days before: the 3-day one is, telling the days left.
    expect(await sweep('2027-03-18')).toBe(2);
    expect((await remindersOf(t, m.gus)).find((notice) => notice.relatedId === party)?.parts).toMatchObject({ daysLeft: 2 });
    // On the day itself nothing is caught up.
    const dinner = await put(m.olga, 'dinner', '2027-03-21', false, 'public');
    expect(await sweep('2027-03-21')).toBe(0);
    expect((await remindersOf(t, m.gus)).some((notice) => notice.relatedId === dinner)).toBe(false);
  });

  it('reminds only followers of a followers occasion, and nobody of a private one', async () => {
    const wedding = await put(m.olga, 'wedding', '2027-05-15', false, 'followers');
    const secret = await put(m.olga, 'secret', '2027-05-15', false, 'private');
    expect(await sweep('2027-05-01')).toBe(2);
    const ids = (await remindersOf(t, m.fred)).map((notice) => notice.relatedId);
    expect(ids).toContain(wedding);
    expect(ids).not.toContain(secret);
  });

  it('keeps a reminder out of the list once its occasion went private or its owner was muted, and not the others', async () => {
    const trip = await put(m.olga, 'trip', '2027-06-15', false, 'public');
    const gala = await put(m.olga, 'gala', '2027-06-15', false, 'public');
    expect(await sweep('2027-06-01')).toBe(4);
    await t.database.db.update(occasions).set({ visibility: 'private' }).where(eq(occasions.id, trip));
    const fredSees = (await remindersOf(t, m.fred)).map((notice) => notice.relatedId);
    expect(fredSees).toContain(gala);
    expect(fredSees).not.toContain(trip);
    expect((await call(t.app, 'POST', `/users/${m.olga.id}/mute`, m.gus)).statusCode).toBe(200);
    expect(await remindersOf(t, m.gus)).toEqual([]);
    // The control: Fred, who did not mute her, still has hers.
    expect((await remindersOf(t, m.fred)).length).toBeGreaterThan(0);
  });

  it('walks the followers a page at a time', async () => {
    const many = await makeMembers(t, ['p1', 'p2', 'p3', 'p4', 'p5'] as const);
    const owner = (await makeMembers(t, ['paged'] as const)).paged;
    for (const member of Object.values(many)) await follow(t.database.db, member, owner);
    await put(owner, 'feast', '2027-08-15', false, 'public');
    await put(owner, 'fair', '2027-08-15', false, 'public');
    const task = occasionRemindersTask({ occasions: 1, followers: 2 });
    expect(await runSweep(t.database.db, t.app.live, [task], '2027-08-01')).toEqual({ ran: true, done: [10] });
    for (const member of Object.values(many)) expect(await remindersOf(t, member)).toHaveLength(2);
  });
});

describe('the sweep’s lease', () => {
  it('lets one holder sweep at a time, and another take over once a lease has run out', async () => {
    await releaseSweepLease(t.database.db);
    expect(await takeSweepLease(t.database.db)).not.toBeNull();
    expect(await takeSweepLease(t.database.db)).toBeNull();
    expect(await t.app.occasionSweep.runNow('2027-09-01')).toEqual({ ran: false });
    // A holder that crashed: its lease ends and the next sweep runs.
    await t.database.db.update(occasionSweeps).set({ leasedUntil: sql`now() - interval '1 second'` }).where(eq(occasionSweeps.name, 'occasions'));
    expect(await t.app.occasionSweep.runNow('2027-09-01')).toMatchObject({ ran: true });
    const [row] = await t.database.db.select().from(occasionSweeps).where(eq(occasionSweeps.name, 'occasions'));
    expect(row?.leasedUntil).toBeNull();
    expect(row?.lastRunAt).toBeInstanceOf(Date);
  });

  it('gives the lease back when a task fails, after the other tasks ran', async () => {
    let ran = 0;
    const failing = async () => {
      throw new Error('a task failed');
    };
    const counting = async () => ++ran;
    await expect(runSweep(t.database.db, t.app.live, [failing, counting], '2027-09-02')).rejects.toThrow('a task failed');
    expect(ran).toBe(1);
    const held = await takeSweepLease(t.database.db);
    expect(held).not.toBeNull();
    await releaseSweepLease(t.database.db, held!);
  });

  it('gives back only its own lease: one that ran out and was taken by another stays with the other', async () => {
    // A lease that has run out already (as one that a long sweep outlived): another process takes the sweep.
    const mine = await takeSweepLease(t.database.db, -1000);
    expect(mine).not.toBeNull();
    const theirs = await takeSweepLease(t.database.db);
    expect(theirs).not.toBeNull();
    expect(theirs).not.toBe(mine);
    await releaseSweepLease(t.database.db, mine!);
    expect(await takeSweepLease(t.database.db)).toBeNull();
    await releaseSweepLease(t.database.db, theirs!);
    expect(await takeSweepLease(t.database.db)).not.toBeNull();
    await releaseSweepLease(t.database.db);
  });

  it('writes one notice per reminder row', async () => {
    const count = await t.database.db.$count(notifications, and(eq(notifications.type, 'occasion_reminder'), eq(notifications.recipientId, m.fred.id)));
    const rows = await t.database.db.$count(occasionReminders, eq(occasionReminders.followerId, m.fred.id));
    expect(count).toBeGreaterThan(0);
    expect(count).toBe(rows);
  });
});
