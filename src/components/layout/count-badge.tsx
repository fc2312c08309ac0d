import { Plural } from '@lingui/react/macro';
import { badgeCaps } from '@contract/limits';
import { cn } from '@/lib/cn';
import { formatBadge } from '@/lib/format';

/** What the count counts, as a screen reader hears it after the entry's name. */
export type CountOf = 'unread' | 'notifications' | 'messages';

function Said({ count, of }: { count: number; of: CountOf }) {
  // Leading comma: read after the entry's name, it stays a separate phrase.
  if (of === 'notifications') return <Plural value={count} one=", # unread notification" other=", # unread notifications" />;
  if (of === 'messages') return <Plural value={count} one=", # unread message" other=", # unread messages" />;
  return <Plural value={count} one=", # unread" other=", # unread" />;
}

/** A red unread count: "9+" above 9 by default, "99+" above 99 with cap 99. Nothing for zero. */
export function CountBadge({ count, cap = badgeCaps.compact, of, className }: { count: number; cap?: number; of: CountOf; className?: string }) {
  const text = formatBadge(count, cap);
  if (!text) return null;
  return (
    <span
      className={cn('inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] font-bold leading-none text-destructive-foreground tabular-nums', className)}
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">
        <Said count={count} of={of} />
      </span>
    </span>
  );
}
