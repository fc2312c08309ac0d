import { useLayoutEffect, useRef } from 'react';
import { CloudOff, WifiOff } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** How the app stands with its server (app/shell/use-connection.ts). */
export type ConnectionState = 'online' | 'offline' | 'unreachable';

const notices = {
  offline: { Icon: WifiOff, title: msg`Offline.`, text: msg`Anything not on screen yet will load when the connection is back.` },
  unreachable: { Icon: CloudOff, title: msg`Can't reach the server.`, text: msg`Trying again; anything not on screen yet will load when it is back.` },
} as const;

/**
 * Above the screen while the network is gone or the server does not answer: what is on screen stays;
 * what is still loading waits for the connection. The polite live region stays in place while all
 * is well, so that the notice is announced when it comes. `onSpaceChange` hears the room it takes
 * (0 when hidden): screens sized to the window (the chat) give it that room.
 */
export function ConnectionNotice({ state, onSpaceChange }: { state: ConnectionState; onSpaceChange?: (px: number) => void }) {
  const { i18n } = useLingui();
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = region.current;
    if (!el || !onSpaceChange) return;
    // While all is well the region is empty and takes no room: reading its height would lay out the
    // whole page inside the commit that mounts the shell (30 ms on a slow phone) for a known 0.
    const report = () => onSpaceChange(el.firstChild ? el.offsetHeight : 0);
    report();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(report);
    observer.observe(el);
    return () => observer.disconnect();
  }, [onSpaceChange]);

  const notice = state === 'online' ? null : notices[state];
  return (
    <div ref={region} role="status" aria-live="polite" aria-atomic="true" className={notice ? 'pb-4' : undefined}>
      {notice ? (
        <p className="flex items-start gap-2 rounded-xl border bg-muted px-4 py-2.5 text-sm text-muted-foreground">
          <notice.Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            <strong className="font-semibold text-foreground">{i18n._(notice.title)}</strong> {i18n._(notice.text)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
