import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InfiniteData } from '@tanstack/react-query';
import type { Desire, PagedDesires } from '@contract/desire';
import { DesireCard } from './desire-card';
import { DesireCardSkeleton } from './desire-card-skeleton';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';

/** What the list reads of an infinite query of desire pages. */
export interface PagedDesiresQuery {
  data: InfiniteData<PagedDesires, unknown> | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A paged list of desire cards (the Saved screen, the Came true and I helped lists): skeletons while
 * the first page loads, a retry when it fails, the screen's own empty state, Load More while the
 * server says there is more. `above` puts a line over a card (the date a desire came true).
 */
export function PagedDesireList({
  list,
  label,
  loading,
  failed,
  empty,
  above,
  headingLevel = 'h2',
}: {
  list: PagedDesiresQuery;
  /** What the list holds: the list's name. */
  label: string;
  /** The loading state's name ("Loading saved desires"). */
  loading: string;
  failed: string;
  empty: ReactNode;
  above?: (desire: Desire) => ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useLingui();
  const desires = list.data?.pages.flatMap((page) => page.desires) ?? [];
  if (list.isPending) {
    return (
      <div role="status" className="grid gap-4" aria-busy="true" aria-label={loading}>
        <DesireCardSkeleton />
        <DesireCardSkeleton />
      </div>
    );
  }
  if (list.isError && !list.data) return <LoadFailed title={failed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (desires.length === 0 && !list.hasNextPage) return <>{empty}</>;
  return (
    <div className="grid gap-4">
      <ul aria-label={label} className="grid gap-4">
        {desires.map((desire) => (
          <li key={desire._id} className="grid gap-2">
            {above?.(desire)}
            <DesireCard desire={desire} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {list.error instanceof Error ? list.error.message : t`Could not load more desires.`}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchNextPageError ? <Trans>Try again</Trans> : <Trans>Load More</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
