import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import { addDays, revealDayFor, todayOf } from '@contract/occasion';
import { desires, notifications, occasions } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { noLivePublisher } from '../../../server/src/live/publisher';
import { revealDueSurprises } from '../../../server/src/services/gifting/reveal';
import { call, createDesire, makeMember, makeMembers, message, saveSettings, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A surprise's occasion sets the day it reveals itself; the sweep's revealDueSurprises reveals each
// due one once, however many sweeps run at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function occasionOf(member: Member, date: string, yearly = false): Promise<string> {
  const id = newId();
  await t.database.db.insert(occasions).values({ id, userId: member.id, title: 'Birthday', date, yearly });
  return id;
}
const revealOnOf = async (id: string) => (await t.database.db.select({ on: desires.revealOn }).from(desires).where(eq(desires.id, id)))[0]?.on;
const revealNotices = (member: Member) => t.database.db.select().from(notifications).where(and(eq(notifications.recipientId, member.id), eq(notifications.type, 'reveal')));

describe('a surprise for an occasion', () => {
  it('keeps the day after the occasion as its reveal day; none without an occasion, a surprise, or for an occasion past', async () => {
    const owner = await makeMember(t, 'Occasion Owner');
    const today = todayOf();
    const soon = await occasionOf(owner, addDays(today, 3));
    const past = await occasionOf(owner, addDays(today, -3));
    const yearly = await occasionOf(owner, '2000-01-15', true);
    const linked = await createDesire(t.app, owner, { title: 'Soon', surprise: true, occasionId: soon });
    expect(linked.occasionId).toBe(soon);
    expect(await revealOnOf(linked._id)).toBe(addDays(today, 4));
    expect(await revealOnOf((await createDesire(t.app, owner, { title: 'Past', surprise: true, occasionId: past }))._id)).toBeNull();
    expect(await revealOnOf((await createDesire(t.app, owner, { title: 'Plain', surprise: false, occasionId: soon }))._id)).toBeNull();

    // Moved to another occasion, then unlinked, then no surprise: the day follows.
    const moved = await call(t.app, 'PUT', `/desires/${linked._id}`, owner, { title: 'Soon', occasionId: yearly });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await revealOnOf(linked._id)).toBe(revealDayFor({ date: '2000-01-15', yearly: true }, today));
    expect((await call(t.app, 'PUT', `/desires/${linked._id}`, owner, { title: 'Soon', occasionId: null })).json<Desire>().occasionId).toBeNull();
    expect(await revealOnOf(linked._id)).toBeNull();
  });

  it("refuses an occasion that is not the owner's own with 400", async () => {
    const { owner, other } = await makeMembers(t, ['owner', 'other'] as const);
    const theirs = await occasionOf(other, '2030-05-01');
    for (const occasionId of [theirs, newId()]) {
      const res = await call(t.app, 'POST', '/desires', owner, { title: 'Gift', surprise: true, occasionId });
      expect([res.statusCode, message(res)]).toEqual([400, 'Occasion not found']);
    }
  });

  it("starts a new desire as a surprise when the member's settings say so, unless the body says otherwise", async () => {
    const owner = await makeMember(t, 'Surprised Often');
    await saveSettings(t.database.db, owner, { surpriseByDefault: true });
    expect((await createDesire(t.app, owner, { title: 'By default' })).surprise).toBe(true);
    expect((await createDesire(t.app, owner, { title: 'Said no', surprise: false })).surprise).toBe(false);
  });

  it('a desire with an offer cannot become a surprise (its owner has seen it)', async () => {
    const { owner, giver } = await makeMembers(t, ['owner', 'giver'] as const);
    const desire = await createDesire(t.app, owner, { title: 'Seen', visibility: 'public' });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: false })).statusCode).toBe(200);
    const res = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'Seen', surprise: true });
    expect([res.statusCode, message(res)]).toEqual([409, 'A desire with offers or pledges cannot become a surprise']);
  });
});

describe('revealDueSurprises', () => {
  it('reveals each due surprise once when two sweeps run at once, and leaves those not due yet', async () => {
    const owner = await makeMember(t, 'Swept Owner');
    const today = todayOf();
    const [due, dueToo, later] = await Promise.all(['Due', 'Due too', 'Later'].map((title) => createDesire(t.app, owner, { title, surprise: true })));
    await t.database.db.update(desires).set({ revealOn: today }).where(eq(desires.id, due!._id));
    await t.database.db.update(desires).set({ revealOn: addDays(today, -2) }).where(eq(desires.id, dueToo!._id));
    await t.database.db.update(desires).set({ revealOn: addDays(today, 1) }).where(eq(desires.id, later!._id));

    const counts = await Promise.all([revealDueSurprises(t.database.db, noLivePublisher, today), revealDueSurprises(t.database.db, noLivePublisher, today)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect((await revealNotices(owner)).map((n) => n.desireId).sort()).toEqual([due!._id, dueToo!._id].sort());
    expect(await revealDueSurprises(t.database.db, noLivePublisher, today)).toBe(0);

    const rows = await t.database.db.select({ id: desires.id, revealedAt: desires.revealedAt, revealOn: desires.revealOn }).from(desires).where(eq(desires.userId, owner.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(due!._id)).toMatchObject({ revealOn: null, revealedAt: expect.any(Date) });
    expect(byId.get(later!._id)).toMatchObject({ revealOn: addDays(today, 1), revealedAt: null });
    t.app.readCache.clear();
    const seen = await call(t.app, 'GET', `/desires/${due!._id}`, owner);
    expect(seen.json<Desire>().revealedAt).not.toBeNull();
  });
});
