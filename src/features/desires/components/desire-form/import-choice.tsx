import { useId } from 'react';
import { useLingui as useLanguage } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { replaceQuestion, type ImportedField } from './import-merge';

/**
 * Asks before an import replaces what the member typed: inline, under the import box, because a
 * second modal over the form would hide the very fields it asks about.
 */
export function ImportChoice({ fields, onReplace, onKeep }: { fields: readonly ImportedField[]; onReplace: () => void; onKeep: () => void }) {
  // Speaks again when the language changes.
  useLanguage();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border bg-card px-3 py-2">
      <p id={id} className="min-w-0 text-sm font-medium">
        {replaceQuestion(fields)}
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onReplace}>
          <Trans>Replace</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onKeep}>
          <Trans>Keep mine</Trans>
        </Button>
      </div>
    </div>
  );
}
