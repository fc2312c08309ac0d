import { differenceInHours } from 'date-fns/differenceInHours';
import { differenceInMinutes } from 'date-fns/differenceInMinutes';
import { intlFormat } from 'date-fns/intlFormat';
import { isValid } from 'date-fns/isValid';
import { plural, t } from '@lingui/core/macro';
import { badgeCaps } from '@contract/limits';
import { intlLocale } from './i18n';

/** A count as a badge shows it: nothing for zero, "9+" (or "99+") above the cap. */
export function formatBadge(count: number, cap: number = badgeCaps.compact): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** The handle the side menu shows: the part of the email before the @. */
export function handleFromEmail(email: string): string {
  return `@${email.split('@')[0] ?? email}`;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first character as a reader sees it: a letter with its accents, a whole emoji or flag. */
function firstGrapheme(text: string): string {
  for (const { segment } of graphemes.segment(text)) return segment;
  return '';
}

/**
 * Up to two initials for an avatar without a picture, each a whole character (half of an emoji's
 * surrogate pair shows as "�"): of the first and last words that begin with a letter or a digit,
 * so "Zoë Tester 🌟" gives "ZT"; a name of emoji alone gives its first.
 */
export function initials(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const words = parts.filter((part) => /^[\p{L}\p{N}]/u.test(part));
  if (words.length === 0) return firstGrapheme(parts[0]!);
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : '';
  return (first + last).toUpperCase();
}

export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * "just now", minutes, hours (under 24), days (under 30), then a date: the spec's time-ago steps,
 * counted by date-fns, worded by the catalogs (each language's plurals). The date goes through
 * `intlFormat` (the browser's Intl, in the reader's language) rather than `format`, whose locale
 * tables would add kilobytes to every first visit that shows a card. `now` is a parameter so the
 * same input always gives the same words (and tests can fix it).
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso);
  if (!isValid(then)) return '';
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return t`just now`;
  if (minutes < 60) return plural(minutes, { one: '# minute ago', other: '# minutes ago' });
  const hours = differenceInHours(now, then);
  if (hours < 24) return plural(hours, { one: '# hour ago', other: '# hours ago' });
  // Elapsed days, not calendar days: date-fns' calendar-aware count would cost the first visit more.
  const days = Math.floor(hours / 24);
  if (days < 30) return plural(days, { one: '# day ago', other: '# days ago' });
  const sameYear = then.getFullYear() === new Date(now).getFullYear();
  return intlFormat(then, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }, { locale: intlLocale() });
}

/** A title cut to `max` characters with an ellipsis (the fulfil dialog cuts at 50). */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
