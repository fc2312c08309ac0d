import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../api/queries';
import { detailsDate } from '../model/format';
import { DesireStatusBadge, VisibilityBadge } from './badges';
import { ListSkeleton } from './list-skeleton';
import { Panel, ReadFailure } from './panel';

const SHOWN = 5;

/** Their newest five desires, whatever the visibility. */
export function UserRecentDesires({ userId }: { userId: string }) {
  const query = useQuery(adminQueries.userDesires(userId));
  const desires = (query.data?.desires ?? []).slice(0, SHOWN);
  const total = query.data?.total ?? 0;
  return (
    <Panel title="Recent Desires" action={total > 0 ? <span className="text-xs text-muted-foreground">{total} in all</span> : undefined}>
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : query.isError ? (
        <ReadFailure message="Failed to fetch user desires" />
      ) : desires.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No desires yet</p>
      ) : (
        <ul className="grid divide-y">
          {desires.map((desire) => (
            <li key={desire._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0">
              <div className="grid min-w-0 flex-1 basis-40">
                <span className="truncate text-sm font-medium">{desire.title}</span>
                <span className="text-xs text-muted-foreground">{detailsDate(desire.createdAt)}</span>
              </div>
              <span className="flex shrink-0 items-center gap-1">
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
