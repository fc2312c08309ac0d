import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, TrendingUp } from 'lucide-react';
import type { TrendingPeriod } from '@contract/desire';
import { desireQueries } from '@/features/desires/api/queries';
import { PERIODS, PeriodFilter } from '@/features/trending/components/period-filter';
import { TrendingList } from '@/features/trending/components/trending-list';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { timings } from '@/lib/timings';
import { useDesireActions } from '../desire-experience';
import { LoadFailed } from '@/components/ui/load-failed';

/** Trending Desires: the most reacted to and talked about, by period. */
export function Component() {
  const [period, setPeriod] = useState<TrendingPeriod>('all');
  const trending = useQuery({ ...desireQueries.trending(period), refetchInterval: timings.trendingPage.refetchInterval });
  const { openCreate } = useDesireActions();
  const { t } = useLingui();
  const found = PERIODS.find((p) => p.value === period);
  const empty = found ? t(found.empty) : t`No trending desires yet`;

  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      <PageHeader title={t`Trending Desires`} description={t`Discover what's popular right now`} />
      <PeriodFilter value={period} onChange={setPeriod} />
      {trending.isPending ? (
        <ul className="grid gap-3" aria-busy="true" aria-label={t`Loading trending desires`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className="h-20 animate-pulse rounded-2xl bg-muted" />
          ))}
        </ul>
      ) : trending.isError ? (
        <LoadFailed title={t`Failed to fetch trending desires`} onRetry={() => void trending.refetch()} retrying={trending.isFetching} />
      ) : trending.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
            <TrendingUp className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">{empty}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            <Trans>Share a desire: reactions and comments bring it here.</Trans>
          </p>
          <Button onClick={() => openCreate()}>
            <Plus aria-hidden="true" /> <Trans>Create Your First Desire</Trans>
          </Button>
        </div>
      ) : (
        <TrendingList items={trending.data} />
      )}
    </div>
  );
}
