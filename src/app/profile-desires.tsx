import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { FeedStatusFilter, PagedDesires } from '@contract/desire';
import { pageSizes, PRESET_CATEGORIES } from '@contract/limits';
import { categoryQueries } from '@/features/categories/api/queries';
import { desireQueries } from '@/features/desires/api/queries';
import { DesireCard } from '@/features/desires/components/desire-card';
import { DesireCardSkeleton } from '@/features/desires/components/desire-card-skeleton';
import { statusOf } from '@/features/desires/model/desire';
import { StatusChips } from '@/features/feed/components/status-chips';
import { STATUS_CHIPS, statusFromParam } from '@/features/feed/model/feed-params';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useRememberedPages } from '@/lib/use-remembered-pages';
import { memberCategoryLooks, type CategoryLook } from '@/lib/category-style';
import { useDesireActions } from './desire-experience';
import { LoadFailed } from '@/components/ui/load-failed';

/** The member's desires the reader may see, read only when the profile shows its details. */
export function useMemberDesires(userId: string, enabled: boolean) {
  const options = desireQueries.user(userId);
  const list = useInfiniteQuery({ ...options, enabled });
  useRememberedPages(list, options.queryKey);
  return list;
}
export type MemberDesiresQuery = ReturnType<typeof useMemberDesires>;

/**
 * The categories the member's desires use: first in the order given (the reader's own categories on
 * their own profile, the presets elsewhere), then the rest by name.
 */
export function categoriesIn(desires: PagedDesires['desires'], order: readonly string[] = PRESET_CATEGORIES): string[] {
  const found = new Set(desires.flatMap((d) => d.categories));
  const first = order.filter((c) => found.has(c));
  const others = [...found].filter((c) => !order.includes(c)).sort((a, b) => a.localeCompare(b));
  return [...first, ...others];
}

const statusWord = (status: FeedStatusFilter) => (STATUS_CHIPS.find((c) => c.value === status)?.label ?? status).toLowerCase();

function Empty({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed p-8 text-center">
      <p className="text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

/**
 * The category multi-select: native checkboxes under round chips (Tab and Space work, a screen reader
 * hears "checkbox, checked"), each with the reader's own category's emoji or colour where there is one.
 */
function CategoryFilterChips({ choices, looks, value, onChange }: { choices: readonly string[]; looks?: readonly CategoryLook[]; value: readonly string[]; onChange: (next: string[]) => void }) {
  const toggle = (choice: string) => onChange(value.includes(choice) ? value.filter((v) => v !== choice) : [...value, choice]);
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Categories</legend>
      {choices.map((choice) => {
        const on = value.includes(choice);
        const look = looks?.find((l) => l.name === choice);
        return (
          <label
            key={choice}
            className={cn(
              'relative inline-flex h-8 max-w-full shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
            )}
          >
            <input type="checkbox" checked={on} onChange={() => toggle(choice)} className="sr-only" />
            {look?.icon ? (
              <span aria-hidden="true">{look.icon}</span>
            ) : look ? (
              <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full ring-1 ring-background" style={{ backgroundColor: look.color }} />
            ) : null}
            <span className="truncate">{choice}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The chips of a profile whose fulfilled desires have a tab of their own (Came true). */
const NOT_YET_CHIPS = STATUS_CHIPS.filter((chip) => chip.value !== 'fulfilled');

/**
 * A member's desires on their profile: status chips (kept in the address, as on the feed) and a
 * category multi-select (a desire shows when it has any chosen category), over the pages read so far.
 * While filters are on and few desires match, further pages are read until enough do or none are left.
 * With `notYet`, the fulfilled ones are left out (they are in the Came true tab), and so is their chip.
 */
export function ProfileDesires({ list, own, notYet = false }: { list: MemberDesiresQuery; own: boolean; notYet?: boolean }) {
  const [params, setParams] = useSearchParams();
  const asked = statusFromParam(params.get('status'));
  const status = notYet && asked === 'fulfilled' ? 'all' : asked;
  const [categories, setCategories] = useState<string[]>([]);
  const { openCreate } = useDesireActions();
  const headingId = useId();

  const all = useMemo(() => {
    const read = list.data?.pages.flatMap((page) => page.desires) ?? [];
    return notYet ? read.filter((d) => statusOf(d) !== 'fulfilled') : read;
  }, [list.data, notYet]);
  // On their own profile the chips follow the member's categories ("Other" last).
  const mine = useQuery({ ...categoryQueries.list(), enabled: own, select: memberCategoryLooks });
  const looks = own ? mine.data : undefined;
  const order = useMemo(() => looks?.map((look) => look.name), [looks]);
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

  const setStatus = (next: FeedStatusFilter) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'all') nextParams.delete('status');
    else nextParams.set('status', next);
    setParams(nextParams, { replace: true });
  };

  const empty = () => {
    if (all.length === 0 && notYet && (list.data?.pages[0]?.total ?? 0) > 0) return <Empty>Every desire here has come true: see Came true.</Empty>;
    if (all.length === 0) {
      return own ? (
        <Empty
          action={
            <Button onClick={() => openCreate()}>
              <Plus aria-hidden="true" /> Create New Desire
            </Button>
          }
        >
          No desires yet. Start by creating your first desire!
        </Empty>
      ) : (
        <Empty>No desires yet.</Empty>
      );
    }
    if (status !== 'all') return <Empty>{`No ${statusWord(status)} desires yet.`}</Empty>;
    return (
      <Empty
        action={
          <Button variant="outline" onClick={() => setCategories([])}>
            Clear categories
          </Button>
        }
      >
        No desires in these categories yet.
      </Empty>
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        Desires
      </h2>
      <div className="grid gap-3">
        <StatusChips value={status} onChange={setStatus} choices={notYet ? NOT_YET_CHIPS : undefined} />
        {available.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <CategoryFilterChips choices={available} looks={looks} value={chosen} onChange={setCategories} />
            {chosen.length > 0 ? (
              <Button variant="link" size="sm" onClick={() => setCategories([])}>
                Clear
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      {list.isPending || (shown.length === 0 && wantMore) || (shown.length === 0 && filtering && isFetchingNextPage) ? (
        <div role="status" className="grid gap-4" aria-busy="true" aria-label="Loading desires">
          <DesireCardSkeleton />
          <DesireCardSkeleton />
        </div>
      ) : list.isError && !list.data ? (
        <LoadFailed title="The desires could not be loaded" onRetry={() => void list.refetch()} retrying={list.isFetching} />
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
              {list.error instanceof Error ? list.error.message : 'Could not load more desires.'}
            </p>
          ) : null}
          {hasNextPage ? (
            <Button variant="outline" className="justify-self-center" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchNextPageError ? 'Try again' : 'Load More'}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
