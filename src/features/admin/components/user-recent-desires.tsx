import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminQueries } from '../api/queries';
import { detailsDate } from '../model/format';
import { DesireRows } from './desire-rows';
import { Panel } from './panel';

/** Their newest five desires, whatever the visibility. */
export function UserRecentDesires({ userId }: { userId: string }) {
  const { t } = useLingui();
  const query = useQuery(adminQueries.userDesires(userId));
  const total = query.data?.total ?? 0;
  return (
    <Panel
      title={t`Recent Desires`}
      action={total > 0 ? <span className="text-xs text-muted-foreground">{plural(total, { one: '# in all', other: '# in all' })}</span> : undefined}
    >
      <DesireRows
        query={query}
        desires={query.data?.desires ?? []}
        failure={t`Failed to fetch user desires`}
        empty={t`No desires yet`}
        skeletonRows={3}
        subline={(desire) => detailsDate(desire.createdAt)}
      />
    </Panel>
  );
}
