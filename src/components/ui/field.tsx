import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '@/lib/cn';
import { translateKnown } from '@/lib/known-messages';
import { Label } from './label';

export interface FieldProps {
  label: ReactNode;
  /** The validation message; shown under the control and announced. */
  error?: string;
  hint?: ReactNode;
  /** Shows "{length}/{max}" under the control. */
  counter?: { length: number; max: number };
  required?: boolean;
  /** Visually hides the label (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
  /** One control; it receives id, aria-invalid, aria-describedby and aria-required. */
  children: ReactElement;
}

/** Wires a label, an error, a hint and a counter to one control, once, for every form. */
export function Field({ label, error, hint, counter, required, hideLabel, className, children }: FieldProps) {
  const id = useId();
  const controlId = `${id}-control`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const describedBy = [error ? errorId : null, hint ? hintId : null, counter ? counterId : null].filter(Boolean).join(' ') || undefined;
  const over = counter ? counter.length > counter.max : false;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className={cn('flex items-baseline gap-0.5', hideLabel && 'sr-only')}>
        <Label htmlFor={controlId}>{label}</Label>
        {/* Outside the label, so the name stays the label's words; aria-required tells the rest. */}
        {required ? (
          <span className="text-sm font-medium text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <Slot id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined}>
        {children}
      </Slot>
      {error || hint || counter ? (
        <div className="flex items-start justify-between gap-3 text-xs">
          <div className="grid gap-1">
            {error ? (
              <p id={errorId} role="alert" className="font-medium text-destructive">
                {translateKnown(error)}
              </p>
            ) : null}
            {hint ? (
              <p id={hintId} className="text-muted-foreground">
                {hint}
              </p>
            ) : null}
          </div>
          {counter ? (
            <p id={counterId} className={cn('ms-auto shrink-0 tabular-nums', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
              {counter.length}/{counter.max}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
