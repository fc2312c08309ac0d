import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, MessageCircle, Sparkles, Users } from 'lucide-react';
import { adminQueries } from '../api/queries';
import { ReadFailure } from './panel';
import { StatCard } from './stat-card';

/** "+3 today" under a figure. */
const addedToday = (count: number) => plural(count, { one: '+# today', other: '+# today' });

/** The four figures. A failed read says so with the spec's words and its figures fall back to 0. */
export function DashboardStats() {
  const { t } = useLingui();
  const stats = useQuery(adminQueries.stats());
  const fulfilment = useQuery(adminQueries.fulfillmentStats());
  const s = stats.data;
  const f = fulfilment.data;
  const newUsers = s?.newUsersToday ?? 0;
  const newDesires = s?.newDesiresToday ?? 0;
  const newComments = s?.newCommentsToday ?? 0;
  const newFulfilments = f?.newFulfillmentsToday ?? 0;
  return (
    <div className="grid gap-3">
      {stats.isError ? <ReadFailure message={t`Failed to fetch stats`} /> : null}
      {fulfilment.isError ? <ReadFailure message={t`Failed to fetch fulfillment stats`} /> : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title={t`Total Users`} icon={Users} loading={stats.isPending} value={s?.totalUsers ?? 0} today={addedToday(newUsers)} />
        <StatCard title={t`Total Desires`} icon={Sparkles} loading={stats.isPending} value={s?.totalDesires ?? 0} today={addedToday(newDesires)} />
        <StatCard title={t`Total Comments`} icon={MessageCircle} loading={stats.isPending} value={s?.totalComments ?? 0} today={addedToday(newComments)} />
        <StatCard
          title={t`Fulfilled Desires`}
          icon={CheckCircle2}
          loading={fulfilment.isPending}
          value={f?.totalFulfillments ?? 0}
          today={plural(newFulfilments, { one: '# fulfilled today', other: '# fulfilled today' })}
        />
      </div>
    </div>
  );
}
