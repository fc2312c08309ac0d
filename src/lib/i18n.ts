import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { catalogs } from 'virtual:catalogs';
import { directionOf, SOURCE_LANGUAGE, type Language } from '@contract/languages';
import type { FirstVisitKind } from '@contract/pages/route-manifest';

/**
 * The app's messages (Lingui). English, the source, needs no catalog: each message's English text is
 * compiled into the code that shows it (scripts/lingui-macros.mjs), so the first visit loads the
 * runtime alone. The macros (`t`, `plural`, `<Trans>`, `useLingui`) all speak through this one instance.
 */
i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });

type Part = FirstVisitKind | 'rest';
const PARTS: readonly Part[] = ['auth', 'post', 'member', 'shared', 'rest'];

/**
 * Each other language's catalog comes in parts, chunks that load only for a reader of that language
 * (scripts/catalog-parts.ts): the words of each kind of first visit, and the rest. A visit loads its
 * own part first, and the others at the member's first action or with the first later screen.
 */
let firstPart: Part = 'rest';

/** The kind of first visit this page opened with (null: a later screen, which needs the whole catalog). */
export function startWith(visit: FirstVisitKind | null): void {
  firstPart = visit ?? 'rest';
  restWanted = !visit;
}

/** The language the app speaks now. */
export const currentLanguage = (): Language => i18n.locale as Language;

/**
 * The locale `Intl` formats numbers and dates with. English is the spec's en-US (its dates read
 * "Nov 29, 2026"); the others are the language alone, so the browser picks its usual region.
 */
export const intlLocale = (): string => (currentLanguage() === SOURCE_LANGUAGE ? 'en-US' : currentLanguage());

/**
 * The messages of the texts that come in English from the server and the contract
 * (src/lib/known-messages-table.ts): loaded with the rest of a catalog, as English needs none.
 */
let knownTable: ((text: string) => MessageDescriptor | undefined) | undefined;

/** The table's message for `text`; while it is not there yet it is fetched, and the screens speak again once it is. */
export const knownMessageOf = (text: string): MessageDescriptor | undefined => {
  if (!knownTable) void loadRestOfCatalog().catch(() => undefined);
  return knownTable?.(text);
};

let wanted: Language = SOURCE_LANGUAGE;
/** The parts of each language loaded so far. */
const loaded = new Map<Language, Set<Part>>([[SOURCE_LANGUAGE, new Set(PARTS)]]);
/** Whether the app has gone past its first screen (or never said which it is): a language then loads whole. */
let restWanted = true;

async function loadParts(language: Language, parts: readonly Part[]): Promise<void> {
  const have = loaded.get(language) ?? new Set<Part>();
  const missing = parts.filter((part) => !have.has(part));
  if (language === 'en' || missing.length === 0) return;
  const ofLanguage = catalogs[language];
  const [table, catalogParts] = await Promise.all([
    missing.includes('rest') ? import('./known-messages-table') : null,
    Promise.all(missing.map((part) => ofLanguage[part]())),
  ]);
  if (table) knownTable = table.knownMessage;
  // Lingui adds the parts to what the language has, and the screens that read it speak again.
  i18n.load(language, Object.assign({}, ...catalogParts.map((part) => part.messages)) as Messages);
  loaded.set(language, new Set([...have, ...missing]));
}

let restLoading: Promise<void> | null = null;

/**
 * The rest of the language's catalog: asked for at the member's first action, by every later screen,
 * which waits for it (the router), and by any message shown before it came (Lingui's `missing`), which
 * then speaks again. A failed load (offline) leaves those words in English and is tried again at an
 * ask 5 s later or more.
 */
export function loadRestOfCatalog(): Promise<void> {
  restWanted = true;
  restLoading ??= loadParts(wanted, PARTS)
    .then(() => {
      restLoading = null;
    })
    .catch((error: unknown) => {
      setTimeout(() => (restLoading = null), 5000);
      throw error;
    });
  return restLoading;
}

/** `load`, answered once the rest of the catalog is there too (or could not come: its words then stay English). */
export async function withRestOfCatalog<T>(load: Promise<T>): Promise<T> {
  const [loadedModule] = await Promise.all([load, loadRestOfCatalog().catch(() => undefined)]);
  return loadedModule;
}

i18n.on('missing', () => {
  if (i18n.locale !== SOURCE_LANGUAGE) void loadRestOfCatalog().catch(() => undefined);
});

/**
 * Speaks `language`: loads its catalog once (on the first screen, the part that screen needs), then switches
 * every message and the page's `lang` and `dir` together. When two switches overlap, the last one asked
 * for wins. A catalog that fails to load (offline) leaves the language as it was, and the promise
 * rejects so the caller can say so.
 */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  await loadParts(language, restWanted ? PARTS : [firstPart]);
  if (wanted !== language) return;
  i18n.activate(language);
  // The page is marked too; the build renders its first paint with no page around it.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

export { i18n };
