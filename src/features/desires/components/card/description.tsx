import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { desireLimits } from '@contract/limits';
import { cn } from '@/lib/cn';

/**
 * Long descriptions (over 150 characters) start clamped to three lines with a More/Less toggle.
 * `long` is given where the text is filled in later (the first paint's copy of the card).
 */
export function Description({ text, long = text.length > desireLimits.descriptionCollapseAt }: { text: string; long?: boolean }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className="grid gap-1">
      <p id={id} dir="auto" className={cn('whitespace-pre-line wrap-anywhere text-left rtl:text-right text-[15px] leading-relaxed text-foreground/90', long && !expanded && 'line-clamp-3')}>
        {text}
      </p>
      {long ? (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={id}
          className="justify-self-start text-sm font-semibold text-primary hover:underline"
        >
          {expanded ? t`Less` : t`More`}
        </button>
      ) : null}
    </div>
  );
}
