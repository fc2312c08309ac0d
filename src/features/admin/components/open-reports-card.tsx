import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { paths } from '@contract/pages/paths';
import { markExtraMissing } from '@/lib/extras';
import { intlLocale } from '@/lib/i18n';
import { adminQueries } from '../api/queries';

/**
 * How many reports wait for a decision, linking to the queue. A backend whose stats carry no such
 * figure has no queue: the card, and the Reports entry of the menu, go.
 */
export function OpenReportsCard() {
  useLingui(); // the figure is written in the language of the moment
  const stats = useQuery(adminQueries.stats());
  const open = stats.data?.openReports;
  const lacking = stats.isSuccess && (open === null || open === undefined);
  useEffect(() => {
    if (lacking) markExtraMissing('adminReports');
  }, [lacking]);
  if (!stats.isSuccess || typeof open !== 'number') return null;
  return (
    <Link
      to={paths.admin.reports}
      className="flex items-center gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Flag className="size-5" aria-hidden="true" />
      </span>
      <span className="grid">
        <span className="text-sm font-medium text-muted-foreground">
          <Trans>Open reports</Trans>
        </span>
        <span className="text-2xl font-bold tabular-nums">{open.toLocaleString(intlLocale())}</span>
      </span>
      <span className="ms-auto text-sm font-medium text-primary">{open === 0 ? <Trans>View queue</Trans> : <Trans>Review</Trans>}</span>
    </Link>
  );
}
