import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { directionOf, SOURCE_LANGUAGE, type Language } from '@contract/languages';

/**
 * The app's messages (Lingui). English, the source, needs no catalog: each message's English text is
 * compiled into the code that shows it (scripts/lingui-macros.mjs), so the first visit loads the
 * runtime alone. The macros (`t`, `plural`, `<Trans>`, `useLingui`) all speak through this one instance.
 */
i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });

/**
 * Each other language's catalog, a chunk of its own that loads only for a reader of that language
 * (@lingui/vite-plugin compiles the .po file on import).
 */
const catalogs: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es/messages.po'),
  de: () => import('../locales/de/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
};

/** The language the app speaks now. */
export const currentLanguage = (): Language => i18n.locale as Language;

/**
 * The locale `Intl` formats numbers and dates with. English is the spec's en-US (its dates read
 * "Nov 29, 2026"); the others are the language alone, so the browser picks its usual region.
 */
export const intlLocale = (): string => (currentLanguage() === SOURCE_LANGUAGE ? 'en-US' : currentLanguage());

/**
 * The messages of the texts that come in English from the server and the contract
 * (src/lib/known-messages-table.ts): loaded with the first other language, as English needs none.
 */
let knownTable: ((text: string) => MessageDescriptor | undefined) | undefined;
export const knownMessageOf = (text: string): MessageDescriptor | undefined => knownTable?.(text);

let wanted: Language = SOURCE_LANGUAGE;
const loaded = new Set<Language>([SOURCE_LANGUAGE]);

/**
 * Speaks `language`: loads its catalog once, then switches every message and the page's `lang` and
 * `dir` together. When two switches overlap, the last one asked for wins. A catalog that fails to load
 * (offline) leaves the language as it was, and the promise rejects so the caller can say so.
 */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  if (language !== 'en' && !loaded.has(language)) {
    const [{ messages }, table] = await Promise.all([catalogs[language](), import('./known-messages-table')]);
    knownTable = table.knownMessage;
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (wanted !== language) return;
  i18n.activate(language);
  // The page is marked too; the build renders its first paint with no page around it.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

export { i18n };
