import { Link } from 'react-router-dom';
import { UserX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonVariants } from '@/components/ui/button';
import { MissingNotice } from '@/components/ui/missing-notice';
import { paths } from '@contract/pages/paths';

/** An id that names no member (or not one a profile can show). */
export function ProfileNotFound() {
  const { t } = useLingui();
  return (
    <MissingNotice
      size="page"
      icon={UserX}
      title={t`User not found`}
      text={t`The profile you're looking for doesn't exist.`}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={paths.feed} className={buttonVariants()}>
            <Trans>Go to your feed</Trans>
          </Link>
          <Link to={paths.notifications} className={buttonVariants({ variant: 'outline' })}>
            <Trans>View notifications</Trans>
          </Link>
        </div>
      }
    />
  );
}
