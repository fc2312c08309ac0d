import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

/** While any filter is on: how many of how many, and the way out. */
export function ActiveFiltersBanner({ shown, total, onClearAll }: { shown: number; total: number; onClearAll: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-accent px-4 py-2.5 text-sm text-accent-foreground">
      <span>
        <Plural value={total} one={`Showing ${shown} of # desires`} other={`Showing ${shown} of # desires`} />
      </span>
      <Button variant="link" size="sm" onClick={onClearAll}>
        <Trans>Clear All Filters</Trans>
      </Button>
    </div>
  );
}
