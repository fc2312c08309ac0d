import { PRESET_CATEGORIES } from '@contract/limits';
import { cn } from '@/lib/cn';

/** A category as a chip shows it: its name, and its emoji or its colour. */
export interface CategoryChoice {
  name: string;
  color?: string | null;
  icon?: string | null;
}

/** The six presets, for a reader whose categories are not known (yet). */
export const PRESET_CHOICES: readonly CategoryChoice[] = PRESET_CATEGORIES.map((name) => ({ name }));

/** A toggle chip for one category: pressed when chosen. */
export function CategoryChip({ choice, pressed, onToggle }: { choice: CategoryChoice; pressed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'inline-flex h-8 max-w-full items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
      )}
    >
      {choice.icon ? (
        <span aria-hidden="true">{choice.icon}</span>
      ) : choice.color ? (
        <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full ring-1 ring-background" style={{ backgroundColor: choice.color }} />
      ) : null}
      <span className="truncate">{choice.name}</span>
    </button>
  );
}
