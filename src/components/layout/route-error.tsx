import { TriangleAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

/** When a screen throws or its code cannot load (say, after a new version went out): say so, offer a reload. */
export function RouteError() {
  return (
    <div role="alert" className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-bold tracking-tight">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        <Trans>This screen could not be shown. Reloading usually fixes it.</Trans>
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  );
}
