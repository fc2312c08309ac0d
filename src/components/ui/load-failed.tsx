import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface LoadFailedProps {
  /** What could not be loaded, in the screen's words ("The feed could not be loaded"). */
  title: ReactNode;
  /** The reason, when there is one worth showing (the server's message, say). */
  detail?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  /** The spec names some of these buttons (Retry, Refresh Page); "Try again" otherwise. */
  retryLabel?: string;
  /** The screen's own failure is its h1; under a header it is a line. */
  heading?: boolean;
  /** Inside a dialog or a side list: no card border, tighter. */
  compact?: boolean;
  className?: string;
}

/** Something a screen needed did not arrive: what, why when known, and a way to ask again. */
export function LoadFailed({ title, detail, onRetry, retrying = false, retryLabel, heading = false, compact = false, className }: LoadFailedProps) {
  const { t } = useLingui();
  const Title = heading ? 'h1' : 'p';
  return (
    <div role="alert" className={cn('grid justify-items-center gap-3 text-center', compact ? 'px-4 py-8' : 'rounded-2xl border bg-card p-8', className)}>
      <Title className={cn('font-semibold', compact && 'text-sm')}>{title}</Title>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <Button variant="outline" size={compact ? 'sm' : undefined} loading={retrying} onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> {retryLabel ?? t`Try again`}
      </Button>
    </div>
  );
}

/** The message of a failed read, for `detail`: an Error's own words, or nothing. */
export function failureDetail(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
