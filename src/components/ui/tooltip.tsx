import { createContext, useContext, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { uiTimings } from '@contract/limits';
import { cn } from '@/lib/cn';

/**
 * Tooltips wait the spec's 700 ms before showing; once one has shown, the next shows at once if
 * it is asked for within 300 ms (moving along a toolbar). Shown on hover and on keyboard focus,
 * hidden on leave, blur and Escape, and wired to the trigger with aria-describedby.
 */
const SkipDelayContext = createContext<{ lastClosedAt: React.RefObject<number> } | null>(null);

export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosedAt = useRef(0);
  return <SkipDelayContext.Provider value={{ lastClosedAt }}>{children}</SkipDelayContext.Provider>;
}

// Class names. Above and below, centred on the trigger; 'left' and 'right' are the screen's sides.
/* eslint-disable lingui/no-unlocalized-strings -- class names */
const sides = {
  top: 'bottom-full left-1/2 mb-1.5 -translate-x-1/2',
  bottom: 'top-full left-1/2 mt-1.5 -translate-x-1/2',
  left: 'right-full top-1/2 mr-1.5 -translate-y-1/2',
  right: 'left-full top-1/2 ml-1.5 -translate-y-1/2',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export function Tooltip({ content, children, side = 'top' }: { content: ReactNode; children: ReactElement; side?: keyof typeof sides }) {
  const shared = useContext(SkipDelayContext);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const recently = shared ? Date.now() - shared.lastClosedAt.current < uiTimings.tooltipSkipDelayMs : false;
    if (recently) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), uiTimings.tooltipDelayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen && shared) shared.lastClosedAt.current = Date.now();
      return false;
    });
  };

  return (
    <span className="relative inline-flex">
      <Slot
        aria-describedby={open ? id : undefined}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event: React.KeyboardEvent) => {
          if (event.key === 'Escape') hide();
        }}
      >
        {children}
      </Slot>
      {open ? (
        <span
          id={id}
          role="tooltip"
          className={cn('pointer-events-none absolute z-[60] whitespace-nowrap rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md', sides[side])}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
