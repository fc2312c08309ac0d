import * as z from 'zod/mini';
import { desireSchema } from './desire';
import { textField } from './text';
import { userSummarySchema } from './user';

/*
 * Occasions: a member's dated days (a birthday, a wedding), which desires can be for. Extras of our
 * contract (none of these calls is in the spec): a backend that answers 404 to GET /api/occasions has
 * none, and the app hides them (docs/decisions/gifting.md).
 */

export const occasionLimits = {
  titleMax: 60,
  /** A member keeps at most this many occasions. */
  perMember: 50,
  upcomingDaysDefault: 60,
  upcomingDaysMax: 366,
  /** Linked desires shown with each occasion of the Upcoming list. */
  upcomingDesires: 6,
  /** Reminders go this many days before an occasion, each once per follower and occasion. */
  reminderDays: [14, 3],
} as const;

export const OCCASION_VISIBILITIES = ['public', 'followers', 'private'] as const;
export const occasionVisibilitySchema = z.enum(OCCASION_VISIBILITIES, { error: 'Invalid visibility' });
export type OccasionVisibility = z.infer<typeof occasionVisibilitySchema>;

export const OCCASION_DATE_MESSAGE = 'Date must be a real day, as YYYY-MM-DD';

/** A calendar day that exists (no 2026-02-30), between the years 1900 and 2200. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const occasionDateField = z.string({ error: OCCASION_DATE_MESSAGE }).check(z.refine(isCalendarDay, OCCASION_DATE_MESSAGE));

export const occasionTitleField = textField({
  required: 'Title is required',
  max: [occasionLimits.titleMax, `Title must be ${occasionLimits.titleMax} characters or less`],
});

/**
 * An occasion. `date` is the day as the member gave it; `next` the next time it falls, today included
 * (the same as `date` for a one-off, which may be past). A yearly 29 February falls on 28 February in
 * other years.
 */
export const occasionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  date: z.string(),
  yearly: z.boolean(),
  visibility: occasionVisibilitySchema,
  next: z.string(),
  createdAt: z.string(),
});
export type Occasion = z.infer<typeof occasionSchema>;
export const occasionListSchema = z.array(occasionSchema);

/** POST /api/occasions and PUT /api/occasions/{id} (PUT replaces the whole occasion). */
export const occasionBodySchema = z.object({
  title: occasionTitleField,
  date: occasionDateField,
  yearly: z._default(z.boolean(), false),
  visibility: z._default(occasionVisibilitySchema, 'followers'),
});
export type OccasionBody = z.input<typeof occasionBodySchema>;

export const occasionResultSchema = z.object({ message: z.string(), occasion: occasionSchema });

export const upcomingQuerySchema = z.object({
  days: z._default(
    z.coerce.number().check(z.int('Days must be a whole number'), z.minimum(1, 'Days must be at least 1'), z.maximum(occasionLimits.upcomingDaysMax, `Days must be ${occasionLimits.upcomingDaysMax} or less`)),
    occasionLimits.upcomingDaysDefault,
  ),
});

/**
 * GET /api/occasions/upcoming: the occasions of members the reader follows that fall within `days`,
 * soonest first. `daysLeft` 0 is today. `desires`: the first linked desires the reader may see, and
 * `desiresTotal` how many they may see in all.
 */
export const upcomingOccasionSchema = z.object({
  occasion: occasionSchema,
  user: userSummarySchema,
  daysLeft: z.int(),
  desires: z.array(desireSchema),
  desiresTotal: z.int(),
});
export type UpcomingOccasion = z.infer<typeof upcomingOccasionSchema>;
export const upcomingListSchema = z.array(upcomingOccasionSchema);

// --- days ---------------------------------------------------------------------------------------
// Calendar days as YYYY-MM-DD, counted in UTC: an occasion is a day, not an instant, and the server's
// sweep and every reader count it alike (docs/decisions/gifting.md).

const dayOf = (value: Date): string => value.toISOString().slice(0, 10);

/** Today as a calendar day (UTC). */
export const todayOf = (now: Date = new Date()): string => dayOf(now);

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return dayOf(at);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);

/** The day a yearly occasion falls in `year`: 29 February falls on 28 February in other years. */
function inYear(date: string, year: number): string {
  const [, month, day] = date.split('-');
  const candidate = `${String(year).padStart(4, '0')}-${month}-${day}`;
  return isCalendarDay(candidate) ? candidate : `${String(year).padStart(4, '0')}-${month}-28`;
}

/**
 * The next day an occasion falls on, `today` included: its date for a one-off (even when past), else
 * this year's day or, once that has gone by, next year's.
 */
export function nextOccurrence(occasion: { date: string; yearly: boolean }, today: string): string {
  if (!occasion.yearly) return occasion.date;
  const year = Number(today.slice(0, 4));
  // A yearly occasion starts on its own date: one set in the future falls first then.
  if (occasion.date > today) return occasion.date;
  const thisYear = inYear(occasion.date, year);
  return thisYear >= today ? thisYear : inYear(occasion.date, year + 1);
}

/**
 * When a surprise for this occasion is revealed by itself: the day after the occasion next falls
 * (from `today`); null for a one-off already past, which reveals nothing.
 */
export function revealDayFor(occasion: { date: string; yearly: boolean }, today: string): string | null {
  const next = nextOccurrence(occasion, today);
  return next < today ? null : addDays(next, 1);
}
