import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryNameField } from '@contract/desire';
import { Button } from '@/components/ui/button';
import { CategoryChip, type CategoryChoice } from '@/components/ui/category-chip';
import { Input } from '@/components/ui/input';
import { PRESET_LOOKS } from '@/lib/category-style';

/**
 * The member's categories (the presets until they are known) as toggles, and custom categories added
 * with the Add button or Enter: added only when something visible is left after tidying and not
 * chosen already (in any letter case); a name that is one of the member's categories chooses it.
 */
export function CategoryField({ value, onChange, choices = PRESET_LOOKS }: { value: string[]; onChange: (next: string[]) => void; choices?: readonly CategoryChoice[] }) {
  const { t } = useLingui();
  const [custom, setCustom] = useState('');
  const inputId = useId();
  const chosen = new Set(value.map((c) => c.toLowerCase()));
  const toggle = (name: string) => onChange(chosen.has(name.toLowerCase()) ? value.filter((c) => c.toLowerCase() !== name.toLowerCase()) : [...value, name]);
  const add = () => {
    // The contract's rule: trimmed, reordering characters gone, something visible left.
    const parsed = categoryNameField.safeParse(custom.slice(0, 50));
    setCustom('');
    if (!parsed.success || chosen.has(parsed.data.toLowerCase())) return;
    const known = choices.find((choice) => choice.name.toLowerCase() === parsed.data.toLowerCase());
    onChange([...value, known ? known.name : parsed.data]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the category; it must not send the whole form.
      event.preventDefault();
      add();
    }
  };
  const customChosen = value.filter((c) => !choices.some((choice) => choice.name.toLowerCase() === c.toLowerCase()));

  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t`Your categories`} className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <CategoryChip key={choice.name} choice={choice} pressed={chosen.has(choice.name.toLowerCase())} onToggle={() => toggle(choice.name)} />
        ))}
      </div>
      {customChosen.length > 0 ? (
        <ul aria-label={t`Other categories`} className="flex flex-wrap gap-2">
          {customChosen.map((name) => (
            <li key={name} className="inline-flex h-8 items-center gap-1 rounded-full bg-accent ps-3 pe-1 text-sm font-medium text-accent-foreground">
              {name}
              <button type="button" onClick={() => toggle(name)} className="rounded-full p-1 hover:bg-background/60" aria-label={t`Remove ${name}`}>
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Add your own category</Trans>
        </label>
        <Input id={inputId} value={custom} onChange={(e) => setCustom(e.target.value)} onKeyDown={onKeyDown} placeholder={t`Add your own category`} maxLength={50} />
        <Button variant="outline" onClick={add} disabled={!custom.trim()}>
          <Plus aria-hidden="true" /> <Trans>Add</Trans>
        </Button>
      </div>
    </div>
  );
}
