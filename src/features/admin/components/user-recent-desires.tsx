import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../api/queries';
import { detailsDate } from '../model/format';
import { DesireRows } from './desire-rows';
import { Panel } from './panel';

/** Their newest five desires, whatever the visibility. */
export function UserRecentDesires({ userId }: { userId: string }) {
  const query = useQuery(adminQueries.userDesires(userId));
  const total = query.data?.total ?? 0;
  return (
    <Panel title="Recent Desires" action={total > 0 ? <span className="text-xs text-muted-foreground">{total} in all</span> : undefined}>
      <DesireRows
        query={query}
        desires={query.data?.desires ?? []}
        failure="Failed to fetch user desires"
        empty="No desires yet"
        skeletonRows={3}
        subline={(desire) => detailsDate(desire.createdAt)}
      />
    </Panel>
  );
}
