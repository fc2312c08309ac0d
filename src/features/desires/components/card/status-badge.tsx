import type { DesireStatus } from '@contract/desire';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { STATUS_LABELS } from '../../model/desire';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const tones: Record<DesireStatus, string> = {
  desire: 'bg-accent text-accent-foreground',
  in_progress: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  fulfilled: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function StatusBadge({ status, className }: { status: DesireStatus; className?: string }) {
  const { t } = useLingui();
  return (
    <span className={cn('inline-flex h-6 shrink-0 items-center whitespace-nowrap rounded-full px-2.5 text-xs font-semibold', tones[status], className)}>
      {t(STATUS_LABELS[status])}
    </span>
  );
}
