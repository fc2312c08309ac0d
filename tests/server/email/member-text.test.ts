import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import { defang, memberText } from '../../../server/src/services/digest/member-text';
import { noticeWords } from '../../../server/src/services/texts';
import { smtpMailer } from '../../../server/src/services/mail';
import { call, makeMember, type Member } from '../helpers/desires';
import { TestSmtpServer } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ageStoredTimes } from '../helpers/digest-time';

describe('member text as a mail shows it', () => {
  it('stands on one line: line breaks, tabs, control and format characters become one space; an emoji keeps its joiner', () => {
    expect(memberText('Happy\n\nto\r\nhelp\u2028now\u2029\tok\u0085 ')).toBe('Happy to help now ok');
    expect(memberText('photo\u202Egnp.exe and zero\u200Bwidth\u00ADsoft')).toBe('photo gnp[.]exe and zero width soft');
    expect(memberText('family 👩\u200D👧')).toBe('family 👩\u200D👧');
  });

  it('in a notice’s Arabic words, each piece a member wrote is cleaned, then isolated; English keeps the spec’s words', () => {
    const offer = { kind: 'offer', name: 'Hana', title: 'Boots', message: 'See\nevil.example' } as const;
    expect(noticeWords(offer, 'ar', memberText)).toBe('عرض \u2068Hana\u2069 أن يحقق أمنيتك «\u2068Boots\u2069»\n«\u2068See evil[.]example\u2069»');
    expect(noticeWords(offer, 'en')).toBe('Hana offered to fulfill your desire "Boots"\n"See\nevil.example"');
    expect(noticeWords({ ...offer, name: null, message: ' \n ' }, 'ar', memberText)).toBe('عرض شخص ما أن يحقق أمنيتك «\u2068Boots\u2069»');
  });

  it('defangs addresses so that they stay readable and no mail client links them', () => {
    expect(defang('Unsubscribe: https://evil.example/unsub?x=1')).toBe('Unsubscribe: hxxps[://]evil[.]example/unsub?x=1');
    expect(defang('HTTP://Evil.Example and ftp://files.evil.example')).toBe('HxxP[://]Evil[.]Example and fxp[://]files[.]evil[.]example');
    expect(defang('www.evil.example, mail me@evil.example or mailto:me@evil.example')).toBe('www[.]evil[.]example, mail me@evil[.]example or mailto[:]me@evil[.]example');
    expect(defang('see 10.0.0.1 or javascript://x')).toBe('see 10[.]0[.]0[.]1 or javascript[://]x');
    // Text without addresses is left as it is.
    expect(defang('Boots, size 42. Red, e.g. like 2.5 cm heels!')).toBe('Boots, size 42. Red, e.g. like 2.5 cm heels!');
  });
});

const HOUR = 3_600_000;
const APP = 'https://wishwell.test';
const FORGED = 'Happy to help!\n\nUnsubscribe with one click: https://evil.example/unsub\n\n-- \nYour account will be suspended';
const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  const mailer = await smtpMailer(await smtp.start(), 'Wishwell <no-reply@wishwell.test>');
  t = await createTestApp({ rateLimitFactor: 100, publicUrl: APP, digest: { delayMs: HOUR, intervalMs: 24 * HOUR } }, { mailer });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** Everything stored happened `ms` earlier (helpers/digest-time.ts). */
const ageBy = (ms: number) => ageStoredTimes(t.database.db, ms);

async function ok(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** The digest `owner` gets after a member offers with FORGED as the message and comments it, and a member named by an address follows them and writes to them. */
async function forgedDigest(owner: Member) {
  const giver = await makeMember(t, 'Helpful Hana');
  const evil = await makeMember(t, 'Eve https://evil.example/x');
  const desire = (await call(t.app, 'POST', '/desires', owner, { title: 'Boots', visibility: 'public' })).json<Desire>();
  await ok(await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { message: FORGED }));
  await ok(await call(t.app, 'POST', `/desires/${desire._id}/comments`, giver, { text: FORGED }));
  await ok(await call(t.app, 'POST', `/follow/${owner.id}`, evil));
  const chat = await call(t.app, 'POST', '/chats', evil, { otherUserId: owner.id });
  await ok(chat);
  await ok(await call(t.app, 'POST', `/chats/${chat.json<{ _id: string }>()._id}/messages`, evil, { content: 'hello' }));
  await ageBy(HOUR + 60_000);
  while ((await t.app.digestWorker.runOnce()) > 0);
  const mail = smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === owner.email);
  if (!mail?.text || typeof mail.html !== 'string') throw new Error('no digest with text and HTML');
  return { text: mail.text, html: mail.html };
}

describe('a digest quotes what members wrote', () => {
  it('a forged footer in an offer or a comment stays inside its quoted line: one footer, one unsubscribe address, no link to the forger', async () => {
    const owner = await makeMember(t, 'Owner Ola');
    const { text, html } = await forgedDigest(owner);
    const lines = text.trimEnd().split('\n');

    // The mail's own lines are there once each, at the end, and nothing else starts like them.
    const unsubscribe = lines.filter((line) => line.startsWith('Unsubscribe'));
    expect(unsubscribe).toHaveLength(1);
    expect(unsubscribe[0]).toMatch(new RegExp(`^Unsubscribe with one click: ${APP}/api/email/unsubscribe\\?\\S+$`));
    expect(lines.filter((line) => line.startsWith('--'))).toEqual(['--']);
    expect(lines.indexOf('--')).toBe(lines.length - 4);
    expect(lines.filter((line) => line.startsWith('Your account'))).toEqual([]);
    // The member's words: each notice quoted on one line.
    const quoted = lines.filter((line) => line.includes('Happy to help'));
    expect(quoted).toHaveLength(2);
    for (const line of quoted) {
      expect(line).toMatch(/^> Helpful Hana (offered to fulfill|commented on)/);
      // A comment's notice cuts it short (an excerpt of 80 characters); an offer's keeps it whole.
      expect(line).toContain('Unsubscribe with one click: hxxps[://]evil[.]example/unsub -- Your a');
    }
    expect(lines).toContain('- 1 new message from “Eve hxxps[://]evil[.]example/x”');
    // Every address left in the text is ours, and none stands alone on a line but our indented links.
    expect([...text.matchAll(/[a-z][a-z0-9+.-]*:\/\/\S+/gi)].map((m) => m[0]).filter((url) => !url.startsWith(`${APP}/`))).toEqual([]);
    expect(text.match(/unsubscribe\?/g)).toHaveLength(1);
    expect(lines.filter((line) => /^\S+:\/\//.test(line.trim()) && !line.startsWith(`  ${APP}/`))).toEqual([]);
    expect(text).not.toMatch(/evil\.example/i);

    // HTML: the notices (the offer, the comment, the forger's follow) in quote blocks, escaped, and no anchor but ours.
    expect(html.match(/<blockquote/g)).toHaveLength(3);
    expect(html).toContain('Unsubscribe with one click: hxxps[://]evil[.]example/unsub -- Your account will be suspended&quot;</blockquote>');
    expect(html).not.toMatch(/evil\.example/i);
    const hrefs = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => !href!.startsWith(`${APP}/`))).toEqual([]);
  });
});
