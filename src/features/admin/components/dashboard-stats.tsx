import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MessageCircle, Sparkles, Users } from 'lucide-react';
import { adminQueries } from '../api/queries';
import { ReadFailure } from './panel';
import { StatCard } from './stat-card';

/** The four figures. A failed read says so with the spec's words and its figures fall back to 0. */
export function DashboardStats() {
  const stats = useQuery(adminQueries.stats());
  const fulfilment = useQuery(adminQueries.fulfillmentStats());
  const s = stats.data;
  const f = fulfilment.data;
  return (
    <div className="grid gap-3">
      {stats.isError ? <ReadFailure message="Failed to fetch stats" /> : null}
      {fulfilment.isError ? <ReadFailure message="Failed to fetch fulfillment stats" /> : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Users" icon={Users} loading={stats.isPending} value={s?.totalUsers ?? 0} today={`+${s?.newUsersToday ?? 0} today`} />
        <StatCard title="Total Desires" icon={Sparkles} loading={stats.isPending} value={s?.totalDesires ?? 0} today={`+${s?.newDesiresToday ?? 0} today`} />
        <StatCard title="Total Comments" icon={MessageCircle} loading={stats.isPending} value={s?.totalComments ?? 0} today={`+${s?.newCommentsToday ?? 0} today`} />
        <StatCard
          title="Fulfilled Desires"
          icon={CheckCircle2}
          loading={fulfilment.isPending}
          value={f?.totalFulfillments ?? 0}
          today={`${f?.newFulfillmentsToday ?? 0} fulfilled today`}
        />
      </div>
    </div>
  );
}
