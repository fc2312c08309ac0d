import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full border font-semibold tabular-nums', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-muted text-foreground',
      outline: 'border-border text-foreground',
      count: 'min-w-5 justify-center border-transparent bg-destructive px-1 text-destructive-foreground',
    },
    size: { sm: 'h-5 px-2 text-[11px]', default: 'h-6 px-2.5 text-xs' },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export function Badge({ className, variant, size, ...props }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
