import { forwardRef, type InputHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input, type InputVariants } from './input';

export type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'aria-label'> &
  Omit<InputVariants, 'inset'> & {
    /** The box's name: said, not shown; the placeholder shows what to type. */
    label: string;
    /** The magnifier, or another (TextSearch where the box searches words in desires or categories). */
    icon?: LucideIcon;
  };

/**
 * A search box: an input of type search with its icon inside the start edge (the left in English), the icon hidden from
 * assistive technology. `className` places the box among its neighbours; every other prop, and the
 * ref, reach the input.
 */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput({ label, icon: Icon = Search, className, ...props }, ref) {
  return (
    <div className={cn('relative', className)}>
      <Icon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input ref={ref} type="search" inset="left" aria-label={label} {...props} />
    </div>
  );
});
