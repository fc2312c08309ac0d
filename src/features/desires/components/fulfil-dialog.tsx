import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { desireLimits } from '@contract/limits';
import type { Desire } from '@contract/desire';
import { Button } from '@/components/ui/button';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { cutText } from '@/lib/format';
import { alreadyFulfilling, fulfilError } from '../api/error-messages';
import { useStartFulfillment } from '../api/fulfilment-mutations';
import { authorOf } from '../model/desire';
import { isSecretFromOwner } from '../model/gifting';
import { useDesireEnvironment } from './desire-environment';

/** An offer to fulfil: an optional message (up to 500) and the choice to stay anonymous. */
export function FulfilDialog({ desire, open, onOpenChange }: { desire: Desire; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { viewer } = useDesireEnvironment();
  const owner = authorOf(desire).fullName;
  const title = cutText(desire.title, desireLimits.fulfilTitleCut);
  const [message, setMessage] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const start = useStartFulfillment(viewer);
  const messageId = useId();
  const anonymousId = useId();
  const tooLong = message.trim().length > desireLimits.fulfilMessageMax;
  // An unrevealed surprise's owner sees no offer before the reveal: the toast says when they will.
  const secret = isSecretFromOwner(desire, viewer?._id);
  const offerNote = () => {
    if (anonymous) return secret ? t`You offered anonymously. ${owner} will see it when they reveal the surprise.` : t`You offered anonymously.`;
    return secret ? t`${owner} will see it when they reveal the surprise.` : t`${owner} will see your offer.`;
  };

  const submit = () => {
    if (start.isPending || tooLong) return;
    start.mutate(
      { desire, anonymous, message: message.trim() || undefined },
      {
        onSuccess: (result) => {
          if (result.alreadyFulfilled) {
            const notice = alreadyFulfilling();
            toast.error(notice.title, notice.description);
          } else toast.success(t`Fulfillment Started!`, offerNote());
          setMessage('');
          onOpenChange(false);
        },
        onError: (error) => {
          const notice = fulfilError(error, Boolean(viewer));
          toast.error(notice.title, notice.description);
          if (notice.close) onOpenChange(false);
        },
      },
    );
  };

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Fulfill Desire`}
      description={t`Offer to make "${title}" happen for ${owner}.`}
    >
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={messageId} className="text-sm font-medium">
            <Trans>
              Message <span className="font-normal text-muted-foreground">(optional)</span>
            </Trans>
          </label>
          <textarea
            id={messageId}
            rows={4}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder={t`Say how you'd like to help…`}
            aria-describedby={`${messageId}-count`}
            aria-invalid={tooLong || undefined}
            className="w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive md:text-sm"
          />
          <span id={`${messageId}-count`} className={cn('justify-self-end text-xs tabular-nums text-muted-foreground', tooLong && 'font-semibold text-destructive')}>
            {message.trim().length}/{desireLimits.fulfilMessageMax}
          </span>
        </div>
        <div className="flex items-start justify-between gap-4 rounded-xl border p-3">
          <div className="grid gap-0.5">
            <label htmlFor={anonymousId} className="text-sm font-medium">
              <Trans>Fulfill anonymously</Trans>
            </label>
            <p id={`${anonymousId}-hint`} className="text-xs text-muted-foreground">
              <Trans>
                Your name is shown to no one, not even <bdi>{owner}</bdi>.
              </Trans>
            </p>
          </div>
          <Switch id={anonymousId} checked={anonymous} onCheckedChange={setAnonymous} aria-describedby={`${anonymousId}-hint`} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={start.isPending} disabled={tooLong}>
            <Trans>Offer to Fulfill</Trans>
          </Button>
        </div>
      </form>
    </ResponsiveDialog>
  );
}
