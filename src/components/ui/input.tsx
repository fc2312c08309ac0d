import { forwardRef, type InputHTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const inputVariants = cva(
  'flex w-full min-w-0 border border-input bg-card text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
  {
    variants: {
      size: {
        default: 'h-11 text-base md:text-sm',
        sm: 'h-10 text-base md:text-sm',
        code: 'h-14 text-center font-mono text-2xl tracking-[0.5em]',
      },
      shape: { default: 'rounded-lg', pill: 'rounded-full' },
      /**
       * Room for an icon inside the start edge ('left'), or a button inside the end edge ('right'): the
       * edges the line starts and ends at, so the left and the right in English and the other way round
       * in a right-to-left language.
       */
      inset: { none: 'px-3', left: 'ps-9 pe-3', right: 'ps-3 pe-11' },
    },
    defaultVariants: { size: 'default', shape: 'default', inset: 'none' },
  },
);

export type InputVariants = VariantProps<typeof inputVariants>;

export const Input = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & InputVariants>(function Input(
  { className, type = 'text', size, shape, inset, ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(inputVariants({ size, shape, inset }), className)} {...props} />;
});
