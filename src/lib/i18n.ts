import { i18n, type MessageDescriptor } from '@lingui/core';
import { catalogs } from 'virtual:catalogs';
import { directionOf, SOURCE_LANGUAGE, type Language } from '@contract/languages';
import type { FirstVisitKind } from '@contract/pages/route-manifest';
import { CatalogLoader } from './catalog-loader';

/**
 * The app's messages (Lingui). English, the source, needs no catalog: each message's English text is
 * compiled into the code that shows it (scripts/lingui-macros.mjs), so the first visit loads the
 * runtime alone. The macros (`t`, `plural`, `<Trans>`, `useLingui`) all speak through this one instance.
 */
i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });

/** Each other language's catalog, loaded part by part (src/lib/catalog-loader.ts). */
const catalogLoader = new CatalogLoader(i18n, catalogs, async () => (await import('./known-messages-table')).knownMessage);

/** The kind of first visit this page opened with (null: a later screen, which needs the whole catalog). */
export const startWith = (visit: FirstVisitKind | null): void => catalogLoader.startWith(visit);

/** The language the app speaks now. */
export const currentLanguage = (): Language => i18n.locale as Language;

/**
 * The locale `Intl` formats numbers and dates with. English is the spec's en-US (its dates read
 * "Nov 29, 2026"); the others are the language alone, so the browser picks its usual region.
 */
export const intlLocale = (): string => (currentLanguage() === SOURCE_LANGUAGE ? 'en-US' : currentLanguage());

/** The message of a text that comes in English from the server or the contract (src/lib/known-messages-table.ts). */
export const knownMessageOf = (text: string): MessageDescriptor | undefined => catalogLoader.knownMessageOf(text);

/**
 * The rest of the language's catalog: asked for at the member's first action, by every later screen,
 * which waits for it (the router), and by any message shown before it came.
 */
export const loadRestOfCatalog = (): Promise<void> => catalogLoader.loadRest();

/** `load`, answered once the rest of the catalog is there too (or could not come: its words then stay English). */
export async function withRestOfCatalog<T>(load: Promise<T>): Promise<T> {
  const [loadedModule] = await Promise.all([load, loadRestOfCatalog().catch(() => undefined)]);
  return loadedModule;
}

let wanted: Language = SOURCE_LANGUAGE;

/**
 * Speaks `language`: loads its catalog once (on the first screen, the part that screen needs), then switches
 * every message and the page's `lang` and `dir` together. When two switches overlap, the last one asked
 * for wins. A catalog that fails to load (offline) leaves the language as it was, and the promise
 * rejects so the caller can say so.
 */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  await catalogLoader.forLanguage(language);
  if (wanted !== language) return;
  i18n.activate(language);
  // The page is marked too; the build renders its first paint with no page around it.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

export { i18n };
