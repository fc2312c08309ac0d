import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { templateMeta } from '../../server/src/lib/page-html';
import { createDesire, makeMember } from './helpers/desires';
import type { TestApp } from './helpers/test-app';
import { appWithFirstPaint, type PaintByLanguage } from './helpers/painted-app';

// The app's own title and description come with the first paint, in each language the build
// rendered; a page of its own (a desire's) keeps its own.

let t: TestApp;
let byLanguage: PaintByLanguage;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, byLanguage, close } = await appWithFirstPaint(['en', 'es', 'de', 'ar']));
});
afterAll(() => close());

async function page(url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  const meta = (attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(res.body)?.[1];
  return {
    html: /<html[^>]*>/.exec(res.body)?.[0],
    title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
  };
}

describe('the app’s title and description in the page’s language', () => {
  it('are index.html’s English, word for word, in the English catalog', async () => {
    const shell = templateMeta(await readFile(path.join(import.meta.dirname, '../../index.html'), 'utf8'));
    expect({ title: byLanguage.en!.appTitle, description: byLanguage.en!.appDescription }).toEqual(shell);
  });

  it('a page with nothing of its own, asked for in Spanish: lang="es", the Spanish title and description, in the link preview tags too', async () => {
    for (const url of ['/', '/settings']) {
      const p = await page(url, { 'accept-language': 'es-ES,es;q=0.9' });
      expect(p.html, url).toBe('<html lang="es" dir="ltr">');
      expect(p.title, url).toBe('Wishwell: comparte lo que deseas');
      expect(p.description, url).toMatch(/^Wishwell es el lugar donde las personas comparten/);
      expect([p.ogTitle, p.ogDescription], url).toEqual([p.title, p.description]);
    }
  });

  it('follows the language cookie, Arabic right to left, and stays English without a language the app speaks', async () => {
    const arabic = await page('/', { 'accept-language': 'es', cookie: 'wishwell-language=ar' });
    expect(arabic.html).toBe('<html lang="ar" dir="rtl">');
    expect(arabic.title).toBe('Wishwell: شارك ما تتمنّاه');
    const english = await page('/', { 'accept-language': 'fr' });
    expect(english.html).toBe('<html lang="en" dir="ltr">');
    expect(english.title).toBe('Wishwell: share what you wish for');
  });

  it('a desire’s page keeps the desire’s own title and description in Spanish too', async () => {
    const owner = await makeMember(t, 'Owner Olga');
    const desire = await createDesire(t.app, owner, { title: 'A kite for the dunes', description: 'Red, with a long tail.', visibility: 'public' });
    const p = await page(`/post/${desire._id}`, { 'accept-language': 'es' });
    expect(p.html).toBe('<html lang="es" dir="ltr">');
    expect([p.title, p.ogTitle]).toEqual(['A kite for the dunes', 'A kite for the dunes']);
    expect([p.description, p.ogDescription]).toEqual(['Red, with a long tail.', 'Red, with a long tail.']);
  });
});
