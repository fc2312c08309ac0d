import { Suspense, useState } from 'react';
import { EyeOff, PartyPopper } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Desire } from '@contract/desire';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorText } from '@/lib/known-messages';
import { lazyPart } from '@/lib/lazy-part';
import { useReveal } from '../../api/gifting-mutations';
import { authorOf } from '../../model/desire';

const ConfirmDialog = lazyPart(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));


/** What givers read on someone else's surprise: the owner does not see offers and pledges yet. */
export function SurpriseHint({ desire }: { desire: Pick<Desire, 'userId'> }) {
  const owner = authorOf(desire).fullName;
  return (
    <p className="flex min-w-0 items-start gap-2 rounded-xl bg-violet-50 px-3 py-2 text-sm text-violet-950 dark:bg-violet-400/10 dark:text-violet-100">
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <Trans>
          <strong className="font-semibold">Surprise: keep it secret.</strong> <bdi>{owner}</bdi> does not see offers and pledges until they reveal them.
        </Trans>
      </span>
    </p>
  );
}

/** The owner's Reveal: after a confirmation, they see who offered and pledged. */
export function RevealButton({ desire }: { desire: Pick<Desire, '_id' | 'title'> }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const title = desire.title;
  const reveal = useReveal({
    revealed: () => toast.success(t`Surprise revealed`, t`You now see who offered and pledged for "${title}".`),
    failed: (error) => toast.error(t`Could not reveal the surprise`, errorText(error) ?? t`Something went wrong. Please try again.`),
  });
  const onConfirm = () => reveal.mutate(desire._id, { onSettled: () => setAsking(false) });
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        <PartyPopper aria-hidden="true" />
        <Trans>Reveal</Trans>
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t`Reveal what your friends are planning?`}
            description={t`You will see who offered and pledged, and how much. It stays revealed: this cannot be undone.`}
            confirmLabel={t`Reveal`}
            confirmVariant="default"
            onConfirm={onConfirm}
            busy={reveal.isPending}
          />
        </Suspense>
      ) : null}
    </>
  );
}
