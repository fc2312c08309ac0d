import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../api/queries';
import { ownerName } from '../model/labels';
import { DesireRows } from './desire-rows';
import { Panel } from './panel';

/** The newest desires of every visibility, five of them, with their owner (spec 9). */
export function RecentDesires() {
  const query = useQuery(adminQueries.recentDesires());
  return (
    <Panel title="Recent Desires">
      <DesireRows query={query} desires={query.data ?? []} failure="Failed to fetch desires" empty="No recent desires" subline={ownerName} />
    </Panel>
  );
}
