import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { pushQueries, useDisableDevicePush, useEnableDevicePush } from '../api/push';
import { PUSH_SERVICE_TIMEOUT_MS, PushPermissionDenied, PushServiceTimeout, PushUnavailable, pushSupported } from '@/lib/web-push';

/**
 * Settings, "Notifications on this device": Web Push for this browser, asked for only when the member
 * clicks, inside the `frame` the screen gives it. Renders nothing where it cannot work: a browser
 * without push, a backend without it.
 */
export function DevicePushControl({ frame }: { frame: (content: ReactNode) => ReactNode }) {
  const { t } = useLingui();
  const supported = pushSupported();
  const key = useQuery({ ...pushQueries.key(), enabled: supported });
  const device = useQuery({ ...pushQueries.device(), enabled: supported });
  const enable = useEnableDevicePush();
  const disable = useDisableDevicePush();
  if (!supported || !key.data || device.isPending) return null;

  const denied = typeof Notification !== 'undefined' && Notification.permission === 'denied';
  const on = Boolean(device.data);
  const busy = enable.isPending || disable.isPending;
  const blocked = t`Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.`;

  const noAnswer = () => {
    const seconds = PUSH_SERVICE_TIMEOUT_MS / 1000;
    return plural(seconds, {
      one: 'Your browser’s notification service did not answer in # second. Check your connection, then try again.',
      other: 'Your browser’s notification service did not answer in # seconds. Check your connection, then try again.',
    });
  };
  const turnOn = () => {
    if (busy || !key.data) return;
    enable.mutate(key.data, {
      onSuccess: () => toast.success(t`Notifications are on for this device`),
      onError: (error) => {
        if (error instanceof PushPermissionDenied) toast.error(t`Notifications are blocked`, blocked);
        else if (error instanceof PushServiceTimeout) toast.error(t`Could not turn on notifications`, noAnswer());
        else if (error instanceof PushUnavailable) toast.error(
            t`Could not turn on notifications`,
            t`This browser cannot take notifications here. Private windows and some browsers cannot; open the app in a normal window to turn them on.`,
          );
        else toast.error(t`Could not turn on notifications`, t`Please try again.`);
      },
    });
  };
  const turnOff = () => {
    if (busy) return;
    disable.mutate(undefined, {
      onSuccess: () => toast.success(t`Notifications are off for this device`),
      onError: () => toast.error(t`Could not turn off notifications`, t`Please try again.`),
    });
  };

  return frame(
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {on
          ? t`This device shows a notification when someone follows you, reacts, comments, offers to fulfil a desire or writes to you, while the app is closed.`
          : t`Get a notification on this device when someone follows you, reacts, comments, offers to fulfil a desire or writes to you, while the app is closed.`}
      </p>
      {denied && !on ? <p className="text-sm text-muted-foreground">{blocked}</p> : null}
      <div>
        {on ? (
          <Button variant="outline" size="multiline" onClick={turnOff} disabled={busy}>
            <BellOff className="size-4" aria-hidden="true" />
            <span className="whitespace-normal">{disable.isPending ? t`Turning off…` : t`Turn off on this device`}</span>
          </Button>
        ) : (
          <Button size="multiline" onClick={turnOn} disabled={busy || denied}>
            <BellRing className="size-4" aria-hidden="true" />
            {/* The label may take two lines on the narrowest phones instead of widening the screen. */}
            <span className="whitespace-normal">{enable.isPending ? t`Turning on…` : t`Enable notifications on this device`}</span>
          </Button>
        )}
      </div>
    </div>,
  );
}
