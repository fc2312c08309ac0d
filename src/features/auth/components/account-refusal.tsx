import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { Alert } from '@/components/ui/alert';
import { paths } from '@contract/pages/paths';

/**
 * Why the server keeps this account out, in the form where the member signs in: blocked by an
 * admin, or an admin's account now (then with the way to the admin sign-in).
 */
export function AccountRefusal({ title, message }: { title: string; message: string }) {
  return (
    <Alert title={title}>
      {message}
      {message === ADMIN_MESSAGES.adminSignsInElsewhere ? (
        <>
          {' '}
          <Link to={paths.admin.login} className="font-medium text-primary underline underline-offset-4">
            <Trans>Go to admin sign in</Trans>
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
