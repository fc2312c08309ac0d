import { afterAll, beforeAll, expect, it } from 'vitest';
import { occasions, pushSubscriptions } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { collectDigest } from '../../../server/src/services/digest/collect';
import { digestMail } from '../../../server/src/services/digest/compose';
import { takeDuePushes } from '../../../server/src/services/push/deliveries';
import { follow, makeMembers, saveSettings, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A reminder reaches the follower's devices and digest as other notices do, in their language.

let t: TestApp;
let m: Record<'lena' | 'max' | 'sofia', Member>;
beforeAll(async () => {
  t = await createTestApp();
  // The pushes stay in the queue, to be read here.
  await t.app.pushWorker.stop();
  m = await makeMembers(t, ['lena', 'max', 'sofia'] as const);
  await follow(t.database.db, m.max, m.lena);
  await follow(t.database.db, m.sofia, m.lena);
  await saveSettings(t.database.db, m.max, { language: 'de' });
  await saveSettings(t.database.db, m.sofia, { language: 'es' });
  for (const member of [m.max, m.sofia]) {
    await t.database.db.insert(pushSubscriptions).values({ id: newId(), userId: member.id, endpoint: `https://push.example.com/${member.id}`, p256dh: 'key', auth: 'auth' });
  }
  await t.database.db.insert(occasions).values({ id: newId(), userId: m.lena.id, title: 'Sommerfest', date: '2027-07-04', visibility: 'public' });
  expect(await t.app.occasionSweep.runNow('2027-07-01')).toEqual({ ran: true, done: [2, 0] });
});
afterAll(() => t.close());

it('pushes a reminder in each follower’s language', async () => {
  const pushes = await takeDuePushes(t.database.db, 10);
  const bodies = Object.fromEntries(pushes.map((push) => [push.endpoint.split('/').at(-1), push.payload.body]));
  expect(bodies[m.max.id]).toBe('Sommerfest von lena ist in 3 Tagen');
  expect(bodies[m.sofia.id]).toMatch(/Sommerfest.*3 días/);
});

it('tells of a reminder in the follower’s digest, in their language', async () => {
  const content = await collectDigest(t.database.db, m.sofia.id, null);
  expect(content?.noticeCount).toBe(1);
  const mail = digestMail({ content: content!, appUrl: 'http://localhost:5000', unsubscribeUrl: 'http://localhost:5000/unsubscribe' });
  expect(mail.text).toMatch(/Sommerfest.*3 días/);
});
