import { useId, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * Scrolls a row of chips sideways, and only the row, so that the chip lies wholly inside it (the nearest
 * way, as `scrollIntoView({ inline: 'nearest' })` would, without ever moving the page up or down).
 */
function revealInRow(row: HTMLElement, chip: HTMLElement) {
  if (row.scrollWidth <= row.clientWidth) return;
  const style = getComputedStyle(row);
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  const left = rowBox.left + row.clientLeft + parseFloat(style.paddingLeft);
  const right = rowBox.left + row.clientLeft + row.clientWidth - parseFloat(style.paddingRight);
  if (chipBox.left < left) row.scrollLeft -= left - chipBox.left;
  else if (chipBox.right > right) row.scrollLeft += Math.min(chipBox.right - right, chipBox.left - left);
}

/**
 * One of a few choices as round chips: native radios underneath, so arrows move between them and a
 * screen reader hears "radio, 2 of 4" under the legend. When the row is narrower than its chips it
 * scrolls sideways, and the chosen chip is brought into view (a link may open with any one chosen).
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
  const row = useRef<HTMLFieldSetElement>(null);
  // Measured in the next frame, before it paints: measuring the row in the commit laid out the whole
  // page inside the task that mounted the screen (33 ms of the feed's first render on a slow phone),
  // and the frame lays it out anyway.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const chosen = row.current?.querySelector('input:checked')?.parentElement;
      if (row.current && chosen) revealInRow(row.current, chosen);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <fieldset ref={row} className={cn('flex gap-2', className)}>
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
