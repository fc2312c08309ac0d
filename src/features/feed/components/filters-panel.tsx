import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FilterControls, type FilterControlsProps } from './filter-controls';

/** Tablets and desktops: the filters open above the list and apply as they change. */
export function FiltersPanel({ id, ...controls }: FilterControlsProps & { id: string }) {
  const { value, onChange } = controls;
  const { t } = useLingui();
  return (
    <section id={id} aria-label={t`Filters`} className="grid gap-4 rounded-2xl border bg-card p-4">
      <FilterControls {...controls} />
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={!value.category && !value.author}>
          <Trans>Clear</Trans>
        </Button>
      </div>
    </section>
  );
}
