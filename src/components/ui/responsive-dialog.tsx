import type { ReactNode } from 'react';
import { useIsTabletUp } from '@/lib/use-media-query';
import { cn } from '@/lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from './drawer';

export interface ResponsiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Hides the title and description visually; they still name the dialog for screen readers. */
  hideHeader?: boolean;
  /** false: Escape, outside clicks and swipes do not close it. */
  dismissible?: boolean;
  className?: string;
  /** Stays at the bottom while the body scrolls (a form's buttons, with `form={id}`). */
  footer?: ReactNode;
  children: ReactNode;
}

/** A modal from 768 px up, a bottom drawer below: one component for every dialog the spec makes a drawer on phones. */
export function ResponsiveDialog({ open, onOpenChange, title, description, hideHeader, dismissible = true, className, footer, children }: ResponsiveDialogProps) {
  const tabletUp = useIsTabletUp();
  // Radix asks for an explicit undefined when a dialog has no description.
  const noDescription = description ? {} : { 'aria-describedby': undefined };
  const header = (Header: typeof DialogHeader, Title: typeof DialogTitle | typeof DrawerTitle, Description: typeof DialogDescription | typeof DrawerDescription) => (
    <Header className={cn(hideHeader && 'sr-only')}>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
    </Header>
  );

  if (tabletUp) {
    const block = (event: Event) => {
      if (!dismissible) event.preventDefault();
    };
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          hideClose={!dismissible}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={className}
          layout={footer ? 'sections' : 'padded'}
          {...noDescription}
        >
          {footer ? (
            <>
              <div className="px-6 pb-4 pt-6">{header(DialogHeader, DialogTitle, DialogDescription)}</div>
              <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-6">{children}</div>
              <div className="border-t bg-card px-6 py-4">{footer}</div>
            </>
          ) : (
            <>
              {header(DialogHeader, DialogTitle, DialogDescription)}
              {children}
            </>
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Drawer open={open} onOpenChange={onOpenChange} dismissible={dismissible}>
      <DrawerContent className={className} footer={footer} {...noDescription}>
        {header(DrawerHeader, DrawerTitle, DrawerDescription)}
        {children}
      </DrawerContent>
    </Drawer>
  );
}
