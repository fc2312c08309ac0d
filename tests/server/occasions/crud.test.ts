import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { nextOccurrence, occasionLimits, todayOf, type Occasion, OCCASION_DATE_MESSAGE } from '@contract/occasion';
import { desires, occasions } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { call, insertDesires, makeMember, message, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOccasion } from './occasion-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a member’s own occasions', () => {
  let ana: Member;
  beforeAll(async () => {
    ana = await makeMember(t, 'Ana Owner');
  });

  it('creates an occasion with 201, defaults, and the day it next falls', async () => {
    const res = await call(t.app, 'POST', '/occasions', ana, { title: 'Ana’s birthday', date: '1990-03-14', yearly: true });
    expect(res.statusCode).toBe(201);
    const { message: text, occasion } = res.json<{ message: string; occasion: Occasion }>();
    expect(text).toBe('Occasion created');
    expect(occasion).toMatchObject({ userId: ana.id, title: 'Ana’s birthday', date: '1990-03-14', yearly: true, visibility: 'followers' });
    expect(occasion.next).toBe(nextOccurrence({ date: '1990-03-14', yearly: true }, todayOf()));
    expect(occasion.next >= todayOf()).toBe(true);
  });

  it('lists the member’s occasions soonest first, the one-offs already past last', async () => {
    const bo = await makeMember(t, 'Bo Lister');
    const far = await addOccasion(t, bo, { title: 'Far', date: '2150-01-01' });
    const near = await addOccasion(t, bo, { title: 'Near', date: '2140-06-01' });
    const past = await addOccasion(t, bo, { title: 'Past', date: '2001-05-05' });
    const older = await addOccasion(t, bo, { title: 'Older', date: '1999-05-05' });
    const list = (await call(t.app, 'GET', '/occasions', bo)).json<Occasion[]>();
    expect(list.map((o) => o._id)).toEqual([near._id, far._id, past._id, older._id]);
    expect(list.find((o) => o._id === past._id)?.next).toBe('2001-05-05');
  });

  it('refuses days that do not exist, NUL characters, a missing or long title and an unknown visibility with 400', async () => {
    const bad = [
      [{ title: 'Leap', date: '2026-02-30' }, OCCASION_DATE_MESSAGE],
      [{ title: 'Leap', date: '2027-02-29' }, OCCASION_DATE_MESSAGE],
      [{ title: 'Slashes', date: '2026/12/01' }, OCCASION_DATE_MESSAGE],
      [{ title: 'Nul\u0000title', date: '2026-12-01' }, null],
      [{ date: '2026-12-01' }, 'Title is required'],
      [{ title: 'x'.repeat(occasionLimits.titleMax + 1), date: '2026-12-01' }, `Title must be ${occasionLimits.titleMax} characters or less`],
      [{ title: 'Party', date: '2026-12-01', visibility: 'friends' }, 'Invalid visibility'],
    ] as const;
    for (const [body, text] of bad) {
      const res = await call(t.app, 'POST', '/occasions', ana, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (text) expect(message(res)).toBe(text);
    }
    // A real 29 February is a day.
    expect((await call(t.app, 'POST', '/occasions', ana, { title: 'Leap', date: '2028-02-29' })).statusCode).toBe(201);
  });

  it('keeps at most occasionLimits.perMember occasions a member, 409 past it, even when two ask at once', async () => {
    const cy = await makeMember(t, 'Cy Collector');
    const held = occasionLimits.perMember - 2;
    await t.database.db
      .insert(occasions)
      .values(Array.from({ length: held }, (_, i) => ({ id: newId(), userId: cy.id, title: `Day ${i}`, date: '2030-01-01' })));
    expect((await call(t.app, 'POST', '/occasions', cy, { title: 'One more', date: '2030-02-02' })).statusCode).toBe(201);
    const both = await Promise.all([0, 1].map((i) => call(t.app, 'POST', '/occasions', cy, { title: `Race ${i}`, date: '2030-03-03' })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(message(both.find((res) => res.statusCode === 409)!)).toBe(`You can keep at most ${occasionLimits.perMember} occasions`);
    expect(await t.database.db.$count(occasions, eq(occasions.userId, cy.id))).toBe(occasionLimits.perMember);
  });

  it('changes and removes only the owner’s occasion: a stranger’s or an unknown id is 404, a malformed one 400', async () => {
    const dee = await makeMember(t, 'Dee Stranger');
    const own = await addOccasion(t, ana, { title: 'Wedding', date: '2031-07-07' });
    const body = { title: 'Taken over', date: '2031-08-08' };
    for (const id of [own._id, newId()]) {
      const put = await call(t.app, 'PUT', `/occasions/${id}`, dee, body);
      expect(put.statusCode).toBe(404);
      expect(message(put)).toBe('Occasion not found');
      const del = await call(t.app, 'DELETE', `/occasions/${id}`, dee);
      expect(del.statusCode).toBe(404);
      expect(message(del)).toBe('Occasion not found');
    }
    expect((await call(t.app, 'PUT', '/occasions/not-an-id', ana, body)).statusCode).toBe(400);
    const [kept] = await t.database.db.select().from(occasions).where(eq(occasions.id, own._id));
    expect(kept).toMatchObject({ title: 'Wedding', date: '2031-07-07' });

    const put = await call(t.app, 'PUT', `/occasions/${own._id}`, ana, { title: 'Our wedding', date: '2031-09-09', yearly: true, visibility: 'public' });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ occasion: Occasion }>().occasion).toMatchObject({ _id: own._id, title: 'Our wedding', date: '2031-09-09', yearly: true, visibility: 'public', next: '2031-09-09' });
    const del = await call(t.app, 'DELETE', `/occasions/${own._id}`, ana);
    expect(del.statusCode).toBe(200);
    expect(message(del)).toBe('Occasion deleted');
    expect(await t.database.db.select().from(occasions).where(eq(occasions.id, own._id))).toEqual([]);
  });
});

describe('the reveal day of surprises linked to an occasion', () => {
  it('moves with the occasion’s day for unrevealed surprises only, and stays when only the title changes', async () => {
    const eva = await makeMember(t, 'Eva Surprised');
    const occasion = await addOccasion(t, eva, { title: 'Graduation', date: '2099-05-10' });
    const [unrevealed, revealed, plain, elsewhere] = await insertDesires(t.database.db, [
      { userId: eva.id, occasionId: occasion._id, surprise: true, revealOn: '2099-05-11' },
      { userId: eva.id, occasionId: occasion._id, surprise: true, revealedAt: new Date(), revealOn: '2099-05-11' },
      { userId: eva.id, occasionId: occasion._id, surprise: false },
      { userId: eva.id, surprise: true, revealOn: '2099-01-02' },
    ]);
    const revealOn = async () =>
      Object.fromEntries(
        (await t.database.db.select({ id: desires.id, revealOn: desires.revealOn, occasionId: desires.occasionId }).from(desires).where(inArray(desires.id, [unrevealed!, revealed!, plain!, elsewhere!]))).map((row) => [
          row.id,
          [row.revealOn, row.occasionId],
        ]),
      );

    expect((await call(t.app, 'PUT', `/occasions/${occasion._id}`, eva, { title: 'Graduation', date: '2099-06-01' })).statusCode).toBe(200);
    expect(await revealOn()).toEqual({
      [unrevealed!]: ['2099-06-02', occasion._id],
      [revealed!]: ['2099-05-11', occasion._id],
      [plain!]: [null, occasion._id],
      [elsewhere!]: ['2099-01-02', null],
    });

    // Made yearly: the day after it next falls, from today.
    expect((await call(t.app, 'PUT', `/occasions/${occasion._id}`, eva, { title: 'Graduation', date: '2020-06-01', yearly: true })).statusCode).toBe(200);
    const next = nextOccurrence({ date: '2020-06-01', yearly: true }, todayOf());
    const after = await revealOn();
    expect(after[unrevealed!]![0]).toBe(new Date(Date.parse(`${next}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));

    // The title alone changes no reveal day (one set by hand stays).
    await t.database.db.update(desires).set({ revealOn: '2099-12-31' }).where(eq(desires.id, unrevealed!));
    expect((await call(t.app, 'PUT', `/occasions/${occasion._id}`, eva, { title: 'Big graduation', date: '2020-06-01', yearly: true })).statusCode).toBe(200);
    expect((await revealOn())[unrevealed!]![0]).toBe('2099-12-31');
  });

  it('is cleared with the link when the occasion is deleted, and a desire not linked keeps its own', async () => {
    const fay = await makeMember(t, 'Fay Deleter');
    const occasion = await addOccasion(t, fay, { title: 'Anniversary', date: '2099-09-09' });
    const [linked, revealed, other] = await insertDesires(t.database.db, [
      { userId: fay.id, occasionId: occasion._id, surprise: true, revealOn: '2099-09-10' },
      { userId: fay.id, occasionId: occasion._id, surprise: true, revealedAt: new Date(), revealOn: '2099-09-10' },
      { userId: fay.id, surprise: true, revealOn: '2099-03-03' },
    ]);
    expect((await call(t.app, 'DELETE', `/occasions/${occasion._id}`, fay)).statusCode).toBe(200);
    const rows = await t.database.db.select({ id: desires.id, revealOn: desires.revealOn, occasionId: desires.occasionId }).from(desires).where(inArray(desires.id, [linked!, revealed!, other!]));
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.revealOn, row.occasionId]]))).toEqual({
      [linked!]: [null, null],
      [revealed!]: [null, null],
      [other!]: ['2099-03-03', null],
    });
  });
});
