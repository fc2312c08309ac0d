import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { LiveFlag } from './live-flag';

/**
 * The session could not be checked because the server did not answer (offline, say): offer to try
 * again. A member's screen also shows the live channel's flag, as the shell would.
 */
export function SessionError({ onRetry, live }: { onRetry: () => void; live?: boolean }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <WifiOff className="size-8" aria-hidden="true" />
      </span>
      {live === undefined ? null : <LiveFlag live={live} />}
      <h1 className="text-xl font-bold tracking-tight">
        <Trans>We can&apos;t reach Wishwell right now</Trans>
      </h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        <Trans>Check your connection. You are still signed in; nothing is lost.</Trans>
      </p>
      <Button onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
