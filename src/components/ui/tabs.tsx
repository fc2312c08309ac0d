import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useLingui } from '@lingui/react/macro';
import { directionOf, type Language } from '@contract/languages';
import { cn } from '@/lib/cn';

/**
 * Radix tabs (arrow keys move between tabs, each panel is labelled by its tab), in the chips' look.
 * They run in the reader's direction: Radix writes `dir="ltr"` on its root unless told, which would
 * turn the tabs and all they hold left to right in Arabic.
 */
export const Tabs = forwardRef<ElementRef<typeof TabsPrimitive.Root>, ComponentPropsWithoutRef<typeof TabsPrimitive.Root>>(({ dir, ...props }, ref) => {
  const { i18n } = useLingui();
  return <TabsPrimitive.Root ref={ref} dir={dir ?? directionOf(i18n.locale as Language)} {...props} />;
});
// eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name
Tabs.displayName = 'Tabs';

export const TabsList = forwardRef<ElementRef<typeof TabsPrimitive.List>, ComponentPropsWithoutRef<typeof TabsPrimitive.List>>(({ className, ...props }, ref) => (
  <TabsPrimitive.List ref={ref} className={cn('flex min-w-0 gap-1 overflow-x-auto border-b [scrollbar-width:none]', className)} {...props} />
));
// eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name
TabsList.displayName = 'TabsList';

export const TabsTrigger = forwardRef<ElementRef<typeof TabsPrimitive.Trigger>, ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>>(({ className, ...props }, ref) => (
  <TabsPrimitive.Trigger
    ref={ref}
    className={cn(
      '-mb-px inline-flex h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-t-md border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground',
      className,
    )}
    {...props}
  />
));
// eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name
TabsTrigger.displayName = 'TabsTrigger';

export const TabsContent = forwardRef<ElementRef<typeof TabsPrimitive.Content>, ComponentPropsWithoutRef<typeof TabsPrimitive.Content>>(({ className, ...props }, ref) => (
  <TabsPrimitive.Content ref={ref} className={cn('pt-4 outline-none', className)} {...props} />
));
// eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name
TabsContent.displayName = 'TabsContent';
