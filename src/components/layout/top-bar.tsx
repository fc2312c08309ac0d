import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import { Breadcrumbs } from './breadcrumbs';
import { NotificationMenu } from './notification-menu';

/**
 * Desktop: back button and breadcrumbs at the start (the left, or the right in a right-to-left language), the user search box ("Search for users on the
 * platform...", given by the shell since it reads members) and the notification menu at the end.
 */
export function TopBar({ unread, live, search }: { unread: number; live: boolean; search?: ReactNode }) {
  return (
    <div className="sticky top-0 z-20 hidden h-16 items-center gap-4 border-b bg-background/85 px-6 backdrop-blur-md lg:flex">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <BackButton />
        <Breadcrumbs />
      </div>
      {search ? <div className="w-80 xl:w-96">{search}</div> : null}
      <NotificationMenu unread={unread} live={live} />
    </div>
  );
}

/** Phones and tablets: back button and breadcrumbs above the screen. */
export function MobilePageBar() {
  return (
    <div className="flex min-h-0 items-center gap-2 px-3 pt-2 empty:hidden lg:hidden">
      <BackButton />
      <Breadcrumbs />
    </div>
  );
}
