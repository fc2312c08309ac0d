import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

interface MissingNoticeProps {
  icon: LucideIcon;
  /** In the spec's words where it has them ("Desire Not Found", "Category not found"). */
  title: string;
  text: string;
  /** Where to go instead: a link back, Close, the feed. */
  action?: ReactNode;
  /** A whole page (404, an unknown member) stands taller than a notice inside a screen. */
  size?: 'page' | 'section';
  className?: string;
}

/** What was asked for is not there (deleted, private, never existed): said once, with a way on. */
export function MissingNotice({ icon: Icon, title, text, action, size = 'section', className }: MissingNoticeProps) {
  const page = size === 'page';
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 text-center',
        page ? 'mx-auto min-h-[50dvh] max-w-md justify-center px-6 py-16' : 'rounded-2xl border border-dashed px-6 py-16',
        className,
      )}
    >
      <span className={cn('flex items-center justify-center rounded-2xl', page ? 'size-16 bg-accent text-accent-foreground' : 'size-14 bg-muted text-muted-foreground')}>
        <Icon className={page ? 'size-8' : 'size-7'} aria-hidden="true" />
      </span>
      <h1 className={page ? 'text-2xl font-bold tracking-tight' : 'text-xl font-bold'}>{title}</h1>
      <p className={page ? 'text-muted-foreground' : 'max-w-sm text-sm text-muted-foreground'}>{text}</p>
      {action}
    </div>
  );
}
