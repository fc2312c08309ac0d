import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { pageSizes } from '@contract/limits';
import { PageHeader } from '@/components/layout/page-header';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { adminQueries } from '../api/queries';
import { shownRange, totalPagesOf } from '../model/pagination';
import { ListSkeleton } from './list-skeleton';
import { Pagination } from './pagination';
import { Panel, ReadFailure } from './panel';
import { UsersSummary } from './users-summary';
import { UsersView } from './users-table';
import { UsersToolbar } from './users-toolbar';

const SEARCH_SETTLE_MS = 300;
const sizes: readonly number[] = pageSizes.adminUsers;

/** Page, size and search live in the address, so that Back from a user's details returns to the same page. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const asked = Number(params.get('limit'));
  const limit = sizes.includes(asked) ? asked : pageSizes.adminUsersDefault;
  const search = params.get('search') ?? '';
  const update = (next: { page?: number; limit?: number; search?: string }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          const text = String(value);
          if (text === '' || (key === 'page' && value === 1) || (key === 'limit' && value === pageSizes.adminUsersDefault)) out.delete(key);
          else out.set(key, text);
        }
        return out;
      },
      { replace: true },
    );
  return { page, limit, search, update };
}

/** /admin/users: the summary, search and page size, the users, and the pages. */
export function UserManagement({ ownId }: { ownId: string | null }) {
  const { t } = useLingui();
  const { page, limit, search, update } = useListParams();
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text.trim(), SEARCH_SETTLE_MS);
  // A new search starts again at page 1.
  useEffect(() => {
    if (settled !== search) update({ search: settled, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the text searches
  }, [settled]);

  const query = useQuery(adminQueries.list({ page, limit, search }));
  const users = query.data?.users ?? [];
  const total = query.data?.total ?? 0;
  const totalPages = totalPagesOf(total, limit);
  const { from, to } = shownRange(page, limit, total);
  const loading = query.isFetching;

  // A page past the end (the last user of it deleted, say) moves back to the last page there is.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > totalPages) update({ page: totalPages });
  }, [query.data, query.isPlaceholderData, page, totalPages, update]);

  return (
    <div className="grid gap-6">
      <PageHeader title={t`User Management`} description={t`Find members, change their role, block or delete them.`} />
      <UsersSummary total={total} users={users} loading={query.isPending} search={search} />
      <Panel title={t`Users`}>
        <UsersToolbar
          search={text}
          onSearch={(value) => {
            setText(value);
            if (value === '') update({ search: '', page: 1 });
          }}
          limit={limit}
          onLimit={(size) => update({ limit: size, page: 1 })}
        />
        {query.isPending ? (
          <ListSkeleton rows={limit > 10 ? 8 : 5} />
        ) : query.isError && !query.data ? (
          <ReadFailure message={t`Failed to fetch users`} />
        ) : users.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            <Trans>No users found matching your search criteria.</Trans>
          </p>
        ) : (
          <div aria-busy={loading || undefined} className={loading ? 'opacity-70 transition-opacity' : undefined}>
            <UsersView users={users} ownId={ownId} />
          </div>
        )}
        <div className="flex flex-col items-center justify-between gap-3 border-t pt-4 lg:flex-row">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {search
              ? plural(total, { one: `Showing ${from} to ${to} of # users (filtered results)`, other: `Showing ${from} to ${to} of # users (filtered results)` })
              : plural(total, { one: `Showing ${from} to ${to} of # users`, other: `Showing ${from} to ${to} of # users` })}
          </p>
          <Pagination page={page} totalPages={totalPages} loading={loading} onPage={(next) => update({ page: next })} />
        </div>
      </Panel>
    </div>
  );
}
