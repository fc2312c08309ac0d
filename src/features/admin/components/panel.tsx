import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A card of the admin screens: a region named by its heading, so that it can be found and read on its own. */
export function Panel({ title, action, className, children }: { title: string; action?: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid content-start gap-4 rounded-2xl border bg-card p-4 shadow-xs md:p-5', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A read that failed: the spec's words, said once where the figures would be. */
export function ReadFailure({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  );
}
