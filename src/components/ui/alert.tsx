import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Alert({ variant = 'error', title, children, className }: { variant?: 'error' | 'success'; title?: ReactNode; children?: ReactNode; className?: string }) {
  const Icon = variant === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border px-3 py-2.5 text-sm',
        variant === 'error' ? 'border-destructive/30 bg-destructive/8 text-destructive' : 'border-success/30 bg-success/8 text-success',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-foreground/85">{children}</div> : null}
      </div>
    </div>
  );
}
