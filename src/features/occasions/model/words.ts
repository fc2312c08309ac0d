import { Globe, Lock, Users, type LucideIcon } from 'lucide-react';
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { daysBetween, todayOf, type OccasionVisibility } from '@contract/occasion';
import { intlLocale } from '@/lib/i18n';

/**
 * An occasion's day in the reader's language: a yearly one by its month and day ("March 14"), a
 * one-off with its year. The day is a calendar day, written as such whatever the reader's clock (UTC).
 */
export function occasionDay(day: string, yearly: boolean): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a day's instant at UTC midnight
  const at = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', month: 'long', day: 'numeric', ...(yearly ? {} : { year: 'numeric' }) }).format(at);
}

/** "Today", "Tomorrow", "in N days"; "Passed" for a one-off gone by. */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft < 0) return t`Passed`;
  if (daysLeft === 0) return t`Today`;
  if (daysLeft === 1) return t`Tomorrow`;
  return plural(daysLeft, { one: 'in # day', other: 'in # days' });
}

/** Days from today (UTC, as the server counts them) to `next`. */
export const daysUntil = (next: string, today: string = todayOf()) => daysBetween(today, next);

export const VISIBILITY_CHOICES: { value: OccasionVisibility; label: MessageDescriptor; hint: MessageDescriptor; icon: LucideIcon }[] = [
  { value: 'public', label: msg`Public`, hint: msg`Every member may see it`, icon: Globe },
  { value: 'followers', label: msg`Followers`, hint: msg`Members who follow you`, icon: Users },
  { value: 'private', label: msg`Only you`, hint: msg`Nobody else sees it`, icon: Lock },
];

export const visibilityChoice = (value: OccasionVisibility) => VISIBILITY_CHOICES.find((choice) => choice.value === value) ?? VISIBILITY_CHOICES[1]!;
