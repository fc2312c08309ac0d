import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import type { FeedExtraFilters } from '../model/feed-params';
import { FilterControls, type FilterControlsProps } from './filter-controls';

/** Phones: the filters in a bottom sheet; nothing changes until Apply Filters, Cancel leaves them as they were. */
export function FiltersSheet({
  open,
  onOpenChange,
  value,
  onApply,
  renderAuthorSearch,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: FeedExtraFilters;
  onApply: (next: FeedExtraFilters) => void;
  renderAuthorSearch: FilterControlsProps['renderAuthorSearch'];
  categories?: FilterControlsProps['categories'];
}) {
  const [staged, setStaged] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  // Every opening starts from the filters in force: what a Cancel left behind is gone.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStaged(value);
  }
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent>
        <DrawerHeader>
          <DrawerTitle>
            <Trans>Filters</Trans>
          </DrawerTitle>
          <DrawerDescription>
            <Trans>Narrow the feed to a category or a person.</Trans>
          </DrawerDescription>
        </DrawerHeader>
        <FilterControls value={staged} onChange={setStaged} renderAuthorSearch={renderAuthorSearch} categories={categories} />
        <div className="mt-6 grid grid-cols-[auto_auto_minmax(0,1fr)] gap-2">
          <Button variant="ghost" onClick={() => setStaged({})}>
            <Trans>Clear</Trans>
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => {
              onApply(staged);
              onOpenChange(false);
            }}
          >
            <Trans>Apply Filters</Trans>
          </Button>
        </div>
      </DrawerContent>
    </Drawer>
  );
}
