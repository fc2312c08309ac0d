import { useState, type ReactNode } from 'react';
import { FolderSearch, TextSearch } from 'lucide-react';
import type { Desire } from '@contract/desire';
import { DesireCard } from '@/features/desires/components/desire-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { countByStatus, filterDesires, STATUS_FILTERS, type StatusFilter } from './filter';

const countTiles = [
  { key: 'total', label: 'Total' },
  { key: 'desire', label: 'Desired' },
  { key: 'in_progress', label: 'In Progress' },
  { key: 'fulfilled', label: 'Fulfilled' },
] as const;

const selectClass =
  'h-10 w-full rounded-lg border bg-card px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 sm:w-44';

/**
 * A category's desires as a reader browses them: the four counts, a search over title and
 * description, the status filter, and the cards. `empty` is what shows when there are none at all.
 */
export function DesireBrowser({ desires, empty }: { desires: readonly Desire[]; empty: ReactNode }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const counts = countByStatus(desires);
  const shown = filterDesires(desires, search, status);

  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Desire counts">
        {countTiles.map((tile) => (
          <div key={tile.key} className="grid gap-0.5 rounded-xl border bg-card px-3 py-2">
            <dt className="text-xs font-medium text-muted-foreground">{tile.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{counts[tile.key]}</dd>
          </div>
        ))}
      </dl>
      {desires.length === 0 ? (
        empty
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative min-w-0 flex-1">
              <TextSearch className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input type="search" inset="left" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search desires..." aria-label="Search desires" />
            </div>
            <select aria-label="Status filter" className={cn(selectClass)} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
              {STATUS_FILTERS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={FolderSearch} title="No desires match your filters" text="Try another search or status." />
          ) : (
            <ul className="grid min-w-0 gap-4" aria-label="Desires">
              {shown.map((desire) => (
                <li key={desire._id} className="min-w-0">
                  <DesireCard desire={desire} headingLevel="h2" />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

export function DesireBrowserSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading desires">
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
