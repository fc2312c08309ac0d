import { differenceInMinutes } from 'date-fns/differenceInMinutes';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { chatLimits } from '@contract/limits';

/**
 * The list's time label of a last message: the time of day under 24 hours, 'Yesterday' from 24 to
 * 48 hours, then a short month and day ("Mar 5"). `now` is a parameter so tests can fix it.
 */
export function chatTimeLabel(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return '';
  const then = parseISO(iso);
  if (!isValid(then)) return '';
  const hours = Math.max(0, differenceInMinutes(now, then)) / 60;
  if (hours < chatLimits.yesterdayThresholdHours) return format(then, 'p');
  if (hours < chatLimits.olderThresholdHours) return 'Yesterday';
  return format(then, 'MMM d');
}

/** The time under a message bubble ("3:05 PM"). */
export function messageTime(iso: string): string {
  const then = parseISO(iso);
  return isValid(then) ? format(then, 'p') : '';
}
