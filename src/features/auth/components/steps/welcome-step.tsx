import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Sparkles } from 'lucide-react';
import { uiTimings } from '@contract/limits';
import { firstName } from '@/lib/format';
import { StepTitle } from '../step-heading';

/** Shown for the spec's 2 s after signing in or signing up, then `onFinished`. */
export function WelcomeStep({ fullName, kind, onFinished }: { fullName?: string; kind: 'back' | 'new'; onFinished: () => void }) {
  // The latest callback, so that a re-render does not restart the 2 s.
  const { t } = useLingui();
  const finish = useRef(onFinished);
  useEffect(() => {
    finish.current = onFinished;
  }, [onFinished]);
  useEffect(() => {
    const timer = setTimeout(() => finish.current(), uiTimings.welcomeRedirectMs);
    return () => clearTimeout(timer);
  }, []);
  const name = firstName(fullName);

  return (
    <div className="grid justify-items-center gap-4 py-8 text-center" role="status">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand text-white shadow-lg animate-overlay-pulse">
        <Sparkles className="size-9" aria-hidden="true" />
      </span>
      <StepTitle>
        {kind === 'new' ? (name ? t`Welcome to Wishwell, ${name}!` : t`Welcome to Wishwell!`) : name ? t`Welcome back, ${name}!` : t`Welcome back!`}
      </StepTitle>
      <p className="text-sm text-muted-foreground">
        <Trans>Taking you to your feed…</Trans>
      </p>
    </div>
  );
}
