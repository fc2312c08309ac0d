import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLanguage, i18n, loadRestOfCatalog, startWith } from '@/lib/i18n';

// A message of the feed (a member's first screen) and one of Settings (a later screen).
const homeFeed = msg`Home Feed`;
const language = msg`Language`;
const loadedIds = () => new Set(Object.keys(i18n.messages));

describe('a language loads in parts', () => {
  it("loads only the first screen's words at the start, and a later message shown early fetches the rest and then speaks", async () => {
    startWith('member');
    await activateLanguage('es');
    expect(i18n._(homeFeed)).toBe('Inicio');
    expect(loadedIds().has(language.id!)).toBe(false);

    // Shown before the rest came: in English, and its absence alone asks for the rest, which speaks it.
    const restCame = new Promise<void>((resolve) => {
      const stop = i18n.on('change', () => {
        stop();
        resolve();
      });
    });
    expect(i18n._(language)).toBe('Language');
    await restCame;
    expect(i18n._(language)).toBe('Idioma');
  });

  it('loads a language whole once the app has gone past its first screen', async () => {
    await loadRestOfCatalog();
    await activateLanguage('de');
    expect(i18n._(language)).toBe('Sprache');
    expect(i18n._(homeFeed)).not.toBe('Home Feed');
  });
});
