import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdminSession, useSession } from '@/features/auth/api/queries';
import { signOutMark } from '@/features/auth/api/sign-out-mark';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { SessionError } from '@/components/layout/session-error';
import { paths } from '@contract/pages/paths';
import { useLiveState } from './live/live-connection';
import { useRetryWhenBack } from './live/use-retry-when-back';

/** Login-required routes: visitors (and members who have not finished signing up) go to /auth. */
export function RequireMember() {
  const { t } = useLingui();
  const { status, retry } = useSession();
  const location = useLocation();
  const live = useLiveState() === 'open';
  useRetryWhenBack(status === 'error', retry);
  // A page left by Log Out is not a place to come back to: the next sign-in opens the feed. A visitor
  // who arrives at a member's page returns to it after signing in.
  if (status === 'error') return <SessionError onRetry={() => void retry()} live={live} />;
  return (
    <>
      <LoadingOverlay show={status === 'loading'} message={t`Authenticating...`} />
      {status === 'signed-in' ? <Outlet /> : null}
      {status === 'signed-out' || status === 'onboarding' ? (
        <Navigate to={paths.auth} state={signOutMark.get() ? undefined : { from: location }} replace />
      ) : null}
    </>
  );
}

/**
 * /chat: members pass as on every login-required route; an admin signed in to the admin area only
 * passes too, so that the screen can tell them messaging is not for admin accounts.
 */
export function RequireMemberOrAdmin() {
  const { t } = useLingui();
  const admin = useAdminSession();
  const member = useSession();
  if (member.status !== 'signed-in' && admin.status === 'admin') return <Outlet />;
  if (member.status !== 'signed-in' && admin.status === 'loading') return <LoadingOverlay show message={t`Authenticating...`} />;
  return <RequireMember />;
}

/**
 * Admin routes: an authenticated admin passes; a signed-in member is sent to /feed; anyone else
 * to /admin/login.
 */
export function RequireAdmin() {
  const { t } = useLingui();
  const admin = useAdminSession();
  const member = useSession();
  const checking = admin.status === 'loading' || (admin.status !== 'admin' && member.status === 'loading');
  if (admin.status === 'error') return <SessionError onRetry={() => void admin.retry()} />;
  return (
    <>
      <LoadingOverlay show={checking} message={t`Checking admin access...`} />
      {checking ? null : admin.status === 'admin' ? (
        <Outlet />
      ) : member.status === 'signed-in' ? (
        <Navigate to={paths.feed} replace />
      ) : (
        <Navigate to={paths.admin.login} replace />
      )}
    </>
  );
}

/** /admin/login: an admin who is already signed in goes straight to the dashboard. */
export function AdminLoginGate() {
  const { t } = useLingui();
  const admin = useAdminSession();
  return (
    <>
      <LoadingOverlay show={admin.status === 'loading'} message={t`Checking admin access...`} />
      {admin.status === 'admin' ? <Navigate to={paths.admin.dashboard} replace /> : admin.status === 'loading' ? null : <Outlet />}
    </>
  );
}
