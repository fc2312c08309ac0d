import type { DesireStatus } from '@contract/desire';
import { cn } from '@/lib/cn';
import { STATUS_LABELS } from '../../model/desire';

const tones: Record<DesireStatus, string> = {
  desire: 'bg-accent text-accent-foreground',
  in_progress: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  fulfilled: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
};

export function StatusBadge({ status, className }: { status: DesireStatus; className?: string }) {
  return (
    <span className={cn('inline-flex h-6 shrink-0 items-center whitespace-nowrap rounded-full px-2.5 text-xs font-semibold', tones[status], className)}>
      {STATUS_LABELS[status]}
    </span>
  );
}
