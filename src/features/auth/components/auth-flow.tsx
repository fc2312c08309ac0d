import { useLingui } from '@lingui/react/macro';
import { Suspense, startTransition, useEffect, useReducer, useRef, type ActionDispatch, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyPart } from '@/lib/lazy-part';
import { onFirstInput } from '@/lib/on-first-input';
import type { AuthVariant } from '../api/error-messages';
import { useSession } from '../api/queries';
import { flowReducer, initialFlow, type FlowEvent, type FlowState } from './flow-state';
import { StepHeadingLevel } from './step-heading';
import { EmailStep } from './steps/email-step';

const laterSteps = () => import('./steps/later-steps');
const ForgotPasswordStep = lazyPart(() => laterSteps().then((m) => m.ForgotPasswordStep));
const OtpStep = lazyPart(() => laterSteps().then((m) => m.OtpStep));
const PasswordStep = lazyPart(() => laterSteps().then((m) => m.PasswordStep));
const ProfilePhotoStep = lazyPart(() => laterSteps().then((m) => m.ProfilePhotoStep));
const ResetPasswordStep = lazyPart(() => laterSteps().then((m) => m.ResetPasswordStep));
const SignupStep = lazyPart(() => laterSteps().then((m) => m.SignupStep));
const WelcomeStep = lazyPart(() => laterSteps().then((m) => m.WelcomeStep));

export interface AuthFlowProps {
  variant: AuthVariant;
  /** Where to start: a member who left mid-signup, or a mailed reset link. */
  initial?: Partial<FlowState>;
  /** After the welcome step. */
  onFinished: (welcome: FlowState['welcome']) => void;
  /** Shown above the first step (why the last session ended); a later step says what it has to say itself. */
  notice?: ReactNode;
}

/** The steps of signing in, signing up and resetting a password, shared by the page and the dialog. */
export function AuthFlow({ variant, initial, onFinished, notice }: AuthFlowProps) {
  const [state, dispatchNow] = useReducer(flowReducer(variant), initial, (partial) => initialFlow(partial));
  // A step change is a transition: if the next step's code is still on its way, the current step stays
  // on screen until it arrives instead of giving way to a spinner.
  const dispatch: ActionDispatch<[FlowEvent]> = (action) => startTransition(() => dispatchNow(action));
  const { user } = useSession();
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Moves focus to the new step's first field, or its heading. On the first paint the field takes it
  // a frame later: focusing while the page mounts would lay the whole page out in the same long task.
  useEffect(() => {
    const field = () => container.current?.querySelector<HTMLElement>('input[autofocus], input:not([type=hidden]):not([hidden])');
    if (firstRender.current) {
      firstRender.current = false;
      let timer: number | undefined;
      const frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          if (!container.current?.contains(document.activeElement)) field()?.focus();
        });
      });
      return () => {
        cancelAnimationFrame(frame);
        window.clearTimeout(timer);
      };
    }
    (field() ?? container.current?.querySelector<HTMLElement>('[data-step-heading]'))?.focus();
  }, [state.step]);

  // The next steps' code comes when the member starts on this one (typing or tapping the email), so it
  // is there by the time the email's check answers; fetched at mount, it was evaluated in the middle of
  // the first screen's render, with the chunks it shares with the feed.
  useEffect(() => onFirstInput(() => void laterSteps().catch(() => undefined)), []);

  const toEmail = () => dispatch({ type: 'back', to: 'email' });

  const step = (() => {
    switch (state.step) {
      case 'email':
        return <EmailStep defaultEmail={state.email} onChecked={(r) => dispatch({ type: 'emailChecked', ...r })} />;
      case 'password':
        return (
          <PasswordStep
            variant={variant}
            email={state.email}
            fullName={state.fullName}
            onSignedIn={(u) =>
              dispatch({ type: 'signedIn', fullName: u.fullName, needsVerification: !u.isVerified, needsProfile: !u.hasCompletedSignup })
            }
            onForgotPassword={() => dispatch({ type: 'forgotPassword' })}
            onChangeEmail={toEmail}
          />
        );
      case 'signup':
        return (
          <SignupStep
            email={state.email}
            onRegistered={(r) => dispatch({ type: 'registered', ...r })}
            onChangeEmail={toEmail}
            onSignInInstead={() => dispatch({ type: 'back', to: 'password' })}
          />
        );
      case 'otp':
      case 'forgot-password-otp':
        return (
          <OtpStep
            key={`${state.codePurpose}-${state.email}`}
            variant={variant}
            email={state.email}
            purpose={state.codePurpose}
            resendReady={state.resendReady}
            onVerified={() => dispatch({ type: 'codeVerified' })}
            onChangeEmail={toEmail}
          />
        );
      case 'profile':
        return user ? <ProfilePhotoStep variant={variant} user={user} onDone={() => dispatch({ type: 'profileDone' })} /> : null;
      case 'forgot-password':
        return (
          <ForgotPasswordStep
            defaultEmail={state.email}
            onCodeSent={(email) => dispatch({ type: 'resetCodeSent', email })}
            onBack={() => dispatch({ type: 'back', to: state.email ? 'password' : 'email' })}
          />
        );
      case 'reset-password':
        return (
          <ResetPasswordStep
            variant={variant}
            email={state.email}
            resetToken={state.resetToken}
            onReset={() => dispatch({ type: 'passwordReset' })}
            onExpired={() => dispatch({ type: 'forgotPassword' })}
          />
        );
      case 'welcome':
        return <WelcomeStep fullName={user?.fullName ?? state.fullName} kind={state.welcome} onFinished={() => onFinished(state.welcome)} />;
    }
  })();

  return (
    <StepHeadingLevel.Provider value={variant === 'page' ? 'h1' : 'h2'}>
      <div ref={container} data-step={state.step}>
        {notice && state.step === 'email' ? <div className="mb-5">{notice}</div> : null}
        <Suspense fallback={<Spinner className="mx-auto my-10" label={t`Loading`} />}>{step}</Suspense>
      </div>
    </StepHeadingLevel.Provider>
  );
}
