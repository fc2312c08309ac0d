import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../../server/src/services/mail';
import { call, createDesire, makeMember, makeMembers, type Member } from '../helpers/desires';
import { ageStoredTimes } from '../helpers/digest-time';
import { TestDevice, TestPushService } from '../helpers/push-service';
import { TestSmtpServer } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

// What leaves the app for the owner of an unrevealed surprise: no push and no digest line about its
// offer or pledges (they follow the notices, and none is written), then the reveal's.

const HOUR = 3_600_000;
const smtp = new TestSmtpServer();
const push = new TestPushService();
let t: TestApp;
let host: string;

beforeAll(async () => {
  const [mailUrl, pushHost] = [await smtp.start(), await push.start()];
  host = pushHost;
  const mailer = await smtpMailer(mailUrl, 'Wishwell <no-reply@wishwell.test>');
  t = await createTestApp({ rateLimitFactor: 100, publicUrl: 'https://wishwell.test', push: { subject: 'mailto:ops@example.com', testAllow: [host] }, digest: { delayMs: HOUR, intervalMs: 24 * HOUR } }, { mailer });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await push.stop();
});

const mailTo = (member: Member) => smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === member.email);
const runDigests = async () => {
  while ((await t.app.digestWorker.runOnce()) > 0);
};

describe('pushes and digests of an unrevealed surprise', () => {
  it('tell its owner nothing of the offer or the pledges, and the reveal once it comes', async () => {
    const owner = await makeMember(t, 'Owner Oona');
    const { giver, payer, fan } = await makeMembers(t, ['giver', 'payer', 'fan'] as const);
    const phone = new TestDevice(`http://${host}/oona-phone`);
    expect((await call(t.app, 'POST', '/push/subscriptions', owner, phone.subscription())).statusCode).toBe(201);

    const desire = await createDesire(t.app, owner, { title: 'Snowshoes', visibility: 'public', surprise: true, price: { amount: 80, currency: 'EUR' } });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: true })).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', `/desires/${desire._id}/pledge`, payer, { amount: 30 })).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', `/desires/${desire._id}/pledge`, fan, { amount: 10, anonymous: true })).statusCode).toBe(200);
    // After them, a follow: its push and its digest line are the signal that the others would have come.
    expect((await call(t.app, 'POST', `/follow/${owner.id}`, fan)).statusCode).toBe(200);

    const [first] = await push.waitFor(1);
    expect(phone.decrypt(first!.body)).toMatchObject({ body: expect.stringContaining('started following you') });
    await ageStoredTimes(t.database.db, HOUR + 60_000);
    await runDigests();
    const [digest] = mailTo(owner);
    expect(mailTo(owner)).toHaveLength(1);
    expect(digest!.text).toContain('started following you');
    expect(digest!.text).not.toMatch(/offered|chipped in|Snowshoes/);
    expect(push.received).toHaveLength(1);

    expect((await call(t.app, 'POST', `/desires/${desire._id}/reveal`, owner)).statusCode).toBe(200);
    const [, second] = await push.waitFor(2);
    expect(phone.decrypt(second!.body)).toMatchObject({ body: 'Your surprise "Snowshoes" is revealed: see who gave', url: `/post/${desire._id}` });
    await ageStoredTimes(t.database.db, 25 * HOUR);
    await runDigests();
    expect(mailTo(owner)).toHaveLength(2);
    expect(mailTo(owner)[1]!.text).toContain('Your surprise "Snowshoes" is revealed: see who gave');
    expect(push.received).toHaveLength(2);
  });
});
