import { useCallback, useEffect } from 'react';
import { Bookmark } from 'lucide-react';
import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Desire } from '@contract/desire';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { markExtraMissing, useExtraOffered } from '@/lib/extras';
import { canBeSaved, useToggleSave } from '../../api/saved';

/**
 * The bookmark: a toggle named "Save" whose pressed state says the desire is saved (its tooltip says
 * "Saved"). For members only; a desire answer without `isSaved` means the backend offers no saving,
 * and the bookmark and the Saved screen's menu entry hide.
 */
export function SaveButton({ desire, signedIn }: { desire: Desire; signedIn: boolean }) {
  const { t } = useLingui();
  const offered = useExtraOffered('saved');
  const answered = desire.isOptimistic || desire.isSaved !== null;
  useEffect(() => {
    if (!answered) markExtraMissing('saved');
  }, [answered]);
  const onError = useCallback(
    (triedToSave: boolean) => toast.error(triedToSave ? translate`Could not save the desire` : translate`Could not remove the desire from Saved`, translate`The change was undone.`),
    [],
  );
  const toggle = useToggleSave(onError);
  if (!signedIn || !offered || !canBeSaved(desire)) return null;
  const saved = desire.isSaved;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t`Save`}
      title={saved ? t`Saved` : t`Save`}
      onClick={() => toggle(desire)}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full transition-colors hover:bg-muted',
        saved ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      <Bookmark className={cn('size-4', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
