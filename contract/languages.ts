/**
 * The languages the app speaks and how a reader's language is chosen: the member's choice when they
 * made one, else the first of the browser's languages (navigator.languages in the app, Accept-Language
 * for the pages and mail the server sends) that the app speaks, else English, the source language in
 * which the spec words every text. Plain data and functions: the app and the server both read it.
 */

export const LANGUAGES = ['en', 'es', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language by its own name, as a member looking for theirs reads it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch', ar: 'العربية' };

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);
export const directionOf = (language: Language): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the reader's languages that the app speaks, matched on the primary subtag (de-AT is
 * German, ar-EG Arabic); English when none is.
 */
export function negotiateLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}

/** An Accept-Language header's tags, most wanted first (q=0 ones left out); a broken part is skipped. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const ranked: { tag: string; q: number; at: number }[] = [];
  // Bounded: a header is at most a few dozen tags; anything longer is not a browser's.
  for (const [at, part] of header.split(',').slice(0, 32).entries()) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    ranked.push({ tag, q, at });
  }
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

/**
 * The cookie the app sets when a language is chosen, so that the pages the server sends (their first
 * paint, before the app starts) are in it; without it the server follows Accept-Language.
 */
export const LANGUAGE_COOKIE = 'wishwell-language';

/** The language of a page the server sends: the chosen one (the cookie), else the browser's. */
export const pageLanguage = (cookie: string | undefined, acceptLanguage: string | undefined): Language =>
  isLanguage(cookie) ? cookie : negotiateLanguage(acceptedLanguages(acceptLanguage));

/** What the member chose in Settings: a language, or to follow the browser's. */
export const LANGUAGE_CHOICES = ['auto', ...LANGUAGES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** The language to speak: the member's choice, else the browser's. */
export const languageFor = (choice: LanguageChoice | null | undefined, browser: readonly string[]): Language =>
  choice && choice !== 'auto' ? choice : negotiateLanguage(browser);
