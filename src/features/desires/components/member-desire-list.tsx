import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FeedStatusFilter } from '@contract/desire';
import { pageSizes } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import type { CategoryLook } from '@/lib/category-style';
import type { MemberDesiresQuery } from '../api/use-member-desires';
import { categoriesIn } from '../model/categories-in';
import { statusOf } from '../model/desire';
import { CategoryFilterChips } from './category-filter-chips';
import { DesireCard } from './desire-card';
import { DesireCardSkeleton } from './desire-card-skeleton';

/** The empty line of a chosen status. */
const NONE_WITH_STATUS: Record<Exclude<FeedStatusFilter, 'all'>, MessageDescriptor> = {
  desire: msg`No desired desires yet.`,
  in_progress: msg`No in progress desires yet.`,
  fulfilled: msg`No fulfilled desires yet.`,
};

function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed p-8 text-center">
      <p className="text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

interface MemberDesireListProps {
  list: MemberDesiresQuery;
  own: boolean;
  /** The fulfilled ones left out: they are in the Came true tab. */
  notYet: boolean;
  /** The status chosen with `statusChips` (its empty line says it: "No in progress desires yet."). */
  status: FeedStatusFilter;
  statusChips: ReactNode;
  /** The reader's own categories on their own profile: the chips follow their order and wear their emoji or colour. */
  categoryLooks?: readonly CategoryLook[];
  onCreate: () => void;
}

/**
 * A member's desires on their profile, filtered by status and by a category multi-select (a desire
 * shows when it has any chosen category), over the pages read so far. While filters are on and few
 * desires match, further pages are read until enough do or none are left.
 */
export function MemberDesireList({ list, own, notYet, status, statusChips, categoryLooks, onCreate }: MemberDesireListProps) {
  const { t } = useLingui();
  const [categories, setCategories] = useState<string[]>([]);
  const headingId = useId();

  const all = useMemo(() => {
    const read = list.data?.pages.flatMap((page) => page.desires) ?? [];
    return notYet ? read.filter((d) => statusOf(d) !== 'fulfilled') : read;
  }, [list.data, notYet]);
  const order = useMemo(() => categoryLooks?.map((look) => look.name), [categoryLooks]);
  const available = useMemo(() => categoriesIn(all, order), [all, order]);
  const chosen = categories.filter((c) => available.includes(c));
  const shown = all.filter((d) => (status === 'all' || statusOf(d) === status) && (chosen.length === 0 || d.categories.some((c) => chosen.includes(c))));
  // Leaving the fulfilled ones out filters too: further pages are read while few are left.
  const filtering = status !== 'all' || chosen.length > 0 || notYet;

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const wantMore = filtering && shown.length < pageSizes.myDesiresPrefetch && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (wantMore) void fetchNextPage();
  }, [wantMore, fetchNextPage]);

  const empty = () => {
    if (all.length === 0 && notYet && (list.data?.pages[0]?.total ?? 0) > 0) return (
        <Empty>
          <Trans>Every desire here has come true: see Came true.</Trans>
        </Empty>
      );
    if (all.length === 0) {
      return own ? (
        <Empty
          action={
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" /> <Trans>Create New Desire</Trans>
            </Button>
          }
        >
          <Trans>No desires yet. Start by creating your first desire!</Trans>
        </Empty>
      ) : (
        <Empty>
          <Trans>No desires yet.</Trans>
        </Empty>
      );
    }
    if (status !== 'all') return <Empty>{t(NONE_WITH_STATUS[status])}</Empty>;
    return (
      <Empty
        action={
          <Button variant="outline" onClick={() => setCategories([])}>
            <Trans>Clear categories</Trans>
          </Button>
        }
      >
        <Trans>No desires in these categories yet.</Trans>
      </Empty>
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        <Trans>Desires</Trans>
      </h2>
      <div className="grid gap-3">
        {statusChips}
        {available.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <CategoryFilterChips choices={available} looks={categoryLooks} value={chosen} onChange={setCategories} />
            {chosen.length > 0 ? (
              <Button variant="link" size="sm" onClick={() => setCategories([])}>
                <Trans>Clear</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      {list.isPending || (shown.length === 0 && wantMore) || (shown.length === 0 && filtering && isFetchingNextPage) ? (
        <div role="status" className="grid gap-4" aria-busy="true" aria-label={t`Loading desires`}>
          <DesireCardSkeleton />
          <DesireCardSkeleton />
        </div>
      ) : list.isError && !list.data ? (
        <LoadFailed title={t`The desires could not be loaded`} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : shown.length === 0 && !hasNextPage ? (
        empty()
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-4">
            {shown.map((desire) => (
              <li key={desire._id}>
                <DesireCard desire={desire} headingLevel="h3" />
              </li>
            ))}
          </ul>
          {isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {list.error instanceof Error ? list.error.message : t`Could not load more desires.`}
            </p>
          ) : null}
          {hasNextPage ? (
            <Button variant="outline" className="justify-self-center" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchNextPageError ? <Trans>Try again</Trans> : <Trans>Load More</Trans>}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
