import { WifiOff } from 'lucide-react';

/** While the network is gone: what is on screen stays; what is still loading waits for the connection. */
export function OfflineNotice() {
  return (
    <p role="status" className="mb-4 flex items-center gap-2 rounded-xl border bg-muted px-4 py-2.5 text-sm text-muted-foreground">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold text-foreground">Offline.</strong> Anything not on screen yet will load when the connection is back.
      </span>
    </p>
  );
}
