import { describe, expect, it } from 'vitest';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { catalogs } from 'virtual:catalogs';
import { CatalogLoader, type CatalogPart } from '@/lib/catalog-loader';

// A message of the feed (a member's first screen), one of Settings (a later screen), and a server text.
const homeFeed = msg`Home Feed`;
const language = msg`Language`;
const WRONG_PASSWORD = 'Invalid email or password';

/** A fresh Lingui instance and its loader, over the build's real parts, counting the parts fetched. */
function setUp(): { i18n: I18n; loader: CatalogLoader; fetched: string[] } {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const fetched: string[] = [];
  const counted = Object.fromEntries(
    Object.entries(catalogs).map(([lang, parts]) => [
      lang,
      Object.fromEntries(Object.entries(parts).map(([part, load]) => [part, () => (fetched.push(`${lang}/${part}`), load())])),
    ]),
  ) as Record<keyof typeof catalogs, Record<CatalogPart, () => Promise<{ messages: Messages }>>>;
  const loader = new CatalogLoader(i18n, counted, async () => (await import('@/lib/known-messages-table')).knownMessage);
  return { i18n, loader, fetched };
}

const nextChange = (i18n: I18n) =>
  new Promise<void>((resolve) => {
    const stop = i18n.on('change', () => {
      stop();
      resolve();
    });
  });

describe('a language loads in parts', () => {
  it("fetches only the first screen's words at the start; a later message shown early fetches the rest, and then speaks", async () => {
    const { i18n, loader, fetched } = setUp();
    loader.startWith('member');
    await loader.forLanguage('es');
    i18n.activate('es');
    expect(fetched).toEqual(['es/member']);
    expect(i18n._(homeFeed)).toBe('Inicio');

    // Shown before the rest came: in English, and its absence alone asks for the rest, which speaks it.
    const restCame = nextChange(i18n);
    expect(i18n._(language)).toBe('Language');
    await restCame;
    expect(i18n._(language)).toBe('Idioma');
    expect(fetched.sort()).toEqual(['es/auth', 'es/member', 'es/post', 'es/rest', 'es/shared']);
  });

  it('brings the table of the server texts with the rest, and loads a language whole once the app has gone past its first screen', async () => {
    const { i18n, loader, fetched } = setUp();
    loader.startWith('auth');
    await loader.forLanguage('de');
    i18n.activate('de');
    expect(loader.knownMessageOf(WRONG_PASSWORD)).toBeUndefined();
    await loader.loadRest();
    expect(i18n._(loader.knownMessageOf(WRONG_PASSWORD)!)).not.toBe(WRONG_PASSWORD);

    await loader.forLanguage('ar');
    expect(fetched.filter((part) => part.startsWith('ar/')).sort()).toEqual(['ar/auth', 'ar/member', 'ar/post', 'ar/rest', 'ar/shared']);
  });

  it('loads a language whole when the page did not open on a first screen', async () => {
    const { loader, fetched } = setUp();
    loader.startWith(null);
    await loader.forLanguage('es');
    expect(fetched.sort()).toEqual(['es/auth', 'es/member', 'es/post', 'es/rest', 'es/shared']);
  });
});
