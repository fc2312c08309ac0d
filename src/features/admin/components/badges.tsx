import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRecentDesire, AdminUser } from '@contract/admin';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { statusLabel, statusOf, VISIBILITY_LABELS, type DesireStatus } from '../model/labels';

// Tones that keep text above 4.5:1 in light and dark (class names).
const greenTone = 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200';
const amberTone = 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200';
const redTone = 'border-transparent bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200';
const blueTone = 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200';

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return role === 'admin' ? (
    <Badge size="sm">
      <Trans>Admin</Trans>
    </Badge>
  ) : (
    <Badge size="sm" variant="secondary">
      <Trans>User</Trans>
    </Badge>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <Badge size="sm" variant="outline" className={verified ? greenTone : amberTone}>
      {verified ? <Trans>Verified</Trans> : <Trans>Unverified</Trans>}
    </Badge>
  );
}

export function BlockedBadge({ blocked }: { blocked: boolean | null }) {
  if (!blocked) return null;
  return (
    <Badge size="sm" variant="outline" className={redTone}>
      <Trans>Blocked</Trans>
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

const STATUS_TONES: Record<DesireStatus, string> = { desire: blueTone, desired: blueTone, in_progress: amberTone, fulfilled: greenTone };

export function DesireStatusBadge({ status }: { status: AdminRecentDesire['status'] }) {
  const { t } = useLingui();
  return (
    <Badge size="sm" variant="outline" className={STATUS_TONES[statusOf(status)]}>
      {t(statusLabel(status))}
    </Badge>
  );
}

export function VisibilityBadge({ visibility }: { visibility: AdminRecentDesire['visibility'] }) {
  const { t } = useLingui();
  return (
    <Badge size="sm" variant="outline">
      {t(VISIBILITY_LABELS[visibility])}
    </Badge>
  );
}
