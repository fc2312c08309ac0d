import { describe, expect, it } from 'vitest';
import { acceptedLanguages, directionOf, languageFor, LANGUAGE_CHOICES, negotiateLanguage } from '@contract/languages';
import { userSettings } from '../../server/src/db/schema';

describe('the reader language', () => {
  it('takes the first browser language the app speaks, on its primary subtag', () => {
    expect(negotiateLanguage(['fr-FR', 'de-AT', 'es'])).toBe('de');
    expect(negotiateLanguage(['ar-EG'])).toBe('ar');
    expect(negotiateLanguage(['es_MX'])).toBe('es');
  });

  it('falls back to English when the browser speaks none of them, or says nothing', () => {
    expect(negotiateLanguage(['fr', 'ja'])).toBe('en');
    expect(negotiateLanguage([])).toBe('en');
  });

  it("a member's choice wins over the browser; auto follows the browser", () => {
    expect(languageFor('ar', ['de'])).toBe('ar');
    expect(languageFor('auto', ['de'])).toBe('de');
    expect(languageFor(null, ['es-ES'])).toBe('es');
  });

  it('Arabic is laid out right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(['en', 'es', 'de'].map((l) => directionOf(l as 'en'))).toEqual(['ltr', 'ltr', 'ltr']);
  });
});

describe('Accept-Language', () => {
  it('orders the tags by weight, keeping the header order among equals', () => {
    expect(acceptedLanguages('fr;q=0.5, de-CH, en;q=0.8, es')).toEqual(['de-CH', 'es', 'en', 'fr']);
  });

  it('leaves out q=0, broken weights and tags that are not language tags', () => {
    expect(acceptedLanguages('de;q=0, es;q=abc, <script>, ar;q=0.3, *')).toEqual(['ar']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('reads at most 32 parts of a long header', () => {
    const header = [...Array.from({ length: 40 }, () => 'fr'), 'de'].join(',');
    expect(negotiateLanguage(acceptedLanguages(header))).toBe('en');
  });
});

it("the settings table's language column admits exactly the contract's choices", () => {
  expect(userSettings.language.enumValues).toEqual([...LANGUAGE_CHOICES]);
});
