import { Button } from '@/components/ui/button';
import type { FeedExtraFilters } from '../model/feed-params';
import { FilterControls, type RenderAuthorSearch } from './filter-controls';

/** Tablets and desktops: the filters open above the list and apply as they change. */
export function FiltersPanel({ id, value, onChange, renderAuthorSearch }: { id: string; value: FeedExtraFilters; onChange: (next: FeedExtraFilters) => void; renderAuthorSearch: RenderAuthorSearch }) {
  return (
    <section id={id} aria-label="Filters" className="grid gap-4 rounded-2xl border bg-card p-4">
      <FilterControls value={value} onChange={onChange} renderAuthorSearch={renderAuthorSearch} />
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={!value.category && !value.author}>
          Clear
        </Button>
      </div>
    </section>
  );
}
