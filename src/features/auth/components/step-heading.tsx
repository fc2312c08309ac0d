import type { ReactNode } from 'react';

/** The heading of an auth step. It takes focus when the step changes so screen readers hear the new step. */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 grid gap-1.5">
      <h2 tabIndex={-1} data-step-heading className="text-2xl font-bold tracking-tight outline-none">
        {title}
      </h2>
      {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/** "for name@example.com · Change": shows the email the step is about, with a way back. */
export function EmailLine({ email, onChange }: { email: string; onChange: () => void }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span className="font-medium text-foreground">{email}</span>
      <button type="button" onClick={onChange} className="font-semibold text-primary underline-offset-4 hover:underline">
        Change
      </button>
    </span>
  );
}
