import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '@/lib/i18n';
import { adminQueries } from '../api/queries';
import { Panel, ReadFailure } from './panel';

/** Desires, followers, following and fulfilled desires of one user (see adminQueries.userStats for which call counts them). */
export function UserStatistics({ userId }: { userId: string }) {
  const { t } = useLingui();
  const query = useQuery(adminQueries.userStats(userId));
  const desires = useQuery(adminQueries.userDesires(userId));
  const stats = query.data;
  const figures = [
    { key: 'desires', label: t`Desires`, value: stats?.desires ?? desires.data?.total },
    { key: 'followers', label: t`Followers`, value: stats?.followers },
    { key: 'following', label: t`Following`, value: stats?.following },
    { key: 'fulfilled', label: t`Fulfilled`, value: stats?.fulfilled },
  ];
  return (
    <Panel title={t`User Statistics`}>
      {query.isError ? <ReadFailure message={t`Failed to fetch user stats`} /> : null}
      <dl className="grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.key} className="grid gap-0.5 rounded-xl bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{query.isPending ? '…' : (figure.value ?? 0).toLocaleString(intlLocale())}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
