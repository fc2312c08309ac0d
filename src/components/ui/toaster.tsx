import { useSyncExternalStore } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import { uiTimings } from '@contract/limits';
import { cn } from '@/lib/cn';
import { toast, toastStore } from './toast';

const icons = { default: Info, success: CheckCircle2, error: AlertCircle } as const;

/** The toaster: 5 s, 50 px swipe, F8 moves focus to it (the spec's figures, Radix's defaults). */
export function Toaster() {
  const visible = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  return (
    <ToastPrimitive.Provider duration={uiTimings.toastDurationMs} swipeDirection="right" swipeThreshold={uiTimings.toastSwipeThresholdPx} label="Notification">
      {visible.map((t) => {
        const variant = t.variant ?? 'default';
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={t.id}
            type={variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) toast.dismiss(t.id);
            }}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-card p-4 pr-9 text-card-foreground shadow-xl',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
              variant === 'error' && 'border-destructive/40',
              variant === 'success' && 'border-success/40',
            )}
          >
            <Icon
              className={cn('mt-0.5 size-5 shrink-0', variant === 'error' ? 'text-destructive' : variant === 'success' ? 'text-success' : 'text-primary')}
              aria-hidden="true"
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description ? <ToastPrimitive.Description className="text-sm text-muted-foreground">{t.description}</ToastPrimitive.Description> : null}
            </div>
            <ToastPrimitive.Close className="absolute right-2 top-2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground" aria-label="Dismiss">
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed inset-x-0 top-0 z-[100] mx-auto flex max-h-screen w-full flex-col gap-2 p-3 outline-none sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:max-w-sm sm:p-5"
      />
    </ToastPrimitive.Provider>
  );
}
