import type { Language, LanguageChoice } from '@contract/languages';
import { directionOf, languageFor } from '@contract/languages';
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
  /**
   * What a member wrote (a name, a title, a quote) as a sentence of this language takes it. In a
   * right-to-left language, between first-strong isolates (U+2068 … U+2069): a Latin name beside
   * Arabic words otherwise pulls the quotation marks and punctuation next to it out of place.
   * Left-to-right languages take it as it is: English is the spec's words exactly (and what a notice
   * stores), and Spanish and German are written as English is.
   */
  member: (text: string) => string;
}

/** First-strong isolate and pop directional isolate. */
export const ISOLATE_START = '\u2068';
export const ISOLATE_END = '\u2069';

const TABLES: Record<Language, Texts> = { en, es, de, ar };

function speaker(texts: Texts): Speaker {
  const numbers = new Intl.NumberFormat(texts.language);
  const rules = new Intl.PluralRules(texts.language);
  const number = (n: number) => numbers.format(n);
  const isolates = directionOf(texts.language) === 'rtl';
  return {
    ...texts,
    number,
    plural: (n, forms) => (forms[rules.select(n)] ?? forms.other).replaceAll('#', number(n)),
    member: (text) => (isolates ? `${ISOLATE_START}${text}${ISOLATE_END}` : text),
  };
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

/**
 * A notice's words in `language`. `clean` readies each piece a member wrote for where the words go
 * (a mail's, member-text.ts) before it is set in the sentence.
 */
export function noticeWords(parts: NoticeParts, language: Language, clean: (text: string) => string = (text) => text): string {
  const t = SPEAKERS[language];
  const own = (text: string) => {
    const cleaned = clean(text);
    return cleaned && t.member(cleaned);
  };
  switch (parts.kind) {
    case 'follow':
      return t.follow(own(parts.name));
    case 'reaction':
      return t.reaction(own(parts.name), parts.emoji, own(parts.title));
    case 'comment':
      return t.comment(own(parts.name), own(parts.title), own(parts.quote));
    case 'offer':
      return t.offer(parts.name === null ? t.someone : own(parts.name), own(parts.title), parts.message === null ? null : own(parts.message));
    case 'fulfilled':
      return t.fulfilled(own(parts.name), own(parts.title));
    case 'report':
      return t.report(t.reportTargets[parts.target]);
    case 'pledge':
      return t.pledge(parts.name === null ? t.someone : own(parts.name), own(parts.title), new Intl.NumberFormat(t.language, { style: 'currency', currency: parts.currency }).format(parts.amount));
    case 'reveal':
      return t.reveal(own(parts.title));
    case 'occasion':
      return t.occasion(own(parts.name), own(parts.title), t.plural(parts.daysLeft, t.inDays));
  }
}
