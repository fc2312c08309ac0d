import { Trans } from '@lingui/react/macro';
import { createContext, createElement, useContext, type ReactNode } from 'react';

/** The page's steps are its main heading (h1); in the dialog they sit under the page's own (h2). */
export const StepHeadingLevel = createContext<'h1' | 'h2'>('h2');

/** A step's title at the level of its surroundings. It can take focus, so a new step can be announced. */
export function StepTitle({ children }: { children: ReactNode }) {
  const level = useContext(StepHeadingLevel);
  return createElement(level, { tabIndex: -1, 'data-step-heading': true, className: 'text-2xl font-bold tracking-tight outline-none' }, children);
}

/** A step's title with the line under it. */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 grid gap-1.5">
      <StepTitle>{title}</StepTitle>
      {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/** "name@example.com Change": the email the step is about, with a way back to change it. */
export function EmailLine({ email, onChange }: { email: string; onChange: () => void }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span className="font-medium text-foreground">{email}</span>
      <button type="button" onClick={onChange} className="font-semibold text-primary underline-offset-4 hover:underline">
        <Trans>Change</Trans>
      </button>
    </span>
  );
}
