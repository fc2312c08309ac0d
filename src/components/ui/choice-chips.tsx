import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * One of a few choices as round chips: native radios underneath, so arrows move between them and a
 * screen reader hears "radio, 2 of 4" under the legend.
 */
export function ChoiceChips<T extends string>({
  legend,
  choices,
  value,
  onChange,
  className,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (next: T) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('flex gap-2', className)}>
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => {
        const on = choice.value === value;
        return (
          <label
            key={choice.value}
            className={cn(
              'relative inline-flex h-9 shrink-0 cursor-pointer items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
            )}
          >
            <input type="radio" name={name} value={choice.value} checked={on} onChange={() => onChange(choice.value)} className="sr-only" />
            {choice.label}
          </label>
        );
      })}
    </fieldset>
  );
}
