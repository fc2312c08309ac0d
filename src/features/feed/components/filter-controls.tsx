import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { PRESET_CATEGORIES } from '@contract/limits';
import { cn } from '@/lib/cn';
import type { AuthorFilter, FeedExtraFilters } from '../model/feed-params';

export type RenderAuthorSearch = (onSelect: (author: AuthorFilter) => void) => ReactNode;

/** The filters themselves: one category, one author (found with the app's user search). */
export function FilterControls({ value, onChange, renderAuthorSearch }: { value: FeedExtraFilters; onChange: (next: FeedExtraFilters) => void; renderAuthorSearch: RenderAuthorSearch }) {
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Category</legend>
        <div className="flex flex-wrap gap-2">
          {PRESET_CATEGORIES.map((name) => {
            const on = value.category === name;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ ...value, category: on ? undefined : name })}
                className={cn('h-8 rounded-full border px-3 text-sm font-medium transition-colors', on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted')}
              >
                {name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <span className="text-sm font-medium">Author</span>
        {value.author ? (
          <span className="inline-flex h-8 items-center gap-1 justify-self-start rounded-full bg-accent pl-3 pr-1 text-sm font-medium text-accent-foreground">
            <span className="sr-only">Filtered User:</span>
            {value.author.name}
            <button type="button" onClick={() => onChange({ ...value, author: undefined })} className="rounded-full p-1 hover:bg-background/60" aria-label={`Stop filtering by ${value.author.name}`}>
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        ) : (
          renderAuthorSearch((author) => onChange({ ...value, author }))
        )}
      </div>
    </div>
  );
}
