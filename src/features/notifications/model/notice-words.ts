import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { SOURCE_LANGUAGE } from '@contract/languages';
import type { Notification, NoticeParts } from '@contract/notification';
import { intlLocale } from '@/lib/i18n';

type Parts<K extends NoticeParts['kind']> = Extract<NoticeParts, { kind: K }>;

function offer({ name, title, message }: Parts<'offer'>): MessageDescriptor[] {
  // Nobody may be named: a sentence of its own, so that each language words "someone" as it must.
  const sentence = name === null ? msg`Someone offered to fulfill your desire "${title}"` : msg`${name} offered to fulfill your desire "${title}"`;
  if (!message) return [sentence];
  return [sentence, msg({ comment: 'What the member wrote with their offer, quoted on a line of its own under the notice', message: `"${message}"` })];
}

/** "€25.00", "25,00 €": the pledge's money in the reader's language (an unknown code as number and code). */
function money(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
  }
}

function pledge({ name, title, amount: value, currency }: Parts<'pledge'>, locale: string): MessageDescriptor {
  const amount = money(value, currency, locale);
  // An anonymous giver: a sentence of its own, as for offers.
  return name === null
    ? msg({ comment: '{amount} is the money with its currency, such as €25.00', message: `Someone chipped in ${amount} for your desire "${title}"` })
    : msg({ comment: '{amount} is the money with its currency, such as €25.00', message: `${name} chipped in ${amount} for your desire "${title}"` });
}

function report({ target }: Parts<'report'>): MessageDescriptor {
  switch (target) {
    case 'desire':
      return msg`Your report of a desire was resolved. Thank you for letting us know.`;
    case 'comment':
      return msg`Your report of a comment was resolved. Thank you for letting us know.`;
    case 'user':
      return msg`Your report of a member was resolved. Thank you for letting us know.`;
  }
}

/**
 * A notice's words as the app's messages, one per line, from its parts; null when it came without
 * parts, or with parts of a kind this app does not know, so that its `message` shows as it came. Each
 * English text is the server's (server/src/services/texts/en.ts) word for word: in English a notice
 * reads the same whether the backend sent parts or not.
 */
export function noticeMessages(parts: NoticeParts | undefined, locale: string = intlLocale()): MessageDescriptor[] | null {
  switch (parts?.kind) {
    case 'follow': {
      const { name } = parts;
      return [msg`${name} started following you`];
    }
    case 'reaction': {
      const { name, emoji, title } = parts;
      return [msg({ comment: '{emoji} is the reaction itself, an emoji such as ❤️', message: `${name} reacted ${emoji} to your desire "${title}"` })];
    }
    case 'comment': {
      const { name, title, quote } = parts;
      return [msg({ comment: '{quote} is the start of the comment, as the member wrote it', message: `${name} commented on "${title}": ${quote}` })];
    }
    case 'offer':
      return offer(parts);
    case 'fulfilled': {
      const { name, title } = parts;
      return [msg`${name} marked "${title}" as fulfilled`];
    }
    case 'report':
      return [report(parts)];
    case 'pledge':
      return [pledge(parts, locale)];
    case 'reveal': {
      const { title } = parts;
      return [msg`Your surprise "${title}" is revealed: see who gave`];
    }
    case 'occasion': {
      const { name, title, daysLeft } = parts;
      // The server's occasion and inDays (server/src/services/texts/en.ts): "Leo's birthday is in 3 days".
      return [msg`${name}'s ${title} is ${plural(daysLeft, { one: 'in # day', other: 'in # days' })}`];
    }
    default:
      return null;
  }
}

/** A notice's words in the reader's language (`i18n`'s): from its parts when the app knows them, else its `message`. */
export function noticeWords(notice: Pick<Notification, 'message' | 'parts'>, i18n: I18n): string {
  const lines = noticeMessages(notice.parts, i18n.locale === SOURCE_LANGUAGE ? 'en-US' : i18n.locale);
  return lines ? lines.map((line) => i18n._(line)).join('\n') : notice.message;
}
