import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ArrowLeft, SearchX, UserX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@contract/pages/paths';
import { adminQueries } from '../api/queries';
import { ListSkeleton } from './list-skeleton';
import { UserAdminActions } from './user-admin-actions';
import { UserProfileCard } from './user-profile-card';
import { UserRecentDesires } from './user-recent-desires';
import { UserStatistics } from './user-statistics';

const USER_ID = /^[a-f0-9]{24}$/;

function BackToUsers() {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={paths.admin.users}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Back to Users</Trans>
      </Link>
    </Button>
  );
}

/** /admin/users/{id}: the user, what an admin can do to them, their figures and newest desires. */
export function UserDetails({ userId, ownId, onDeleted }: { userId: string | undefined; ownId: string | null; onDeleted: () => void }) {
  const { t } = useLingui();
  const valid = userId !== undefined && USER_ID.test(userId);
  const query = useQuery({ ...adminQueries.user(userId ?? ''), enabled: valid });

  let body;
  if (!valid) {
    body = <EmptyState icon={UserX} title={t`Invalid User ID`} text={t`The user ID is missing or invalid.`} />;
  } else if (query.isPending) {
    body = <ListSkeleton rows={4} />;
  } else if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    body = <EmptyState icon={SearchX} title={t`User Not Found`} text={t`The requested user could not be found.`} />;
  } else if (query.isError) {
    const message = (query.error instanceof ApiError && query.error.serverMessage) || t`Failed to fetch user`;
    body = (
      <EmptyState
        icon={AlertTriangle}
        title={t`Error Loading User`}
        text={message}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  } else {
    const user = query.data;
    body = (
      // Phones read down: who, what to do, figures, desires; from 1024 px actions and figures sit on the right.
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <UserProfileCard user={user} />
        </div>
        <UserAdminActions user={user} ownId={ownId} onDeleted={onDeleted} />
        <div className="lg:col-start-3">
          <UserStatistics userId={user._id} />
        </div>
        <div className="lg:col-span-2 lg:col-start-1 lg:row-start-2">
          <UserRecentDesires userId={user._id} />
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <BackToUsers />
      <PageHeader title={t`User Details`} />
      {body}
    </div>
  );
}
