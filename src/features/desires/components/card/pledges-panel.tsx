import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EyeOff, HandCoins } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Desire } from '@contract/desire';
import type { PledgeGiver, Pledges, Price } from '@contract/gifting';
import { paths } from '@contract/pages/paths';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { lazyPart } from '@/lib/lazy-part';
import { usePledge } from '../../api/gifting-mutations';
import { formatMoney, leftFor } from '../../model/gifting';
import { useDesireEnvironment } from '../desire-environment';

const PledgeDialog = lazyPart(() => import('../pledge-dialog').then((m) => m.PledgeDialog));
const ConfirmDialog = lazyPart(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

interface PledgesPanelProps {
  desire: Desire;
  price: Price;
  /** null: the reader may not see them (the owner, before a surprise's reveal). */
  pledges: Pledges | null;
  own: boolean;
  /** Whether givers may still chip in (not on a fulfilled desire, nor a copy still being sent). */
  open: boolean;
}

/** A priced desire's giving together: how much of the price is pledged, by whom, and the reader's own part. */
export function PledgesPanel({ desire, price, pledges, own, open }: PledgesPanelProps) {
  const { t } = useLingui();
  const { viewer, requireLogin } = useDesireEnvironment();
  const [dialog, setDialog] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const pledge = usePledge(viewer);
  const headingId = useId();
  const priceText = formatMoney(price.amount, price.currency);

  if (!pledges) {
    return (
      <p className="text-sm">
        <Trans>
          Price: <span className="font-semibold">{priceText}</span>
        </Trans>
      </p>
    );
  }

  const pledged = formatMoney(pledges.total, price.currency);
  const count = pledges.count;
  const left = leftFor(price, pledges);
  const full = left <= 0 && pledges.mine === null;
  const mine = pledges.mine;
  const mineText = mine === null ? '' : formatMoney(mine, price.currency);
  const withdraw = () =>
    pledge.mutate(
      { desireId: desire._id, part: null },
      {
        onSuccess: () => toast.success(t`Your pledge is withdrawn`),
        onError: () => toast.error(t`Could not withdraw your pledge`, t`Your part is back as it was.`),
        onSettled: () => setWithdrawing(false),
      },
    );

  return (
    // A group, not a landmark: a feed holds many of these, and landmarks must each have their own name.
    <div role="group" aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-xl border p-3">
      <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        {/* Not a heading: the card's title is an h1, h2 or h3 by where the card is. */}
        <p id={headingId} className="flex items-center gap-1.5 text-sm font-semibold">
          <HandCoins className="size-4 text-muted-foreground" aria-hidden="true" />
          <Trans>Giving together</Trans>
        </p>
        {/* Each part stays whole where the line wraps; the dot goes with the count. */}
        <p className="flex min-w-0 flex-wrap gap-x-1.5 text-sm text-muted-foreground">
          <span className="whitespace-nowrap">
            <Trans>
              <span className="font-semibold text-foreground">{pledged}</span> of {priceText}
            </Trans>
          </span>{' '}
          <span className="whitespace-nowrap">
            {'· '}
            <Plural value={count} one="# giver" other="# givers" />
          </span>
        </p>
      </div>
      <Progress value={price.amount > 0 ? pledges.total / price.amount : 0} label={t`Pledged`} valueText={t`${pledged} of ${priceText} pledged`} />

      {mine !== null ? (
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-2 text-sm">
          <p className="min-w-0">
            <Trans>
              Your part: <span className="font-semibold">{mineText}</span>
            </Trans>
          </p>
          {/* Apart enough that a thumb meant for one does not land on the other. */}
          <div className="flex flex-wrap gap-4">
            <Button size="sm" variant="outline" disabled={pledge.isPending} onClick={() => setDialog(true)}>
              <Trans>Change</Trans>
            </Button>
            <Button size="sm" variant="ghost" disabled={pledge.isPending} onClick={() => setWithdrawing(true)}>
              <Trans>Withdraw</Trans>
            </Button>
          </div>
        </div>
      ) : !own && open ? (
        full ? (
          <p className="text-sm font-medium">
            <Trans>Fully pledged. Thank you, everyone!</Trans>
          </p>
        ) : (
          <Button size="sm" className="justify-self-start" onClick={() => (viewer ? setDialog(true) : requireLogin('pledge'))}>
            <HandCoins aria-hidden="true" />
            <Trans>Chip in</Trans>
          </Button>
        )
      ) : null}

      {pledges.givers.length > 0 ? <Givers givers={pledges.givers} currency={price.currency} viewerId={viewer?._id ?? null} /> : null}

      {dialog ? (
        <Suspense fallback={null}>
          <PledgeDialog desire={desire} price={price} pledges={pledges} open={dialog} onOpenChange={setDialog} />
        </Suspense>
      ) : null}
      {withdrawing ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={withdrawing}
            onOpenChange={setWithdrawing}
            title={t`Withdraw your part?`}
            description={t`Your ${mineText} and your message are taken back. You can chip in again while the price is open.`}
            confirmLabel={t`Withdraw`}
            onConfirm={withdraw}
            busy={pledge.isPending}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function Givers({ givers, currency, viewerId }: { givers: PledgeGiver[]; currency: string; viewerId: string | null }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Givers`} className="grid gap-2">
      {givers.map((giver, index) => {
        const you = giver.userId !== null && giver.userId._id === viewerId;
        const name = giver.userId === null ? t`Anonymous User` : you ? (giver.anonymous ? t`You (anonymously)` : t`You`) : giver.userId.fullName;
        return (
          // The message follows the name on the start side; the amount keeps to the end.
          <li key={giver.userId?._id ?? `anonymous-${index}`} className="flex min-w-0 items-start gap-2 text-sm">
            {giver.userId ? (
              <Avatar name={giver.userId.fullName} src={giver.userId.profileImage} size="xs" />
            ) : (
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <EyeOff className="size-3.5" aria-hidden="true" />
              </span>
            )}
            <div className="grid min-w-0 flex-1 gap-0.5">
              {giver.userId && !you ? (
                <Link to={paths.member(giver.userId._id)} dir="auto" className="min-w-0 truncate text-left font-medium hover:underline rtl:text-right">
                  {name}
                </Link>
              ) : (
                <span dir="auto" className="min-w-0 truncate text-left font-medium rtl:text-right">
                  {name}
                </span>
              )}
              {giver.message ? (
                <p dir="auto" className="text-left text-muted-foreground wrap-anywhere rtl:text-right">
                  {giver.message}
                </p>
              ) : null}
            </div>
            <span className="shrink-0 whitespace-nowrap tabular-nums">{formatMoney(giver.amount, currency)}</span>
          </li>
        );
      })}
    </ul>
  );
}
