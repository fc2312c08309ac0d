import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { adminQueries } from '../api/queries';
import { ownerName } from '../model/labels';
import { DesireRows } from './desire-rows';
import { Panel } from './panel';

/** The newest desires of every visibility, five of them, with their owner (spec 9). */
export function RecentDesires() {
  const { t } = useLingui();
  const query = useQuery(adminQueries.recentDesires());
  return (
    <Panel title={t`Recent Desires`}>
      <DesireRows
        query={query}
        desires={query.data ?? []}
        failure={t`Failed to fetch desires`}
        empty={t`No recent desires`}
        subline={(desire) => ownerName(desire) ?? t`Unknown User`}
      />
    </Panel>
  );
}
