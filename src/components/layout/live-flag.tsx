import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/** The live channel's state in the spec's words: "Live" while it is open, "Offline" otherwise. */
export function LiveFlag({ live, className }: { live: boolean; className?: string }) {
  const { t } = useLingui();
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium', live ? 'text-success' : 'text-muted-foreground', className)}>
      <span className={cn('size-2 rounded-full', live ? 'bg-success' : 'bg-muted-foreground/60')} aria-hidden="true" />
      {live ? t`Live` : t`Offline`}
    </span>
  );
}
