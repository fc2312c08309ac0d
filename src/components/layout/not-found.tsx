import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonVariants } from '@/components/ui/button';
import { MissingNotice } from '@/components/ui/missing-notice';
import { paths } from '@contract/pages/paths';

export function NotFound() {
  const { t } = useLingui();
  return (
    <MissingNotice
      size="page"
      icon={Compass}
      title={t`404 Page Not Found`}
      text={t`The page you are looking for does not exist or has moved.`}
      action={
        <Link to={paths.feed} className={buttonVariants()}>
          <Trans>Go to your feed</Trans>
        </Link>
      }
    />
  );
}
