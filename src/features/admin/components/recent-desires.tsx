import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../api/queries';
import { ownerName } from '../model/labels';
import { DesireStatusBadge, VisibilityBadge } from './badges';
import { ListSkeleton } from './list-skeleton';
import { Panel, ReadFailure } from './panel';

const SHOWN = 5;

/** The newest desires of every visibility, five of them, with their owner (spec 9). */
export function RecentDesires() {
  const query = useQuery(adminQueries.recentDesires());
  const desires = (query.data ?? []).slice(0, SHOWN);
  return (
    <Panel title="Recent Desires">
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ReadFailure message="Failed to fetch desires" />
      ) : desires.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No recent desires</p>
      ) : (
        <ul className="grid divide-y">
          {desires.map((desire) => (
            <li key={desire._id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <div className="grid min-w-0 flex-1">
                <span className="truncate text-sm font-medium">{desire.title}</span>
                <span className="truncate text-xs text-muted-foreground">{ownerName(desire)}</span>
              </div>
              <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
                <DesireStatusBadge status={desire.status} />
                <VisibilityBadge visibility={desire.visibility} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
