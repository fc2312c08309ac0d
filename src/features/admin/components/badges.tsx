import type { AdminRecentDesire, AdminUser } from '@contract/admin';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { statusLabel, VISIBILITY_LABELS } from '../model/labels';

// Tones that keep text above 4.5:1 in light and dark.
const tones = {
  green: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  amber: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  red: 'border-transparent bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
  blue: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
} as const;

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return role === 'admin' ? <Badge size="sm">Admin</Badge> : <Badge size="sm" variant="secondary">User</Badge>;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <Badge size="sm" variant="outline" className={verified ? tones.green : tones.amber}>
      {verified ? 'Verified' : 'Unverified'}
    </Badge>
  );
}

export function BlockedBadge({ blocked }: { blocked: boolean | null }) {
  if (!blocked) return null;
  return (
    <Badge size="sm" variant="outline" className={tones.red}>
      Blocked
    </Badge>
  );
}

/** Role, email state and, while it holds, the block: the badges every admin view of a user shows. */
export function UserBadges({ user, className }: { user: AdminUser; className?: string }) {
  return (
    <span className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <RoleBadge role={user.role} />
      <VerifiedBadge verified={user.isVerified} />
      <BlockedBadge blocked={user.isBlocked} />
    </span>
  );
}

export function DesireStatusBadge({ status }: { status: AdminRecentDesire['status'] }) {
  const label = statusLabel(status);
  const tone = label === 'Fulfilled' ? tones.green : label === 'In Progress' ? tones.amber : tones.blue;
  return (
    <Badge size="sm" variant="outline" className={tone}>
      {label}
    </Badge>
  );
}

export function VisibilityBadge({ visibility }: { visibility: AdminRecentDesire['visibility'] }) {
  return (
    <Badge size="sm" variant="outline">
      {VISIBILITY_LABELS[visibility]}
    </Badge>
  );
}
