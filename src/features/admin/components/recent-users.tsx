import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@contract/pages/paths';
import { adminQueries } from '../api/queries';
import { RoleBadge, VerifiedBadge } from './badges';
import { Panel, ReadFailure } from './panel';
import { ListSkeleton } from './list-skeleton';

const SHOWN = 5;

/** The newest members and admins, five of them (spec 9). */
export function RecentUsers() {
  const { t } = useLingui();
  const query = useQuery(adminQueries.recentUsers());
  const users = (query.data ?? []).slice(0, SHOWN);
  return (
    <Panel title={t`Recent Users`}>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ReadFailure message={t`Failed to fetch users`} />
      ) : users.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          <Trans>No recent users</Trans>
        </p>
      ) : (
        <ul className="grid divide-y">
          {users.map((user) => (
            <li key={user._id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <Avatar name={user.fullName} src={user.profileImage} size="sm" />
              <div className="grid min-w-0 flex-1">
                <Link to={paths.admin.user(user._id)} className="truncate text-sm font-medium hover:underline">
                  {user.fullName}
                </Link>
                <span dir="ltr" className="truncate text-xs text-muted-foreground text-left rtl:text-right">{user.email}</span>
              </div>
              <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
                <RoleBadge role={user.role} />
                <VerifiedBadge verified={user.isVerified} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
