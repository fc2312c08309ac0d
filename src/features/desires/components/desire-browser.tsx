import type { ReactNode } from 'react';
import { FolderSearch, TextSearch } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORY_SEARCH_MAX } from '@contract/category';
import { DesireCard } from './desire-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { STATUS_FILTERS, type StatusFilter } from '../model/category-filter';
import type { CategoryDesiresView } from '../api/use-category-desires';
import { LoadFailed } from '@/components/ui/load-failed';

const countTiles = [
  { key: 'total', label: msg`Total` },
  { key: 'desire', label: msg`Desired` },
  { key: 'in_progress', label: msg`In Progress` },
  { key: 'fulfilled', label: msg`Fulfilled` },
] as const;

const selectClass =
  'h-10 w-full rounded-lg border bg-card px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 sm:w-44';

function CardsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" className="grid gap-4" aria-busy="true" aria-label={t`Loading desires`}>
      {[0, 1].map((i) => (
        <span key={i} className="h-40 animate-pulse rounded-2xl bg-muted" />
      ))}
    </div>
  );
}

/** The cards for the search and status, Load More while there are more, and what to say otherwise. */
function Results({ view }: { view: CategoryDesiresView }) {
  const { t } = useLingui();
  if (view.failed) {
    return (
      <LoadFailed title={t`These desires could not be loaded`} retryLabel={t`Try Again`} onRetry={view.retry} />
    );
  }
  if (view.shown === null) return <CardsSkeleton />;
  if (view.shown.length === 0 && !view.hasNextPage) {
    return <EmptyState icon={FolderSearch} title={t`No desires match your filters`} text={t`Try another search or status.`} />;
  }
  return (
    <div className="grid min-w-0 gap-4">
      <ul className={cn('grid min-w-0 gap-4 transition-opacity', view.stale && 'opacity-60')} aria-label={t`Desires`} aria-busy={view.stale || undefined}>
        {view.shown.map((desire) => (
          <li key={desire._id} className="min-w-0">
            <DesireCard desire={desire} headingLevel="h2" />
          </li>
        ))}
      </ul>
      {view.nextPageFailed ? (
        <p role="alert" className="text-center text-sm text-destructive">
          <Trans>More desires could not be loaded.</Trans>
        </p>
      ) : null}
      {view.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" loading={view.isFetchingNextPage} onClick={view.fetchNextPage}>
          {view.nextPageFailed ? <Trans>Try again</Trans> : <Trans>Load More</Trans>}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A category's desires as a reader browses them: the four counts, a search over title and
 * description, the status filter, and the cards. `empty` is what shows when there are none at all.
 */
export function DesireBrowser({ view, empty }: { view: CategoryDesiresView; empty: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t`Desire counts`}>
        {countTiles.map((tile) => (
          <div key={tile.key} className="grid gap-0.5 rounded-xl border bg-card px-3 py-2">
            <dt className="text-xs font-medium text-muted-foreground">{t(tile.label)}</dt>
            <dd className="text-xl font-bold tabular-nums">{view.counts[tile.key]}</dd>
          </div>
        ))}
      </dl>
      {view.empty ? (
        empty
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchInput
              className="min-w-0 flex-1"
              icon={TextSearch}
              label={t`Search desires`}
              value={view.search}
              maxLength={CATEGORY_SEARCH_MAX}
              onChange={(event) => view.setSearch(event.target.value)}
              placeholder={t`Search desires...`}
            />
            <select aria-label={t`Status filter`} className={cn(selectClass)} value={view.status} onChange={(event) => view.setStatus(event.target.value as StatusFilter)}>
              {STATUS_FILTERS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t(choice.label)}
                </option>
              ))}
            </select>
          </div>
          <Results view={view} />
        </>
      )}
    </div>
  );
}

export function DesireBrowserSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" className="grid gap-4" aria-busy="true" aria-label={t`Loading desires`}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="h-16 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
      {[0, 1].map((i) => (
        <span key={i} className="h-40 animate-pulse rounded-2xl bg-muted" />
      ))}
    </div>
  );
}
