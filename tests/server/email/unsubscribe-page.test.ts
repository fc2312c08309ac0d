import type { Language } from '@contract/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeKey, unsubscribeUrl } from '../../../server/src/services/digest/unsubscribe';
import { call, makeMember, saveSettings, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The unsubscribe link's pages in the reader's language: a valid link's in its member's (as the
// digest it came in), any other in the browser's; the API's JSON stays English.

const APP = 'https://wishwell.test';
const BROWSER = 'text/html,application/xhtml+xml';
let t: TestApp;
let key: Buffer;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, publicUrl: APP });
  key = await unsubscribeKey(t.database.db);
});
afterAll(() => t.close());

const linkFor = async (member: Member) => new URL(await unsubscribeUrl(t.database.db, APP, key, member.id, Date.now()));
const open = (link: URL, method: 'GET' | 'POST', headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${link.pathname}${link.search}`, headers: { accept: BROWSER, ...headers } });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];
const memberIn = async (name: string, language: 'de' | 'ar' | 'auto', browserLanguage: Language | null = null) => {
  const member = await makeMember(t, name);
  await saveSettings(t.database.db, member, { language, browserLanguage });
  return member;
};

describe('the unsubscribe page in the member’s language', () => {
  it('asks in German for a member who chose German, whatever the browser asks for, and says it is done in German', async () => {
    const link = await linkFor(await memberIn('Dora Deutsch', 'de'));
    const ask = await open(link, 'GET', { 'accept-language': 'es' });
    expect(htmlTag(ask.body)).toBe('<html lang="de" dir="ltr">');
    expect(ask.body).toContain('<title>E-Mail-Zusammenfassungen abbestellen? · Wishwell</title>');
    expect(ask.body).toContain('was bei Wishwell auf dich wartet');
    expect(ask.body).toMatch(/<button type="submit"[^>]*>Abbestellen<\/button>/);

    expect((await open(link, 'POST')).statusCode).toBe(303);
    const done = await open(link, 'GET');
    expect(htmlTag(done.body)).toBe('<html lang="de" dir="ltr">');
    expect(done.body).toContain('Du hast die Zusammenfassungen abbestellt');
    expect(done.body).toContain(`in den <a href="${APP}/settings">Einstellungen</a> wieder einschalten`);
  });

  it('lays Arabic right to left for a member on auto whose browser was Arabic, and keeps the JSON answer English', async () => {
    const link = await linkFor(await memberIn('Amal Arabiya', 'auto', 'ar'));
    const ask = await open(link, 'GET');
    expect(htmlTag(ask.body)).toBe('<html lang="ar" dir="rtl">');
    expect(ask.body).toContain('هل تريد إيقاف ملخصات البريد الإلكتروني؟');
    expect(ask.body).toMatch(/<button type="submit"[^>]*>إلغاء الاشتراك<\/button>/);

    const oneClick = await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([oneClick.statusCode, oneClick.json()]).toEqual([200, { message: 'You are unsubscribed' }]);
    const done = await open(link, 'GET');
    expect(htmlTag(done.body)).toBe('<html lang="ar" dir="rtl">');
    expect(done.body).toContain('تم إلغاء اشتراكك');
  });

  it('speaks English to a member who never chose a language nor signed in with a browser of another', async () => {
    const member = await makeMember(t, 'Plain Pat');
    const ask = await open(await linkFor(member), 'GET', { 'accept-language': 'de' });
    expect(htmlTag(ask.body)).toBe('<html lang="en" dir="ltr">');
    expect(ask.body).toContain('<h1 style="margin:0 0 8px;font-size:1.4rem">Stop email digests?</h1>');
    expect(ask.body).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect((await call(t.app, 'GET', '/user/settings', member)).json()).toMatchObject({ emailDigest: true });
  });
});

describe('a link that is not valid', () => {
  const broken = new URL(`${APP}/api/email/unsubscribe?member=nobody&issued=1&token=x`);

  it('is refused in the browser’s language, or the one chosen in the app (its cookie), with the link’s days counted in it', async () => {
    const german = await open(broken, 'GET', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(german.statusCode).toBe(400);
    expect(htmlTag(german.body)).toBe('<html lang="de" dir="ltr">');
    expect(german.body).toContain('Dieser Link ist ungültig');
    expect(german.body).toContain('Ein Link gilt 60 Tage lang');

    const arabic = await open(broken, 'GET', { 'accept-language': 'de', cookie: 'wishwell-language=ar' });
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('هذا الرابط غير صالح');
    expect(arabic.body).toContain('لمدة 60 يومًا');
    expect(arabic.body).toContain(`<a href="${APP}/settings">الإعدادات</a>`);
  });

  it('is refused in English to a browser of no language the app speaks, as the page said before; the JSON answer is English whatever the language', async () => {
    const page = await open(broken, 'GET', { 'accept-language': 'fr' });
    expect(htmlTag(page.body)).toBe('<html lang="en" dir="ltr">');
    expect(page.body).toContain(
      `<p>A link works for 60 days, until your password changes or you switch digests on again. Open the link of your latest digest, whole, or switch email digests off in <a href="${APP}/settings">Settings</a>.</p>`,
    );
    const json = await t.app.inject({ method: 'GET', url: `${broken.pathname}${broken.search}`, headers: { 'accept-language': 'ar' } });
    expect([json.statusCode, json.json()]).toEqual([400, { message: 'This link is not valid' }]);
  });
});
