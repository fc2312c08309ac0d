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
