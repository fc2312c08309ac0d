import { createContext, useContext, useEffect, useState, type ComponentProps, type HTMLAttributes, type ReactNode } from 'react';
import { Drawer as DrawerPrimitive } from 'vaul';
import { uiTimings } from '@contract/limits';
import { cn } from '@/lib/cn';
import { returnFocusOnClose } from './focus-return';

const MeasureContext = createContext<(element: HTMLElement | null) => void>(() => undefined);

/**
 * A bottom sheet. It closes on Escape or on a downward swipe longer than the spec's 100 px
 * (vaul measures the threshold as a share of the sheet's height, so it is derived from it).
 */
export function Drawer(props: ComponentProps<typeof DrawerPrimitive.Root>) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const closeThreshold = height > 0 ? Math.min(1, uiTimings.bottomSheetSwipeClosePx / height) : 0.25;
  return (
    <MeasureContext.Provider value={setElement}>
      <DrawerPrimitive.Root closeThreshold={closeThreshold} {...props} />
    </MeasureContext.Provider>
  );
}

export const DrawerTrigger = DrawerPrimitive.Trigger;
export const DrawerClose = DrawerPrimitive.Close;

export function DrawerContent({ className, children, footer, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof DrawerPrimitive.Content> & { footer?: ReactNode }) {
  const measure = useContext(MeasureContext);
  // vaul leaves focus on the button that opened the sheet, so Tab walks the hidden page behind it.
  // Focus goes to the sheet itself: a screen reader names it, and no keyboard pops up on a phone.
  const focusSheet = (event: Event) => {
    onOpenAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    (event.currentTarget as HTMLElement | null)?.focus({ preventScroll: true });
  };
  return (
    <DrawerPrimitive.Portal>
      <DrawerPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay" />
      <DrawerPrimitive.Content
        ref={measure}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl border-t bg-card text-card-foreground shadow-2xl focus:outline-none',
          className,
        )}
        onOpenAutoFocus={focusSheet}
        onCloseAutoFocus={returnFocusOnClose(onCloseAutoFocus)}
        {...props}
      >
        <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-muted-foreground/30" />
        <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 pt-3', footer ? 'pb-4' : 'pb-[calc(1.25rem+env(safe-area-inset-bottom))]')}>{children}</div>
        {footer ? <div className="border-t px-5 pb-[calc(1rem+env(safe-area-inset-bottom))] pt-3">{footer}</div> : null}
      </DrawerPrimitive.Content>
    </DrawerPrimitive.Portal>
  );
}

export function DrawerHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mb-4 grid gap-1.5 text-start', className)} {...props} />;
}

export function DrawerTitle({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Title>) {
  return <DrawerPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

export function DrawerDescription({ className, ...props }: ComponentProps<typeof DrawerPrimitive.Description>) {
  return <DrawerPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
