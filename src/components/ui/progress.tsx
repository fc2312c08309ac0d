import { cn } from '@/lib/cn';

/** A determinate bar from 0 to 1, or an indeterminate one when value is null; `valueText` says the value in words ("€40 of €100"). */
export function Progress({ value, label, valueText, className }: { value: number | null; label: string; valueText?: string; className?: string }) {
  const percent = value === null ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-brand transition-[width] duration-200', percent === undefined && 'w-2/5 animate-progress-indeterminate')}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
