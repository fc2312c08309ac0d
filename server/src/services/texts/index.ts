import type { Language, LanguageChoice } from '@contract/languages';
import { languageFor } from '@contract/languages';
import type { NoticeParts } from '../../db/schema';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { Plural, Texts } from './texts';

export type { Plural, Texts } from './texts';

/** A language's texts with its way of writing numbers and choosing a plural form. */
export interface Speaker extends Texts {
  /** A number as the language writes it. */
  number: (n: number) => string;
  /** The counted phrase for `n`, `#` replaced by the number. */
  plural: (n: number, forms: Plural) => string;
}

const TABLES: Record<Language, Texts> = { en, es, de, ar };

function speaker(texts: Texts): Speaker {
  const numbers = new Intl.NumberFormat(texts.language);
  const rules = new Intl.PluralRules(texts.language);
  const number = (n: number) => numbers.format(n);
  return { ...texts, number, plural: (n, forms) => (forms[rules.select(n)] ?? forms.other).replaceAll('#', number(n)) };
}

const SPEAKERS = Object.fromEntries(Object.entries(TABLES).map(([language, texts]) => [language, speaker(texts)])) as Record<Language, Speaker>;

/** The texts of `language`. */
export const textsFor = (language: Language): Speaker => SPEAKERS[language];

/**
 * The language to write to a member in: their choice, else (auto) the language of the browser they
 * last signed in with (`browser`: recorded, or the request's Accept-Language tags), else English.
 */
export const memberLanguage = (choice: LanguageChoice | null | undefined, browser: string | readonly string[] | null | undefined): Language =>
  languageFor(choice, browser == null ? [] : typeof browser === 'string' ? [browser] : browser);

/** A notice's words in `language`. */
export function noticeWords(parts: NoticeParts, language: Language): string {
  const t = TABLES[language];
  switch (parts.kind) {
    case 'follow':
      return t.follow(parts.name);
    case 'reaction':
      return t.reaction(parts.name, parts.emoji, parts.title);
    case 'comment':
      return t.comment(parts.name, parts.title, parts.quote);
    case 'offer':
      return t.offer(parts.name ?? t.someone, parts.title, parts.message);
    case 'fulfilled':
      return t.fulfilled(parts.name, parts.title);
    case 'report':
      return t.report(t.reportTargets[parts.target]);
  }
}
