import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { unreadIds } from '@/features/notifications/api/cache';
import { useMarkRead } from '@/features/notifications/api/mutations';
import { notificationQueries } from '@/features/notifications/api/queries';
import { NotificationList, NotificationListSkeleton } from '@/features/notifications/components/notification-list';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { LoadFailed } from '@/components/ui/load-failed';

/** Said when the list fails (in the language the app speaks then). */
function failedFetchTitle(error: unknown): string {
  if (error instanceof ApiError) {
    const status = error.status;
    return t`Failed to fetch notifications: ${status}`;
  }
  return t`Failed to fetch notifications: the server could not be reached`;
}

/** The notification list: "{n} new", Mark all read, a click opens what a notice is about. */
export function Component() {
  // Opening the screen always reads the list again; the cached copy shows meanwhile.
  const list = useQuery({ ...notificationQueries.list(), refetchOnMount: 'always' });
  // The toast lives in the mutation, so it still shows after a click has moved to another screen.
  const { t } = useLingui();
  const markRead = useMarkRead({ onFailure: () => toast.error(t`Failed to mark as read`, t`It is shown as unread again.`) });
  const unread = unreadIds(list.data);
  const newCount = unread.length;

  useEffect(() => {
    if (list.error) toast.error(failedFetchTitle(list.error));
  }, [list.error]);

  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      <PageHeader
        title={t`Notifications`}
        description={t`Follows, reactions, comments and offers to fulfil your desires`}
        actions={
          unread.length > 0 ? (
            <>
              <Badge className="whitespace-nowrap">
                <Plural value={newCount} other="# new" />
              </Badge>
              <Button variant="outline" size="sm" onClick={() => markRead.mutate(unread)}>
                <CheckCheck aria-hidden="true" /> <Trans>Mark all read</Trans>
              </Button>
            </>
          ) : null
        }
      />
      {list.data ? (
        list.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
              <BellOff className="size-7" aria-hidden="true" />
            </span>
            <h2 className="text-lg font-semibold">
              <Trans>You&apos;re all caught up!</Trans>
            </h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              <Trans>No notifications yet</Trans>
            </p>
          </div>
        ) : (
          <NotificationList
            items={list.data}
            onOpen={(notification) => {
              if (!notification.isRead) markRead.mutate([notification._id]);
            }}
          />
        )
      ) : list.isError ? (
        <LoadFailed title={t`Failed to load notifications`} retryLabel={t`Refresh Page`} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <NotificationListSkeleton />
      )}
    </div>
  );
}
