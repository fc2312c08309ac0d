import { Fragment, type ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Occasion } from '@contract/occasion';
import { cn } from '@/lib/cn';
import { daysLeftLabel, daysUntil, occasionDay, visibilityChoice } from '../model/words';

/**
 * Parts of one line ("December 11 · every year · in 10 days") that wrap only between parts: each part
 * stays whole, and its separator is glued to its end, so a line never starts with a dot.
 */
export function JoinedParts({ parts }: { parts: ReactNode[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          <span className="whitespace-nowrap">
            {part}
            {index < parts.length - 1 ? <span aria-hidden="true">{'\u00a0·'}</span> : null}
          </span>{' '}
        </Fragment>
      ))}
    </>
  );
}

/** "March 14 · every year · in 12 days": the day in the reader's language and how soon it comes. */
export function OccasionWhen({ occasion, daysLeft, className }: { occasion: Pick<Occasion, 'date' | 'next' | 'yearly'>; daysLeft?: number; className?: string }) {
  // Through the hook, re-rendered when the language changes, so that the day is written in the new one.
  const { t } = useLingui();
  const left = daysLeft ?? daysUntil(occasion.next);
  const soon = left >= 0 && left <= 3;
  const parts: ReactNode[] = [
    occasionDay(occasion.yearly ? occasion.next : occasion.date, occasion.yearly),
    ...(occasion.yearly ? [t`every year`] : []),
    <span key="left" className={cn('font-medium', soon ? 'text-primary' : 'text-foreground')}>{daysLeftLabel(left)}</span>,
  ];
  return (
    <p className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <JoinedParts parts={parts} />
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
