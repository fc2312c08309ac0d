import { Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal, Plus } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryQueries } from '@/features/categories/api/queries';
import { desireQueries, FeedPageError, type FeedFilters } from '@/features/desires/api/queries';
import { DesireCardSkeleton } from '@/features/desires/components/desire-card-skeleton';
import { DesirePages } from '@/features/desires/components/desire-pages';
import { ActiveFiltersBanner } from '@/features/feed/components/active-filters-banner';
import { FeedEmpty } from '@/features/feed/components/feed-empty';
import { FeedTabs } from '@/features/feed/components/feed-tabs';
import type { RenderAuthorSearch } from '@/features/feed/components/filter-controls';
import { StatusChips } from '@/features/feed/components/status-chips';
import { hasExtraFilters, statusFromParam, type FeedExtraFilters } from '@/features/feed/model/feed-params';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { pageSizes } from '@contract/limits';
import { useIsDesktop, useIsTabletUp } from '@/lib/use-media-query';
import { useOneSheetAtATime } from '@/lib/one-sheet';
import { useRememberedPages } from '@/lib/use-remembered-pages';
import { useSearchParam } from '@/lib/use-search-param';
import { timings } from '@/lib/timings';
import { memberCategoryLooks } from '@/lib/category-style';
import { paths } from '@contract/pages/paths';
import { lazyPart } from '@/lib/lazy-part';
import { useDesireActions } from '../desire-experience';
import { LoadFailed, failureDetail } from '@/components/ui/load-failed';

// The filters are closed when the feed opens: their code (and the author search's) comes when they are first opened.
const FiltersPanel = lazyPart(() => import('@/features/feed/components/filters-panel').then((m) => m.FiltersPanel));
const UserCombobox = lazyPart(() => import('@/features/search/components/user-combobox').then((m) => m.UserCombobox));
// Desktops only.
const TrendingColumn = lazyPart(() => import('@/features/feed/components/trending-column').then((m) => m.TrendingColumn));
const FiltersSheet = lazyPart(() => import('@/features/feed/components/filters-sheet').then((m) => m.FiltersSheet));

function AuthorSearch({ maxResults, onSelect }: { maxResults: number; onSelect: Parameters<RenderAuthorSearch>[0] }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={null}>
      <UserCombobox label={t`Filter by author`} placeholder={t`Search for a person`} maxResults={maxResults} onSelect={(user) => onSelect({ id: user._id, name: user.fullName })} />
    </Suspense>
  );
}

const renderAuthorSearch =
  (maxResults: number): RenderAuthorSearch =>
  (onSelect) => <AuthorSearch maxResults={maxResults} onSelect={onSelect} />;

/** The community's count, as the feed's header says it (the fulfilled ones when the server counts them). */
const communityLine = (total: number, fulfilled: number | null) =>
  fulfilled === null
    ? plural(total, { one: '# desires shared by the community.', other: '# desires shared by the community.' })
    : plural(total, { one: `# desires shared by the community, ${fulfilled} fulfilled.`, other: `# desires shared by the community, ${fulfilled} fulfilled.` });

/** The home feed: Public (/feed) and Following (/following), status chips in the address, filters, paging. */
export function Component() {
  const { pathname } = useLocation();
  const kind = pathname === paths.following ? 'following' : 'public';
  const [param, setStatus] = useSearchParam('status', 'all');
  const status = statusFromParam(param);
  const [extra, setExtra] = useState<FeedExtraFilters>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  const tabletUp = useIsTabletUp();
  // On phones the filters are a sheet (above tablets an inline panel, which may stay open).
  useOneSheetAtATime(filtersOpen && !tabletUp, () => setFiltersOpen(false));
  const desktop = useIsDesktop();
  const panelId = useId();
  const { openCreate } = useDesireActions();
  const { t } = useLingui();

  const filters: FeedFilters = { status, category: extra.category, userId: extra.author?.id };
  const plain = status === 'all' && !hasExtraFilters(extra);
  // The warm-up read of start fills the first public page until the real one arrives.
  const warm = useQuery({ ...desireQueries.warmPublic(), enabled: kind === 'public' && plain });
  const feedList = desireQueries.feed(kind, filters);
  const feed = useInfiniteQuery({
    ...feedList,
    placeholderData:
      kind === 'public' && plain && warm.data
        ? { pages: [{ ...warm.data, desires: warm.data.desires.slice(0, pageSizes.publicFeed), hasMore: warm.data.total > pageSizes.publicFeed }], pageParams: [1] }
        : undefined,
  });
  useRememberedPages(feed, feedList.queryKey);
  const stats = useQuery(desireQueries.stats());
  // The filter chips are the member's categories, read when the filters first open.
  const categories = useQuery({ ...categoryQueries.list(), enabled: filtersOpen, select: memberCategoryLooks });
  const trending = useQuery({ ...desireQueries.trending('all'), enabled: desktop, refetchInterval: timings.trending.refetchInterval });

  const clearAll = () => {
    setExtra({});
    setStatus('all');
  };

  const shown = feed.data?.pages.reduce((sum, page) => sum + page.desires.length, 0) ?? 0;
  const total = feed.data?.pages[0]?.total ?? 0;
  const nextPageError = feed.isFetchNextPageError && feed.error instanceof FeedPageError ? feed.error.message : feed.isFetchNextPageError ? t`Could not load more desires.` : null;
  const filterCount = (extra.category ? 1 : 0) + (extra.author ? 1 : 0);

  return (
    // minmax(0, 1fr) columns: a row of chips that scrolls must not widen the page on a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
        <PageHeader
          title={kind === 'following' ? t`Following` : t`Home Feed`}
          description={
            kind === 'following'
              ? t`Desires from the people you follow.`
              : stats.data
                ? communityLine(stats.data.total, stats.data.fulfilled)
                : t`What the community wishes for.`
          }
        />
        <FeedTabs active={kind} />
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0 flex-1">
            <StatusChips value={status} onChange={setStatus} />
          </div>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            aria-expanded={tabletUp ? filtersOpen : undefined}
            aria-controls={tabletUp && filtersOpen ? panelId : undefined}
            onClick={() => {
              setSheetUsed(true);
              setFiltersOpen((v) => !v);
            }}
          >
            <SlidersHorizontal aria-hidden="true" />
            {filterCount ? <Trans>Filters ({filterCount})</Trans> : <Trans>Filters</Trans>}
          </Button>
        </div>
        {tabletUp && filtersOpen ? (
          <Suspense fallback={null}>
            <FiltersPanel id={panelId} value={extra} onChange={setExtra} renderAuthorSearch={renderAuthorSearch(8)} categories={categories.data} />
          </Suspense>
        ) : null}
        {!tabletUp && sheetUsed ? (
          <Suspense fallback={null}>
            <FiltersSheet open={filtersOpen} onOpenChange={setFiltersOpen} value={extra} onApply={setExtra} renderAuthorSearch={renderAuthorSearch(pageSizes.mobileFilterSearchResults)} categories={categories.data} />
          </Suspense>
        ) : null}
        {!plain && feed.data ? <ActiveFiltersBanner shown={shown} total={total} onClearAll={clearAll} /> : null}

        {feed.isPending ? (
          <div role="status" className="grid gap-4" aria-busy="true" aria-label={t`Loading desires`}>
            <DesireCardSkeleton />
            <DesireCardSkeleton />
          </div>
        ) : feed.isError && !feed.data ? (
          <LoadFailed title={t`The feed could not be loaded`} detail={failureDetail(feed.error) ?? t`Please try again.`} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
        ) : shown === 0 ? (
          <FeedEmpty
            kind={!plain ? 'filtered' : kind}
            action={
              !plain ? (
                <Button variant="outline" onClick={clearAll}>
                  <Trans>Clear All Filters</Trans>
                </Button>
              ) : kind === 'public' ? (
                <Button onClick={() => openCreate()}>
                  <Plus aria-hidden="true" /> <Trans>Create New Desire</Trans>
                </Button>
              ) : (
                <Link to={paths.search} className={buttonVariants()}>
                  <Trans>Find people to follow</Trans>
                </Link>
              )
            }
          />
        ) : (
          <DesirePages
            desires={feed.data?.pages.flatMap((page) => page.desires) ?? []}
            hasNextPage={feed.hasNextPage}
            isFetchingNextPage={feed.isFetchingNextPage}
            fetchNextPage={() => void feed.fetchNextPage()}
            nextPageError={nextPageError}
          />
        )}
      </div>
      {desktop ? (
        <aside className="sticky top-24 hidden lg:block" aria-label={t`Trending`}>
          <Suspense fallback={null}>
            <TrendingColumn items={trending.data} loading={trending.isPending} />
          </Suspense>
          <Link to={paths.trending} className="mt-2 block px-4 text-sm font-semibold text-primary hover:underline">
            <Trans>See all trending</Trans>
          </Link>
        </aside>
      ) : null}
    </div>
  );
}
