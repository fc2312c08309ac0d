import { useQuery } from '@tanstack/react-query';
import { CalendarHeart } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { Occasion } from '@contract/occasion';
import { cn } from '@/lib/cn';
import { occasionQueries } from '../api/queries';
import { daysLeftLabel, daysUntil, occasionDay } from '../model/words';
import { JoinedParts } from './occasion-when';

/**
 * "For Maya's birthday · December 11 · in 10 days" on a desire linked to one of its owner's occasions.
 * The occasion comes from the owner's list as the reader may see it (one query per owner, cached and
 * shared by all their cards); nothing shows while it loads, when the backend has no occasions, or
 * when the reader may not see that occasion.
 */
export function DesireOccasion({ ownerId, occasionId }: { ownerId: string; occasionId: string }) {
  const found = useQuery({
    ...occasionQueries.member(ownerId),
    select: (list): Occasion | null => list?.find((occasion) => occasion._id === occasionId) ?? null,
  });
  const occasion = found.data;
  if (!occasion) return null;
  const left = daysUntil(occasion.next);
  const title = occasion.title;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <CalendarHeart className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <span className="wrap-anywhere font-medium text-foreground">
          <Trans>
            For <bdi>{title}</bdi>
          </Trans>
          <span aria-hidden="true">{'\u00a0·'}</span>
        </span>{' '}
        <JoinedParts
          parts={[
            occasionDay(occasion.yearly ? occasion.next : occasion.date, occasion.yearly),
            <span key="left" className={cn(left >= 0 && left <= 3 && 'font-medium text-primary')}>
              {daysLeftLabel(left)}
            </span>,
          ]}
        />
      </span>
    </p>
  );
}
