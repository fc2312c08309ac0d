import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserSearch } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { searchLimits } from '@contract/limits';
import { searchQueries } from '@/features/search/api/queries';
import { UserResultList, UserResultSkeleton } from '@/features/search/components/user-result-list';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@contract/pages/paths';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The address changes this screen makes itself while the member types; others (back, forward, a link) reset the box. */
interface TypedState {
  typed: true;
}
const isTyped = (state: unknown) => (state as Partial<TypedState> | null)?.typed === true;

function Hint({ title, children, status }: { title: string; children: ReactNode; status?: boolean }) {
  return (
    <div role={status ? 'status' : undefined} className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <UserSearch className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

function UserSearchScreen({ initial }: { initial: string }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(initial);
  const settled = useDebouncedValue(text.trim(), searchLimits.feedFilterDebounceMs);
  // The address holds the search: back and forward return to it, and a shared link opens it.
  const q = (params.get('q') ?? '').trim();
  const enough = q.length >= searchLimits.minQueryLength;
  const results = useQuery({ ...searchQueries.users(q), placeholderData: keepPreviousData });

  // Typing writes the address once the text has settled; the address alone never rewrites itself
  // (it changes only through these writes, or through a new address, which starts a new screen).
  useEffect(() => {
    if (settled !== q) setParams(settled ? { q: settled } : {}, { replace: true, state: { typed: true } satisfies TypedState });
  }, [settled, q, setParams]);
  // Enter changes nothing: the results follow the text as it settles.
  const submit = (event: FormEvent) => event.preventDefault();

  const users = enough ? results.data : undefined;
  const found = users?.length ?? 0;
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-5 px-4 pb-12 pt-3 md:px-6 md:pt-6">
      <div>
        <Link
          to={paths.feed}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back</Trans>
        </Link>
      </div>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
        <Trans>Search Users</Trans>
      </h1>
      <form role="search" onSubmit={submit}>
        <SearchInput
          label={t`Search for users`}
          autoFocus
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Search by name or email...`}
        />
      </form>
      <div className="grid gap-3">
        {!enough ? (
          <Hint title={t`Search for Users`}>
            <Trans>Type at least 2 characters to search for users on the platform</Trans>
          </Hint>
        ) : !users ? (
          <UserResultSkeleton />
        ) : users.length === 0 ? (
          <Hint title={t`No users found`} status>
            <Trans>Try searching with different keywords or check your spelling</Trans>
          </Hint>
        ) : (
          <>
            <p role="status" className="text-sm font-medium text-muted-foreground">
              <Plural value={found} one="# user(s) found" other="# user(s) found" />
            </p>
            <div className={cn(results.isPlaceholderData && 'opacity-60 transition-opacity')} aria-busy={results.isPlaceholderData || undefined}>
              <UserResultList users={users} />
            </div>
          </>
        )}
      </div>
    </main>
  );
}

/** User search (the spec: chat, categories and admin 2): from 2 characters, the query in the address as ?q=. */
export function Component() {
  const location = useLocation();
  const [params] = useSearchParams();
  // A new address that the screen did not write itself starts the box again from the address.
  const [view, setView] = useState({ key: location.key, generation: 0 });
  if (view.key !== location.key) setView({ key: location.key, generation: isTyped(location.state) ? view.generation : view.generation + 1 });
  return <UserSearchScreen key={view.generation} initial={params.get('q') ?? ''} />;
}
