import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth/api/queries';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { Logo } from '@/components/layout/logo';
import { paths } from '@contract/pages/paths';

function AuthModalScreen() {
  const { status } = useSession();
  const navigate = useNavigate();
  const [startedSignedIn] = useState(status === 'signed-in');
  if (startedSignedIn) return <Navigate to={paths.feed} replace />;
  return (
    <div className="flex min-h-dvh justify-center bg-background p-8">
      <Logo />
      <AuthDialog open onOpenChange={() => undefined} dismissible={false} onSignedIn={() => navigate(paths.feed, { replace: true })} />
    </div>
  );
}

/** The dialog variant of sign-in on its own route: open, not closable, and it ends on the feed. */
export function Component() {
  const { t } = useLingui();
  const { status } = useSession();
  return (
    <>
      <LoadingOverlay show={status === 'loading'} message={t`Setting up your session...`} />
      {status === 'loading' ? null : <AuthModalScreen />}
    </>
  );
}
