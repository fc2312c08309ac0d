import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { SOURCE_LANGUAGE, type Language } from '@contract/languages';
import type { FirstVisitKind } from '@contract/pages/route-manifest';

export type CatalogPart = FirstVisitKind | 'rest';
type PartLoaders = Record<Exclude<Language, 'en'>, Record<CatalogPart, () => Promise<{ messages: Messages }>>>;
type KnownTable = (text: string) => MessageDescriptor | undefined;

const PARTS: readonly CatalogPart[] = ['auth', 'post', 'member', 'shared', 'rest'];
const RETRY_AFTER_MS = 5000;

/**
 * What of each language's catalog an I18n instance has, and what it loads next. Each other language
 * comes in parts (scripts/catalog-parts.ts): the words of each kind of first visit, and the rest. A
 * visit loads its own part first; the others come when the member first acts, with the first later
 * screen, or as soon as a message of theirs is shown (Lingui's `missing`, after which the screens
 * speak again). From then on a language loads whole. The table of the server's texts comes with the rest.
 */
export class CatalogLoader {
  private firstPart: CatalogPart = 'rest';
  /** Whether the app has gone past its first screen (or never said which it is): a language then loads whole. */
  private restWanted = true;
  private wanted: Language = SOURCE_LANGUAGE;
  private readonly loaded = new Map<Language, Set<CatalogPart>>([[SOURCE_LANGUAGE, new Set(PARTS)]]);
  private restLoading: Promise<void> | null = null;
  private knownTable: KnownTable | undefined;

  constructor(
    private readonly i18n: I18n,
    private readonly parts: PartLoaders,
    private readonly loadKnownTable: () => Promise<KnownTable>,
  ) {
    i18n.on('missing', () => {
      if (i18n.locale !== SOURCE_LANGUAGE) void this.loadRest().catch(() => undefined);
    });
  }

  /** The kind of first visit the page opened with (null: a later screen, which needs the whole catalog). */
  startWith(visit: FirstVisitKind | null): void {
    this.firstPart = visit ?? 'rest';
    this.restWanted = !visit;
  }

  /** The parts `language` needs now, loaded (at once for English, which is in the code). */
  forLanguage(language: Language): Promise<void> {
    this.wanted = language;
    return this.loadParts(language, this.restWanted ? PARTS : [this.firstPart]);
  }

  /** The rest of the language's catalog. A failed load (offline) is tried again at an ask 5 s later or more. */
  loadRest(): Promise<void> {
    this.restWanted = true;
    this.restLoading ??= this.loadParts(this.wanted, PARTS).then(
      () => {
        this.restLoading = null;
      },
      (error: unknown) => {
        setTimeout(() => (this.restLoading = null), RETRY_AFTER_MS);
        throw error;
      },
    );
    return this.restLoading;
  }

  /** The table's message for `text`; while the table is not there yet it is fetched, and the screens speak again once it is. */
  knownMessageOf(text: string): MessageDescriptor | undefined {
    if (!this.knownTable) void this.loadRest().catch(() => undefined);
    return this.knownTable?.(text);
  }

  private async loadParts(language: Language, parts: readonly CatalogPart[]): Promise<void> {
    const have = this.loaded.get(language) ?? new Set<CatalogPart>();
    const missing = parts.filter((part) => !have.has(part));
    if (language === 'en' || missing.length === 0) return;
    const ofLanguage = this.parts[language];
    const [table, loadedParts] = await Promise.all([
      missing.includes('rest') ? this.loadKnownTable() : undefined,
      Promise.all(missing.map((part) => ofLanguage[part]())),
    ]);
    if (table) this.knownTable = table;
    // Lingui adds the parts to what the language has, and the screens that read it speak again.
    this.i18n.load(language, Object.assign({}, ...loadedParts.map((part) => part.messages)) as Messages);
    this.loaded.set(language, new Set([...have, ...missing]));
  }
}
