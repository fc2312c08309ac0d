import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Any number of choices as round chips: native checkboxes underneath, so Tab and Space work and a
 * screen reader hears "checkbox, checked" under the legend. `mark` puts a sign before a choice's name
 * (a category's emoji or colour); a name too long for the row is cut short.
 */
export function MultiChoiceChips({
  legend,
  choices,
  value,
  onChange,
  mark,
  hideLegend,
  className,
}: {
  legend: string;
  choices: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  mark?: (choice: string) => ReactNode;
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
              'relative inline-flex h-8 max-w-full shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
            )}
          >
            <input type="checkbox" checked={on} onChange={() => toggle(choice)} className="sr-only" />
            {mark?.(choice)}
            <span className="truncate">{choice}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
