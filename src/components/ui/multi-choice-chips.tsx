import { cn } from '@/lib/cn';

/**
 * Any number of choices as round chips: native checkboxes underneath, so Tab and Space work and a
 * screen reader hears "checkbox, checked" under the legend.
 */
export function MultiChoiceChips({
  legend,
  choices,
  value,
  onChange,
  hideLegend,
  className,
}: {
  legend: string;
  choices: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  hideLegend?: boolean;
  className?: string;
}) {
  const toggle = (choice: string) => onChange(value.includes(choice) ? value.filter((v) => v !== choice) : [...value, choice]);
  return (
    <fieldset className={cn('flex flex-wrap items-center gap-2', className)}>
      <legend className={cn(hideLegend ? 'sr-only' : 'mb-2 text-sm font-medium')}>{legend}</legend>
      {choices.map((choice) => {
        const on = value.includes(choice);
        return (
          <label
            key={choice}
            className={cn(
              'relative inline-flex h-8 shrink-0 cursor-pointer items-center whitespace-nowrap rounded-full border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
            )}
          >
            <input type="checkbox" checked={on} onChange={() => toggle(choice)} className="sr-only" />
            {choice}
          </label>
        );
      })}
    </fieldset>
  );
}
