import { Gift } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** The owner's mark on a surprise of theirs that is not revealed yet: its icon alone on phones, the word read out still. */
export function SurpriseBadge() {
  return (
    <span className="inline-flex h-6 shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-violet-100 px-1.5 sm:px-2.5 text-xs font-semibold text-violet-900 dark:bg-violet-400/15 dark:text-violet-200">
      <Gift className="size-3.5" aria-hidden="true" />
      <span className="max-sm:sr-only">
        <Trans>Surprise</Trans>
      </span>
    </span>
  );
}
