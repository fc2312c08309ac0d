import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { pageSizes } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';

/** The search box (with Clear Search while it holds text) and the page-size selector. */
export function UsersToolbar({
  search,
  onSearch,
  limit,
  onLimit,
}: {
  search: string;
  onSearch: (text: string) => void;
  limit: number;
  onLimit: (limit: number) => void;
}) {
  const { t } = useLingui();
  const sizeId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchInput
        className="min-w-0 flex-1 basis-56"
        label={t`Search users`}
        placeholder={t`Search by name or email...`}
        value={search}
        maxLength={100}
        onChange={(event) => onSearch(event.target.value)}
      />
      {search ? (
        <Button variant="outline" onClick={() => onSearch('')}>
          <X aria-hidden="true" />
          <Trans>Clear Search</Trans>
        </Button>
      ) : null}
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="whitespace-nowrap text-sm text-muted-foreground">
          <Trans>Per page</Trans>
        </label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          className="h-11 rounded-lg border border-input bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25"
        >
          {pageSizes.adminUsers.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
