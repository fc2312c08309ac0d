import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonner } from 'sonner';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { directionOf, type Language } from '@contract/languages';
import { uiTimings } from '@contract/limits';
import { useMediaQuery } from '@/lib/use-media-query';
import { forwardToasts, type ShowToast } from './toast-forwarding';

const icons = {
  default: <Info className="size-5 text-primary" aria-hidden="true" />,
  success: <CheckCircle2 className="size-5 text-success" aria-hidden="true" />,
  error: <AlertCircle className="size-5 text-destructive" aria-hidden="true" />,
} as const;

const show: ShowToast = (item, onClose) => {
  const variant = item.variant ?? 'default';
  const options = { id: item.id, description: item.description, icon: icons[variant], onDismiss: onClose, onAutoClose: onClose };
  if (variant === 'default') sonner(item.title, options);
  else sonner[variant](item.title, options);
};

// Unstyled: our tokens follow the system's light or dark setting, so sonner's theme stays unused.
// Sonner's own position rules are not in a CSS layer and beat utilities, so no positioning here.
/* eslint-disable lingui/no-unlocalized-strings -- class names */
const classNames = {
  toast:
    'pointer-events-auto flex w-(--width) items-start gap-3 rounded-xl border bg-card p-4 pe-9 text-card-foreground shadow-xl focus-visible:outline-2! focus-visible:outline-ring!',
  default: '',
  success: 'border-success/40',
  error: 'border-destructive/40',
  icon: 'mt-0.5 shrink-0',
  content: 'grid min-w-0 gap-1',
  title: 'text-sm font-semibold',
  description: 'text-sm text-muted-foreground',
  closeButton: 'absolute end-2 top-2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The toaster (loaded lazily, see app/provider.tsx): one toast at a time for 5 s, F8 moves focus to
 * it, swipe to dismiss (sonner's fixed 45 px, not the spec's 50 px: docs/decisions/app.md). Always at
 * the top, where it never covers what sits at the foot of a screen (the chat's message box and
 * Send button, the bottom bar under 1024 px, a drawer's buttons), and below the header's bar, whose
 * bell, search and menu stay in reach: centred on phones, at the end side from 640 px (the right, or
 * the left in a right-to-left language, which also mirrors the toast's insides and its swipe).
 */
export function Toaster() {
  const { t, i18n } = useLingui();
  const dir = directionOf(i18n.locale as Language);
  const end = dir === 'rtl' ? 'left' : 'right';
  const wide = useMediaQuery('(min-width: 640px)');
  const desktop = useMediaQuery('(min-width: 1024px)');
  useEffect(() => forwardToasts(show), []);
  // Below the header's bar (64 px on desktop, 56 px and the notch's inset under 1024 px): over it, a
  // toast hid the bell and the search box for its five seconds.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
  const belowHeader = desktop ? 76 : 'calc(env(safe-area-inset-top, 0px) + 64px)';
  return (
    <Sonner
      dir={dir}
      position={wide ? `top-${end}` : 'top-center'}
      offset={{ top: belowHeader, [end]: 20 }}
      mobileOffset={{ top: belowHeader, left: 12, right: 12 }}
      visibleToasts={uiTimings.toastLimit}
      duration={uiTimings.toastDurationMs}
      hotkey={['F8']}
      containerAriaLabel={t`Notifications`}
      swipeDirections={['top', end]}
      closeButton
      icons={{ close: <X className="size-4" aria-hidden="true" /> }}
      toastOptions={{ unstyled: true, classNames, closeButtonAriaLabel: t`Dismiss` }}
    />
  );
}
