import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../api/queries';
import { Panel, ReadFailure } from './panel';

/** Desires, followers, following and fulfilled desires of one user (see adminQueries.userStats for which call counts them). */
export function UserStatistics({ userId }: { userId: string }) {
  const query = useQuery(adminQueries.userStats(userId));
  const desires = useQuery(adminQueries.userDesires(userId));
  const stats = query.data;
  const figures = [
    { label: 'Desires', value: stats?.desires ?? desires.data?.total },
    { label: 'Followers', value: stats?.followers },
    { label: 'Following', value: stats?.following },
    { label: 'Fulfilled', value: stats?.fulfilled },
  ];
  return (
    <Panel title="User Statistics">
      {query.isError ? <ReadFailure message="Failed to fetch user stats" /> : null}
      <dl className="grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="grid gap-0.5 rounded-xl bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{query.isPending ? '…' : (figure.value ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
