import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';

/**
 * A menu button (WAI-ARIA pattern): arrows move between items, Home and End jump, Escape and Tab
 * close, a click outside closes, and focus returns to the button. It opens beside its button with
 * CSS alone, which keeps a positioning library out of every first visit.
 */

interface MenuContextValue {
  open: boolean;
  setOpen: (open: boolean, focus?: 'first' | 'last') => void;
  menuId: string;
  triggerId: string;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  focusTarget: 'first' | 'last' | null;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenu(): MenuContextValue {
  const context = useContext(MenuContext);
  if (!context) throw new Error('Menu parts must be inside <Menu>');
  return context;
}

/**
 * The menu's box is `relative` so that the list opens beside the button. It takes no classes: a
 * position given here would fight that one (there is no class merging), so a caller that places the
 * menu somewhere (a card's corner, say) wraps it in its own positioned element.
 */
export function Menu({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'first' | 'last' | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const setOpen = useCallback((next: boolean, focus: 'first' | 'last' = 'first') => {
    setFocusTarget(next ? focus : null);
    setOpenState(next);
  }, []);
  return (
    <MenuContext.Provider value={{ open, setOpen, menuId: `${id}-menu`, triggerId: `${id}-trigger`, triggerRef, focusTarget }}>
      <div className="relative">{children}</div>
    </MenuContext.Provider>
  );
}

export function MenuTrigger({ className, children, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { open, setOpen, menuId, triggerId, triggerRef } = useMenu();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  return (
    <button
      ref={triggerRef}
      id={triggerId}
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onClick={() => setOpen(!open)}
      onKeyDown={onKeyDown}
      className={className}
      {...props}
    >
      {children}
    </button>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const sides = { top: 'bottom-full mb-2', bottom: 'top-full mt-2' } as const;
// Along the line: 'end' lines the menu up with its button's end edge (the right in English).
const aligns = { start: 'start-0', end: 'end-0', stretch: 'inset-x-0' } as const;
/* eslint-enable lingui/no-unlocalized-strings */

export function MenuContent({
  side = 'bottom',
  align = 'start',
  className,
  children,
}: {
  side?: keyof typeof sides;
  align?: keyof typeof aligns;
  className?: string;
  children: ReactNode;
}) {
  const { open, setOpen, menuId, triggerId, triggerRef, focusTarget } = useMenu();
  const menuRef = useRef<HTMLDivElement>(null);
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusTarget === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusTarget, setOpen, triggerRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div
      ref={menuRef}
      id={menuId}
      role="menu"
      tabIndex={-1}
      aria-labelledby={triggerId}
      onKeyDown={onKeyDown}
      className={cn('absolute z-50 min-w-48 rounded-xl border bg-card p-1 text-card-foreground shadow-xl', sides[side], aligns[align], className)}
    >
      {children}
    </div>
  );
}

export function MenuItem({
  onSelect,
  destructive,
  disabled,
  className,
  children,
}: {
  onSelect: () => void;
  destructive?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { setOpen, triggerRef } = useMenu();
  const select = () => {
    if (disabled) return;
    setOpen(false);
    triggerRef.current?.focus();
    onSelect();
  };
  return (
    <div
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      onClick={select}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          select();
        }
      }}
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-lg px-2.5 py-2 text-sm outline-none transition-colors focus:bg-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:size-4',
        destructive && 'text-destructive focus:bg-destructive/10',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function MenuLabel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div role="presentation" className={cn('px-2.5 py-2 text-sm', className)} {...props} />;
}

export function MenuSeparator() {
  return <div role="separator" className="-mx-1 my-1 h-px bg-border" />;
}
