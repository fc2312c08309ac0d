import { CalendarDays } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Occasion } from '@contract/occasion';
import { cn } from '@/lib/cn';
import { daysLeftLabel, daysUntil, occasionDay, visibilityChoice } from '../model/words';

/** "March 14 · every year · in 12 days": the day in the reader's language and how soon it comes. */
export function OccasionWhen({ occasion, daysLeft, className }: { occasion: Pick<Occasion, 'date' | 'next' | 'yearly'>; daysLeft?: number; className?: string }) {
  // Through the hook, re-rendered when the language changes, so that the day is written in the new one.
  const { t } = useLingui();
  const left = daysLeft ?? daysUntil(occasion.next);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted-foreground', className)}>
      <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
      <span>{occasionDay(occasion.yearly ? occasion.next : occasion.date, occasion.yearly)}</span>
      {occasion.yearly ? (
        <span>
          <span aria-hidden="true">· </span>
          {t`every year`}
        </span>
      ) : null}
      <span className={cn('font-medium', left >= 0 && left <= 3 ? 'text-primary' : 'text-foreground')}>
        <span aria-hidden="true">· </span>
        {daysLeftLabel(left)}
      </span>
    </p>
  );
}

/** Who sees an occasion: its icon and its name. */
export function OccasionVisibility({ visibility }: { visibility: Occasion['visibility'] }) {
  const { t } = useLingui();
  const choice = visibilityChoice(visibility);
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <choice.icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t(choice.label)}
    </span>
  );
}
