import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One figure of the dashboard: its title names the region, the figure below, and what today added. */
export function StatCard({ title, value, today, icon: Icon, loading }: { title: string; value: number; today: string; icon: LucideIcon; loading: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} aria-busy={loading || undefined} className="flex items-start justify-between gap-3 rounded-2xl border bg-card p-4 shadow-xs md:p-5">
      <div className="grid min-w-0 gap-1">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <p className="text-3xl font-bold tabular-nums">{loading ? <span className="inline-block h-8 w-16 animate-pulse rounded bg-muted align-middle" /> : value.toLocaleString('en-US')}</p>
        <p className="text-xs text-muted-foreground">{today}</p>
      </div>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </section>
  );
}
