import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CategoryChip, type CategoryChoice } from '@/components/ui/category-chip';
import { PRESET_LOOKS } from '@/lib/category-style';
import type { AuthorFilter, FeedExtraFilters } from '../model/feed-params';

export type RenderAuthorSearch = (onSelect: (author: AuthorFilter) => void) => ReactNode;

export interface FilterControlsProps {
  value: FeedExtraFilters;
  onChange: (next: FeedExtraFilters) => void;
  renderAuthorSearch: RenderAuthorSearch;
  /** the member's own categories, each with its emoji or colour (the presets until they are known, or for a visitor) */
  categories?: readonly CategoryChoice[];
}

/** The filters themselves: one category, one author (found with the app's user search). */
export function FilterControls({ value, onChange, renderAuthorSearch, categories = PRESET_LOOKS }: FilterControlsProps) {
  // A chosen category that is not (or no longer) among the chips still shows, so it can be cleared.
  const { t } = useLingui();
  const chosen = value.category;
  const authorName = value.author?.name;
  const chips = chosen && !categories.some((choice) => choice.name === chosen) ? [...categories, { name: chosen }] : categories;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Category</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {chips.map((choice) => {
            const on = value.category === choice.name;
            return <CategoryChip key={choice.name} choice={choice} pressed={on} onToggle={() => onChange({ ...value, category: on ? undefined : choice.name })} />;
          })}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <span className="text-sm font-medium">
          <Trans>Author</Trans>
        </span>
        {value.author ? (
          <span className="inline-flex h-8 items-center gap-1 justify-self-start rounded-full bg-accent ps-3 pe-1 text-sm font-medium text-accent-foreground">
            <span className="sr-only">
              <Trans>Filtered User:</Trans>
            </span>
            {value.author.name}
            <button type="button" onClick={() => onChange({ ...value, author: undefined })} className="rounded-full p-1 hover:bg-background/60" aria-label={t`Stop filtering by ${authorName}`}>
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
