import { cn } from '@/lib/cn';

/**
 * The rows of a list of people or notices while it loads: a round picture and two lines each, so that
 * nothing jumps when the rows arrive. With a `label` the list says it is busy (a screen's only content);
 * without one it is hidden from assistive technology (a dialog's, whose title already speaks).
 */
export function RowSkeletons({
  rows,
  label,
  rowClassName,
  pictureClassName = 'size-10',
  lineWidths,
}: {
  rows: number;
  label?: string;
  rowClassName: string;
  pictureClassName?: string;
  /** The widths of the two lines, as Tailwind classes. */
  lineWidths: [string, string];
}) {
  const announced = label ? { 'aria-busy': true, 'aria-label': label } : { 'aria-hidden': true };
  return (
    <ul className={cn('grid', label ? 'gap-2' : 'gap-1')} {...announced}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={rowClassName}>
          <span className={cn('shrink-0 animate-pulse rounded-full bg-muted', pictureClassName)} />
          <span className="grid flex-1 gap-2">
            <span className={cn('h-4 animate-pulse rounded bg-muted', lineWidths[0])} />
            <span className={cn('h-3 animate-pulse rounded bg-muted', lineWidths[1])} />
          </span>
        </li>
      ))}
    </ul>
  );
}
