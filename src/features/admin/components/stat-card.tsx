import { useId } from 'react';
import { useLingui } from '@lingui/react';
import type { LucideIcon } from 'lucide-react';
import { intlLocale } from '@/lib/i18n';

/**
 * One figure of the dashboard: its title names the region, the figure below, and what today added.
 * The icon sits in the corner and only the title keeps clear of it, so that in the two narrow columns
 * of a phone the figure and its line have the card's whole width.
 */
export function StatCard({ title, value, today, icon: Icon, loading }: { title: string; value: number; today: string; icon: LucideIcon; loading: boolean }) {
  const id = useId();
  useLingui(); // the figure is written in the language of the moment
  return (
    <section aria-labelledby={id} aria-busy={loading || undefined} className="relative grid min-w-0 content-start gap-1 rounded-2xl border bg-card p-3 shadow-xs sm:p-4 md:p-5">
      <span className="absolute end-3 top-3 flex size-8 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:end-4 sm:top-4 sm:size-10 md:end-5 md:top-5">
        <Icon className="size-4 sm:size-5" aria-hidden="true" />
      </span>
      <h2 id={id} className="min-h-8 pe-10 text-sm font-medium text-muted-foreground sm:min-h-0 sm:pe-12">
        {title}
      </h2>
      <p className="text-3xl font-bold tabular-nums">{loading ? <span className="inline-block h-8 w-16 animate-pulse rounded bg-muted align-middle" /> : value.toLocaleString(intlLocale())}</p>
      {/* A long search in "Matching …" wraps, and past two lines is cut, rather than widen the card. */}
      <p className="line-clamp-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">{today}</p>
    </section>
  );
}
