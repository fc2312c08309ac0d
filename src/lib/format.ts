import { badgeCaps } from '@contract/limits';

/** A count as a badge shows it: nothing for zero, "9+" (or "99+") above the cap. */
export function formatBadge(count: number, cap: number = badgeCaps.compact): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** The handle the side menu shows: the part of the email before the @. */
export function handleFromEmail(email: string): string {
  return `@${email.split('@')[0] ?? email}`;
}

/** Up to two initials for an avatar without a picture. */
export function initials(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", minutes, hours (under 24), days (under 30), then a date: the spec's time-ago steps.
 * `now` is a parameter so the same input always gives the same words (and tests can fix it).
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) {
    const n = Math.floor(elapsed / MINUTE);
    return n === 1 ? '1 minute ago' : `${n} minutes ago`;
  }
  if (elapsed < DAY) {
    const n = Math.floor(elapsed / HOUR);
    return n === 1 ? '1 hour ago' : `${n} hours ago`;
  }
  if (elapsed < 30 * DAY) {
    const n = Math.floor(elapsed / DAY);
    return n === 1 ? '1 day ago' : `${n} days ago`;
  }
  const date = new Date(then);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** A title cut to `max` characters with an ellipsis (the fulfil dialog cuts at 50). */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
