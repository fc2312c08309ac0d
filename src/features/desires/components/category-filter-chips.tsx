import { useLingui } from '@lingui/react/macro';
import { MultiChoiceChips } from '@/components/ui/multi-choice-chips';
import type { CategoryLook } from '@/lib/category-style';

/** The category multi-select, each chip with the reader's own category's emoji or colour where there is one. */
export function CategoryFilterChips({ choices, looks, value, onChange }: { choices: readonly string[]; looks?: readonly CategoryLook[]; value: readonly string[]; onChange: (next: string[]) => void }) {
  const { t } = useLingui();
  const mark = (choice: string) => {
    const look = looks?.find((l) => l.name === choice);
    if (look?.icon) return <span aria-hidden="true">{look.icon}</span>;
    if (look) return <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full ring-1 ring-background" style={{ backgroundColor: look.color }} />;
    return null;
  };
  return <MultiChoiceChips legend={t`Categories`} hideLegend choices={choices} value={value} onChange={onChange} mark={mark} />;
}
