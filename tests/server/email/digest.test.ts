import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailDigests, notifications, userSettings, users } from '../../../server/src/db/schema';
import { smtpMailer } from '../../../server/src/services/mail';
import { call, follow as followDirectly, makeMember, type Member } from '../helpers/desires';
import { TestSmtpServer } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ageStoredTimes } from '../helpers/digest-time';

// Email digests over real SMTP: the app's nodemailer transport hands them to a mail server in this
// process, which parses them. Time passes by moving every stored instant back (ageBy).

const HOUR = 3_600_000;
const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  const url = await smtp.start();
  const mailer = await smtpMailer(url, 'Wishwell <no-reply@wishwell.test>');
  t = await createTestApp({ rateLimitFactor: 100, publicUrl: 'https://wishwell.test', digest: { delayMs: HOUR, intervalMs: 24 * HOUR } }, { mailer });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.refuseNext = 0;
});

/** Everything stored happened `ms` earlier (helpers/digest-time.ts). */
const ageBy = (ms: number) => ageStoredTimes(t.database.db, ms);

const runDigests = async () => {
  while ((await t.app.digestWorker.runOnce()) > 0);
};
const mailTo = (member: Member) => smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === member.email);
const follow = async (fan: Member, member: Member) => expect((await call(t.app, 'POST', `/follow/${member.id}`, fan)).statusCode).toBe(200);
async function message(from: Member, to: Member, content: string) {
  await followDirectly(t.database.db, to, from); // members chat with the people they follow or who follow them
  const chat = await call(t.app, 'POST', '/chats', from, { otherUserId: to.id });
  expect(chat.statusCode, chat.body).toBeLessThan(300);
  const chatId = chat.json<{ _id: string }>()._id;
  expect((await call(t.app, 'POST', `/chats/${chatId}/messages`, from, { content })).statusCode).toBe(201);
  return chatId;
}
/** The mail's own unsubscribe line: a line of its own (member text is quoted, never a line). */
const linkIn = (text: string) => {
  const found = /^Unsubscribe with one click: (\S+)$/m.exec(text)?.[1];
  if (!found) throw new Error('no unsubscribe link in the mail');
  return new URL(found);
};
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** `accept`: a browser's, or none (a mail client's one-click POST). */
const unsubscribe = (link: URL, method: 'GET' | 'POST', options: { body?: string; contentType?: string; accept?: string } = {}) =>
  t.app.inject({
    method,
    url: `${link.pathname}${link.search}`,
    payload: options.body,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': options.contentType ?? 'application/x-www-form-urlencoded' }),
      ...(options.accept ? { accept: options.accept } : {}),
    },
  });

describe('the digest', () => {
  it('mails unread notices and messages once they have waited an hour, in text and HTML, with nothing private in the subject', async () => {
    const maya = await makeMember(t, 'Maya Digest');
    const [fan, friend] = [await makeMember(t, 'Fan Farida'), await makeMember(t, 'Friend Femi')];
    await follow(fan, maya);
    const chatId = await message(friend, maya, 'A secret about your birthday present');
    await message(friend, maya, 'and another line');

    await runDigests();
    expect(mailTo(maya)).toEqual([]); // not an hour yet

    await ageBy(HOUR + 60_000);
    await runDigests();
    const [mail] = mailTo(maya);
    expect(mailTo(maya)).toHaveLength(1);
    expect(mail!.subject).toBe('1 new notification and 2 unread messages on Wishwell');
    expect(mail!.from?.text).toContain('no-reply@wishwell.test');
    expect(mail!.text).toContain('Hi Maya Digest,');
    expect(mail!.text).toContain('> Fan Farida started following you\n  https://wishwell.test/profile/' + fan.id);
    expect(mail!.text).toContain(`- 2 new messages from “Friend Femi”\n  https://wishwell.test/chat?chatId=${chatId}`);
    // A chat stays between its two members: no message text in the mail.
    expect(`${mail!.subject} ${mail!.text} ${mail!.html}`).not.toContain('secret');
    expect(mail!.html).toContain('#5646e8');
    expect(mail!.html).toContain('Fan Farida started following you');

    const link = linkIn(mail!.text!);
    expect(link.origin).toBe('https://wishwell.test');
    // Unfolded (RFC 5322): a long header may be carried over two lines.
    const header = (name: string) => mail!.headerLines.filter((h) => h.key === name).map((h) => h.line.replace(/\r?\n[ \t]+/g, ' '));
    expect(header('list-unsubscribe')).toEqual([`List-Unsubscribe: <${link.toString()}>`]);
    expect(header('list-unsubscribe-post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);

    // Mailed once: another round finds nothing new.
    await ageBy(HOUR);
    await runDigests();
    expect(mailTo(maya)).toHaveLength(1);
  });

  it('speaks the member’s language: Arabic when they chose it, right to left, names isolated (<bdi> in HTML); Spanish for auto after a Spanish browser', async () => {
    const amal = await makeMember(t, 'Amal Digest');
    const sol = await makeMember(t, 'Sol Digest');
    await t.database.db.insert(userSettings).values([
      { userId: amal.id, language: 'ar' },
      { userId: sol.id, language: 'auto', browserLanguage: 'es' },
    ]);
    const fan = await makeMember(t, 'Fan Fadi');
    await follow(fan, amal);
    await follow(fan, sol);
    await ageBy(HOUR + 60_000);
    await runDigests();

    const [arabic] = mailTo(amal);
    expect(arabic!.subject).toBe('إشعار جديد واحد في Wishwell');
    expect(arabic!.text).toContain('مرحبًا \u2068Amal Digest\u2069،');
    expect(arabic!.text).toContain('> بدأ \u2068Fan Fadi\u2069 بمتابعتك\n  https://wishwell.test/profile/' + fan.id);
    expect(arabic!.text).toContain('الإشعارات (1)');
    expect(arabic!.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic!.html).toContain('border-right:3px');
    expect(arabic!.html).toContain('مرحبًا <bdi>Amal Digest</bdi>،');
    expect(arabic!.html).toContain('بدأ <bdi>Fan Fadi</bdi> بمتابعتك</blockquote>');
    expect(arabic!.html).not.toMatch(/[\u2068\u2069]/);

    const [spanish] = mailTo(sol);
    expect(spanish!.subject).toBe('1 notificación nueva en Wishwell');
    expect(spanish!.text).toContain('¡Hola, Sol Digest!');
    expect(spanish!.text).toContain('> Fan Fadi empezó a seguirte');
    expect(`${spanish!.text} ${spanish!.html}`).not.toMatch(/[\u2068\u2069]|<bdi>/);
    expect(spanish!.html).toContain('<html lang="es" dir="ltr">');
  });

  it('tells nothing that was read before the hour was up', async () => {
    const reader = await makeMember(t, 'Quick Reader');
    await follow(await makeMember(t, 'Seen Fan'), reader);
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, reader.id));
    expect((await call(t.app, 'PUT', `/notifications/${notice!.id}/read`, reader)).statusCode).toBe(200);
    await ageBy(HOUR + 60_000);
    await runDigests();
    expect(mailTo(reader)).toEqual([]);
    const [row] = await t.database.db.select().from(emailDigests).where(eq(emailDigests.userId, reader.id));
    expect(row?.pendingSince).toBeNull();
  });

  it('waits when the oldest unread thing is younger than an hour', async () => {
    const member = await makeMember(t, 'Patient Pat');
    await follow(await makeMember(t, 'Early Fan'), member);
    const [early] = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, member.id));
    await call(t.app, 'PUT', `/notifications/${early!.id}/read`, member);
    await ageBy(30 * 60_000);
    await follow(await makeMember(t, 'Later Fan'), member);
    await ageBy(31 * 60_000); // the row is an hour old, the unread notice half of that
    await runDigests();
    expect(mailTo(member)).toEqual([]);
    await ageBy(30 * 60_000);
    await runDigests();
    expect(mailTo(member).map((mail) => mail.subject)).toEqual(['1 new notification on Wishwell']);
    expect(mailTo(member)[0]!.text).toContain('Later Fan started following you');
    expect(mailTo(member)[0]!.text).not.toContain('Early Fan');
  });

  it('sends at most one a day, and the next tells only what came after the last', async () => {
    const member = await makeMember(t, 'Daily Dana');
    await follow(await makeMember(t, 'First Fan'), member);
    await ageBy(HOUR + 60_000);
    await runDigests();
    expect(mailTo(member)).toHaveLength(1);

    await follow(await makeMember(t, 'Second Fan'), member);
    await ageBy(2 * HOUR);
    await runDigests();
    expect(mailTo(member)).toHaveLength(1); // within the day

    await ageBy(23 * HOUR);
    await runDigests();
    expect(mailTo(member)).toHaveLength(2);
    const second = mailTo(member)[1]!;
    expect(second.subject).toBe('1 new notification on Wishwell');
    expect(second.text).toContain('Second Fan started following you');
    expect(second.text).not.toContain('First Fan');
  });

  it('mails nobody who switched digests off, has not verified the address, or was blocked; and leaves muted chats out', async () => {
    const off = await makeMember(t, 'Off Olu');
    expect((await call(t.app, 'PUT', '/user/settings', off, { emailDigest: false })).json()).toMatchObject({ emailDigest: false });
    const unverified = await makeMember(t, 'Unverified Uma', { verified: false });
    const blocked = await makeMember(t, 'Blocked Bo');
    const muter = await makeMember(t, 'Muter Mo');
    const chatter = await makeMember(t, 'Chatty Chi');
    const chatId = await message(chatter, muter, 'hello');
    expect((await call(t.app, 'PATCH', `/chats/${chatId}/settings`, muter, { muted: true })).statusCode).toBe(200);
    await message(chatter, muter, 'are you there');
    for (const member of [off, unverified, blocked]) await follow(await makeMember(t, `Fan of ${member.fullName}`), member);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    await ageBy(HOUR + 60_000);
    await runDigests();
    expect(mailTo(blocked)).toEqual([]);
    expect(mailTo(off)).toEqual([]);
    expect(mailTo(unverified)).toEqual([]);
    expect(mailTo(muter)).toEqual([]);
  });

  it('leaves messages out for a member who switched messages off, and still tells their notices', async () => {
    const quiet = await makeMember(t, 'Quiet Quin');
    expect((await call(t.app, 'PUT', '/user/settings', quiet, { notifyMessages: false })).json()).toMatchObject({ notifyMessages: false, emailDigest: true });
    const writer = await makeMember(t, 'Writer Wes');
    await message(writer, quiet, 'are you coming?');
    await follow(await makeMember(t, 'Fan Fola'), quiet);
    await ageBy(HOUR + 60_000);
    await runDigests();
    const [mail] = mailTo(quiet);
    expect(mailTo(quiet)).toHaveLength(1);
    expect(mail!.subject).toBe('1 new notification on Wishwell');
    expect(mail!.text).toContain('Fan Fola started following you');
    expect(mail!.text).not.toContain('Writer Wes');
  });

  it('tries again after a failed hand-over, with backoff', async () => {
    const member = await makeMember(t, 'Retry Rae');
    await follow(await makeMember(t, 'Retry Fan'), member);
    await ageBy(HOUR + 60_000);
    smtp.refuseNext = 1;
    await runDigests();
    expect(mailTo(member)).toEqual([]);
    const [waiting] = await t.database.db.select().from(emailDigests).where(eq(emailDigests.userId, member.id));
    expect(waiting?.attempts).toBe(1);
    await runDigests();
    expect(mailTo(member)).toEqual([]); // the backoff has not passed
    await ageBy(6 * 60_000);
    await runDigests();
    expect(mailTo(member)).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  it('shows a page on GET without changing anything, and switches digests off on a one-click POST, without a sign-in', async () => {
    const member = await makeMember(t, 'Leaving Lee');
    await follow(await makeMember(t, 'Fan of Lee'), member);
    await ageBy(HOUR + 60_000);
    await runDigests();
    const link = linkIn(mailTo(member)[0]!.text!);

    const page = await unsubscribe(link, 'GET', { accept: BROWSER });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post">');
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await call(t.app, 'GET', '/user/settings', member)).json()).toMatchObject({ emailDigest: true });

    // The mail client's one click: no sign-in, no page.
    const done = await unsubscribe(link, 'POST', { body: 'List-Unsubscribe=One-Click' });
    expect([done.statusCode, done.json()]).toEqual([200, { message: 'You are unsubscribed' }]);
    expect((await call(t.app, 'GET', '/user/settings', member)).json()).toMatchObject({ emailDigest: false });
    // Again, from the page's button: sent on to the link's own page (post, redirect, get), which now
    // says it is done, with no button, and is never kept for Back.
    const fromPage = await unsubscribe(link, 'POST', { body: '', accept: BROWSER });
    expect(fromPage.statusCode).toBe(303);
    expect(fromPage.headers.location).toBe(`${link.pathname}${link.search}`);
    const after = await unsubscribe(link, 'GET', { accept: BROWSER });
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('no-store');
    expect(after.body).toContain('You are unsubscribed');
    expect(after.body).not.toContain('Stop email digests?');
    expect(after.body).not.toContain('<form');
    // As multipart: the same answer.
    const multipart = '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n';
    expect((await unsubscribe(link, 'POST', { body: multipart, contentType: 'multipart/form-data; boundary=x' })).statusCode).toBe(200);

    await follow(await makeMember(t, 'Late Fan of Lee'), member);
    await ageBy(25 * HOUR);
    await runDigests();
    expect(mailTo(member)).toHaveLength(1);
  });

  it('refuses a link whose token does not match its member', async () => {
    const [one, other] = [await makeMember(t, 'Link One'), await makeMember(t, 'Link Other')];
    await follow(other, one);
    await ageBy(HOUR + 60_000);
    await runDigests();
    const link = linkIn(mailTo(one)[0]!.text!);
    const forged = new URL(link);
    forged.searchParams.set('member', other.id);
    const missing = new URL(link);
    missing.searchParams.delete('token');
    for (const bad of [forged, missing]) {
      const res = await unsubscribe(bad, 'POST', { body: 'List-Unsubscribe=One-Click' });
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'This link is not valid' }]);
      const page = await unsubscribe(bad, 'GET', { accept: BROWSER });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is not valid');
    }
    expect((await call(t.app, 'GET', '/user/settings', other)).json()).toMatchObject({ emailDigest: true });
  });
});
