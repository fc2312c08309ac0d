import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/features/auth/api/queries';
import { sessionEndReason } from '@/features/auth/api/session-end';
import { AccountRefusal } from '@/features/auth/components/account-refusal';
import { AuthFlow } from '@/features/auth/components/auth-flow';
import { AuthPageLayout } from '@/features/auth/components/auth-page-layout';
import type { FlowState } from '@/features/auth/components/flow-state';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { SessionError } from '@/components/layout/session-error';
import { paths } from '@contract/pages/paths';
import { useFirstPaintWhile } from '@/lib/first-paint';

/** Where the flow starts: a mailed reset link, a member who left mid-signup, or the email step. */
function useInitialStep(): Partial<FlowState> | undefined {
  const [params] = useSearchParams();
  const { user } = useSession();
  const email = params.get('email');
  const token = params.get('token');
  if (params.get('mode') === 'reset' && email && token) {
    return { step: 'reset-password', email: email.toLowerCase(), resetToken: token, codePurpose: 'password_reset' };
  }
  if (user && !user.isVerified) return { step: 'otp', email: user.email, fullName: user.fullName, codePurpose: 'signup', resendReady: true };
  if (user && !user.hasCompletedSignup) return { step: 'profile', email: user.email, fullName: user.fullName };
  return undefined;
}

function AuthScreen() {
  const { t } = useLingui();
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Decided once: a member who opens /auth signed in goes to the feed; one who signs in here sees the welcome first.
  const [startedSignedIn] = useState(status === 'signed-in');
  const initial = useInitialStep();
  const from = (location.state as { from?: { pathname: string; search?: string } } | null)?.from;
  // The server ended the last session here and said why (an admin's block, say): the form repeats it.
  const ended = sessionEndReason.get();
  if (startedSignedIn) return <Navigate to={paths.feed} replace />;
  return (
    <AuthPageLayout>
      <AuthFlow
        variant="page"
        initial={initial}
        notice={ended ? <AccountRefusal title={t`You have been signed out`} message={ended} /> : null}
        onFinished={() => navigate(from ? `${from.pathname}${from.search ?? ''}` : paths.feed, { replace: true })}
      />
    </AuthPageLayout>
  );
}

export function Component() {
  const { t } = useLingui();
  const { status, retry } = useSession();
  if (useFirstPaintWhile(status === 'loading')) return null;
  if (status === 'error') return <SessionError onRetry={() => void retry()} />;
  return (
    <>
      <LoadingOverlay show={status === 'loading'} message={t`Setting up your session...`} />
      {status === 'loading' ? null : <AuthScreen />}
    </>
  );
}
