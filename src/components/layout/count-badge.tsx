import { badgeCaps } from '@contract/limits';
import { cn } from '@/lib/cn';
import { formatBadge } from '@/lib/format';

/** A red unread count: "9+" above 9 by default, "99+" above 99 with cap 99. Nothing for zero. */
export function CountBadge({ count, cap = badgeCaps.compact, label, className }: { count: number; cap?: number; label: string; className?: string }) {
  const text = formatBadge(count, cap);
  if (!text) return null;
  return (
    <span
      className={cn('inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] font-bold leading-none text-destructive-foreground tabular-nums', className)}
    >
      <span aria-hidden="true">{text}</span>
      {/* Leading comma: read after the entry's name, it stays a separate phrase. */}
      <span className="sr-only">{`, ${count} ${label}`}</span>
    </span>
  );
}
