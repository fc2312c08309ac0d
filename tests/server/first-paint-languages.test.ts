import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { appWithFirstPaint } from './helpers/painted-app';

// The first paint in each language, as scripts/first-paint.mjs writes it, and the page the server
// answers in the reader's language: the chosen one (the app's cookie), else Accept-Language.

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await appWithFirstPaint(['en', 'de', 'ar']));
});
afterAll(() => close());

const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/auth', headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('the first paint in the reader’s language', () => {
  it('follows Accept-Language, marks the page with the language, and says the answer depends on it', async () => {
    const res = await page({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(htmlTag(res.body)).toBe('<html lang="de" dir="ltr">');
    expect(res.body).toContain('Teile, was du dir wünschst.');
    expect(res.body).not.toContain('Share what you wish for.');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('takes the language chosen in the app (its cookie) over the browser’s, and lays Arabic right to left', async () => {
    const res = await page({ 'accept-language': 'de', cookie: 'wishwell-language=ar' });
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('شارك ما تتمنّاه.');
  });

  it('speaks English to a browser of no language the app speaks, and to a cookie that names none', async () => {
    for (const headers of [{ 'accept-language': 'fr-FR,fr;q=0.9' }, { cookie: 'wishwell-language=xx' }, {}] as Record<string, string>[]) {
      const res = await page(headers);
      expect(htmlTag(res.body), JSON.stringify(headers)).toBe('<html lang="en" dir="ltr">');
      expect(res.body).toContain('Share what you wish for.');
    }
  });

  it('paints English, and says so, for a language the build has no paint of', async () => {
    // The build above painted en, de and ar only.
    const res = await page({ 'accept-language': 'es-ES' });
    expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr">');
    expect(res.body).toContain('Share what you wish for.');
  });
});
