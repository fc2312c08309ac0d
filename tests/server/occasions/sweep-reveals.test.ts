import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import { addDays, todayOf } from '@contract/occasion';
import { notifications, occasions } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { call, createDesire, makeMembers } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The sweep runs the surprises' reveal after the reminders: a surprise for an occasion shows its owner
// what was planned the day after the occasion, not on the day itself.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

it('reveals a surprise to its owner on the sweep of the day after its occasion, with one notice', async () => {
  const { owner, giver } = await makeMembers(t, ['owner', 'giver'] as const);
  const day = addDays(todayOf(), 5);
  const occasionId = newId();
  await t.database.db.insert(occasions).values({ id: occasionId, userId: owner.id, title: 'Birthday', date: day, visibility: 'public' });
  const desire = await createDesire(t.app, owner, { title: 'A telescope', visibility: 'public', surprise: true, occasionId });
  const offer = await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: false });
  expect(offer.statusCode, offer.body).toBe(200);

  const ownersView = async () => (await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>();
  const reveals = () => t.database.db.select().from(notifications).where(and(eq(notifications.recipientId, owner.id), eq(notifications.type, 'reveal')));

  // On the day itself the owner still sees it as they left it.
  expect(await t.app.occasionSweep.runNow(day)).toEqual({ ran: true, done: [0, 0] });
  expect(await ownersView()).toMatchObject({ status: 'desire', fulfillments: [], revealedAt: null });

  // The day after: revealed, once, however often the sweep runs that day.
  expect(await t.app.occasionSweep.runNow(addDays(day, 1))).toEqual({ ran: true, done: [0, 1] });
  expect(await t.app.occasionSweep.runNow(addDays(day, 1))).toEqual({ ran: true, done: [0, 0] });
  const revealed = await ownersView();
  expect(revealed.status).toBe('in_progress');
  expect(revealed.fulfillments.map((f) => f.userId?._id)).toEqual([giver.id]);
  expect(revealed.revealedAt).not.toBeNull();
  expect(await reveals()).toHaveLength(1);
});
