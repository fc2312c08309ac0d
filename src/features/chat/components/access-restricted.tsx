import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { buttonVariants } from '@/components/ui/button';

/** What an admin sees on /chat: admins have no messaging. */
export function AccessRestricted({ dashboardHref }: { dashboardHref: string }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-bold">
        <Trans>Access Restricted - Admin accounts cannot access messaging features.</Trans>
      </h1>
      <Link to={dashboardHref} className={buttonVariants()}>
        <Trans>Go to Admin Dashboard</Trans>
      </Link>
    </div>
  );
}
