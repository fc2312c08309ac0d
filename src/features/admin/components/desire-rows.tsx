import type { ReactNode } from 'react';
import type { AdminRecentDesire } from '@contract/admin';
import { DesireStatusBadge, VisibilityBadge } from './badges';
import { ListSkeleton } from './list-skeleton';
import { ReadFailure } from './panel';

/** What a row needs of a desire; the dashboard's and a user's recent desires both have it. */
type ListedDesire = Pick<AdminRecentDesire, '_id' | 'title' | 'status' | 'visibility'>;

const SHOWN = 5;

/** The newest desires of a panel, five at the most: title, a line under it, status and visibility. */
export function DesireRows<T extends ListedDesire>({
  query,
  desires,
  failure,
  empty,
  skeletonRows,
  subline,
}: {
  query: { isPending: boolean; isError: boolean };
  desires: T[];
  failure: string;
  empty: string;
  skeletonRows?: number;
  subline: (desire: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError) return <ReadFailure message={failure} />;
  if (desires.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid divide-y">
      {desires.slice(0, SHOWN).map((desire) => (
        <li key={desire._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0">
          <div className="grid min-w-0 flex-1 basis-40">
            <span className="truncate text-sm font-medium">{desire.title}</span>
            <span className="truncate text-xs text-muted-foreground">{subline(desire)}</span>
          </div>
          <span className="flex shrink-0 items-center gap-1">
            <DesireStatusBadge status={desire.status} />
            <VisibilityBadge visibility={desire.visibility} />
          </span>
        </li>
      ))}
    </ul>
  );
}
