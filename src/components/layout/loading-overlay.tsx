import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { uiTimings } from '@contract/limits';
import { cn } from '@/lib/cn';
import { LogoMark } from './logo';

export type OverlayAnimation = 'pulse' | 'bounce' | 'rotate' | 'fadeInOut';

const animations: Record<OverlayAnimation, string> = {
  pulse: 'animate-overlay-pulse',
  bounce: 'animate-overlay-bounce',
  rotate: 'animate-overlay-rotate',
  fadeInOut: 'animate-fade-in-out',
};

/** Stays up for the spec's 150 ms after `show` turns false, so quick loads do not flicker. */
export function useDelayedHide(show: boolean, delayMs: number = uiTimings.overlayHideDelayMs): boolean {
  const [lingering, setLingering] = useState(false);
  const [previous, setPrevious] = useState(show);
  // Adjusting state while rendering when `show` changes: a hide starts the linger.
  if (show !== previous) {
    setPrevious(show);
    setLingering(!show);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), delayMs);
    return () => clearTimeout(timer);
  }, [lingering, delayMs]);
  return show || lingering;
}

/** The full-screen loading overlay: the logo, a message and one of four animations. */
export function LoadingOverlay({ show = true, message, animation = 'pulse' }: { show?: boolean; message?: string; animation?: OverlayAnimation }) {
  const { t } = useLingui();
  const visible = useDelayedHide(show);
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-loading-overlay
      className={cn('fixed inset-0 z-[70] flex flex-col items-center justify-center gap-5 bg-background transition-opacity duration-150', !show && 'opacity-0')}
    >
      <LogoMark size="xl" className={cn('drop-shadow-lg', animations[animation])} />
      <p className="text-sm font-medium text-muted-foreground">{message ?? t`Loading...`}</p>
    </div>
  );
}
