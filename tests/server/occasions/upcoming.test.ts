import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayOf, type UpcomingOccasion } from '@contract/occasion';
import { occasions, users } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { upcomingOccasions } from '../../../server/src/services/occasions/lists';
import { NO_READER_SETS } from '../../../server/src/services/visibility/reader';
import { call, follow, insertDesires, makeMembers, message, minutesAgo, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOccasion } from './occasion-helpers';

// The Upcoming list: the occasions of members the reader follows that they may see, within a number
// of days, soonest first, with the linked desires the reader may read. The service is asked for a given
// day (its clock), the route for today.

let t: TestApp;
let m: Record<'rita' | 'ana' | 'bo' | 'cy' | 'muted' | 'blocking' | 'hidden', Member>;
const at: Record<string, string> = {};

/** An occasion written straight into the table (any date, any owner). */
async function put(owner: Member, title: string, date: string, yearly = false, visibility: 'public' | 'followers' | 'private' = 'followers'): Promise<string> {
  const id = newId();
  await t.database.db.insert(occasions).values({ id, userId: owner.id, title, date, yearly, visibility });
  at[title] = id;
  return id;
}

const upcoming = (today: string, days = 60, reader: Member = m.rita) => upcomingOccasions(t.database.db, undefined, reader.id, NO_READER_SETS, days, today);
const titles = (list: UpcomingOccasion[]) => list.map((item) => [item.occasion.title, item.daysLeft]);

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMembers(t, ['rita', 'ana', 'bo', 'cy', 'muted', 'blocking', 'hidden'] as const);
  for (const member of [m.ana, m.bo, m.muted, m.blocking, m.hidden]) await follow(t.database.db, m.rita, member);
  expect((await call(t.app, 'POST', `/users/${m.muted.id}/mute`, m.rita)).statusCode).toBe(200);
  expect((await call(t.app, 'POST', `/users/${m.rita.id}/block`, m.blocking)).statusCode).toBe(200);
  await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, m.hidden.id));

  await put(m.ana, 'New year birthday', '1990-01-05', true);
  await put(m.ana, 'Party today', '2026-12-20');
  await put(m.ana, 'Secret', '2026-12-24', false, 'private');
  await put(m.ana, 'Yesterday', '2026-12-19');
  await put(m.bo, 'Day before last year’s', '1985-12-19', true);
  await put(m.bo, 'Sixty days on', addDays('2026-12-20', 60), false, 'public');
  await put(m.bo, 'Sixty-one days on', addDays('2026-12-20', 61), false, 'public');
  await put(m.bo, 'Leap birthday', '2000-02-29', true);
  await put(m.cy, 'Not followed', '2026-12-22', false, 'public');
  await put(m.muted, 'Muted party', '2026-12-22', false, 'public');
  await put(m.blocking, 'Blocking party', '2026-12-22', false, 'public');
  await put(m.hidden, 'Hidden party', '2026-12-22', false, 'public');
});
afterAll(() => t.close());

describe('the Upcoming list', () => {
  it('lists followed members’ occasions within the window, today included, soonest first, across the new year', async () => {
    expect(titles(await upcoming('2026-12-20'))).toEqual([
      ['Party today', 0],
      ['New year birthday', 16],
      ['Sixty days on', 60],
    ]);
  });

  it('leaves out a private occasion, one of a member not followed, muted, on the other side of a block or blocked by an admin', async () => {
    const all = titles(await upcoming('2026-12-20', 366)).map(([title]) => title);
    // The control: the wide window reaches the yearly one that fell yesterday, a year on.
    expect(all).toContain('Day before last year’s');
    expect(all).toContain('Sixty-one days on');
    for (const title of ['Secret', 'Yesterday', 'Not followed', 'Muted party', 'Blocking party', 'Hidden party']) expect(all).not.toContain(title);
  });

  it('takes a yearly 29 February to the 28th in other years, and to the 29th in a leap year', async () => {
    expect(titles(await upcoming('2027-02-10', 30))).toContainEqual(['Leap birthday', 18]);
    const leap = (await upcoming('2028-02-10', 30)).find((item) => item.occasion.title === 'Leap birthday');
    expect(leap).toMatchObject({ daysLeft: 19, occasion: { next: '2028-02-29', date: '2000-02-29' } });
    // On the 28th of a common year it is today.
    expect(titles(await upcoming('2027-02-28', 1))).toContainEqual(['Leap birthday', 0]);
  });

  it('brings the first linked desires the reader may read, newest first, and how many they may read in all', async () => {
    const occasionId = at['Party today']!;
    const publicIds = await insertDesires(
      t.database.db,
      Array.from({ length: 7 }, (_, i) => ({ userId: m.ana.id, occasionId, visibility: 'public' as const, createdAt: minutesAgo(100 - i) })),
    );
    const [forFollowers, privateOne] = await insertDesires(t.database.db, [
      { userId: m.ana.id, occasionId, visibility: 'followers', createdAt: minutesAgo(50) },
      { userId: m.ana.id, occasionId, visibility: 'private', createdAt: minutesAgo(10) },
    ]);
    const item = (await upcoming('2026-12-20')).find((entry) => entry.occasion._id === occasionId)!;
    expect(item.desiresTotal).toBe(8);
    expect(item.desires.map((desire) => desire._id)).toEqual([forFollowers, ...publicIds.slice(2).reverse()]);
    expect(item.desires.map((desire) => desire._id)).not.toContain(privateOne);
    expect(item.user).toMatchObject({ _id: m.ana.id, fullName: 'ana' });
    // Another occasion has none.
    expect((await upcoming('2026-12-20')).find((entry) => entry.occasion.title === 'Sixty days on')).toMatchObject({ desires: [], desiresTotal: 0 });
  });

  it('answers the route for today, and 400 for days out of bounds or not a number', async () => {
    const soon = await addOccasion(t, m.ana, { title: 'In two days', date: addDays(todayOf(), 2), visibility: 'public' });
    const res = await call(t.app, 'GET', '/occasions/upcoming?days=7', m.rita);
    expect(res.statusCode).toBe(200);
    expect(res.json<UpcomingOccasion[]>().find((item) => item.occasion._id === soon._id)).toMatchObject({ daysLeft: 2, user: { _id: m.ana.id } });
    for (const days of ['0', '367', 'abc', '1.5']) expect((await call(t.app, 'GET', `/occasions/upcoming?days=${days}`, m.rita)).statusCode).toBe(400);
    expect(message(await call(t.app, 'GET', '/occasions/upcoming?days=0', m.rita))).toBe('Days must be at least 1');
    expect((await call(t.app, 'GET', '/occasions/upcoming', null)).statusCode).toBe(401);
  });
});
