import { t } from '@lingui/core/macro';
import { differenceInMinutes } from 'date-fns/differenceInMinutes';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { chatLimits } from '@contract/limits';
import { SOURCE_LANGUAGE } from '@contract/languages';
import { currentLanguage, intlLocale } from '@/lib/i18n';

/** The time of day: date-fns's "3:05 PM" in English, the reader's own clock in another language. */
function timeOfDay(then: Date): string {
  if (currentLanguage() === SOURCE_LANGUAGE) return format(then, 'p');
  return new Intl.DateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit' }).format(then);
}

/** date-fns's pattern of the spec's English short date ("Mar 5"). */
const englishMonthDayFormat = 'MMM d';

/** A short month and day: "Mar 5" in English, the reader's own order and month names in another language. */
function monthAndDay(then: Date): string {
  if (currentLanguage() === SOURCE_LANGUAGE) return format(then, englishMonthDayFormat);
  return new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric' }).format(then);
}

/**
 * The list's time label of a last message: the time of day under 24 hours, 'Yesterday' from 24 to
 * 48 hours, then a short month and day ("Mar 5"). `now` is a parameter so tests can fix it.
 */
export function chatTimeLabel(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return '';
  const then = parseISO(iso);
  if (!isValid(then)) return '';
  const hours = Math.max(0, differenceInMinutes(now, then)) / 60;
  if (hours < chatLimits.yesterdayThresholdHours) return timeOfDay(then);
  if (hours < chatLimits.olderThresholdHours) return t`Yesterday`;
  return monthAndDay(then);
}

/** The time under a message bubble ("3:05 PM"). */
export function messageTime(iso: string): string {
  const then = parseISO(iso);
  return isValid(then) ? timeOfDay(then) : '';
}
