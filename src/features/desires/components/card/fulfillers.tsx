import { Link } from 'react-router-dom';
import { EyeOff, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DesireStatus, Fulfillment } from '@contract/desire';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@contract/pages/paths';
import { toast } from '@/components/ui/toast';
import { errorText } from '@/lib/known-messages';
import { useWithdrawOffer, withdrawalNotOffered } from '../../api/gifting-mutations';

// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
const chip = 'inline-flex h-8 items-center gap-2 rounded-full border bg-card ps-1 pe-3 text-sm font-medium';

/** The maker of an offer on a surprise takes it back (an extra call: a backend without it says so). */
function WithdrawOffer({ desireId }: { desireId: string }) {
  const { t } = useLingui();
  const withdraw = useWithdrawOffer();
  return (
    <button
      type="button"
      disabled={withdraw.isPending}
      onClick={() =>
        withdraw.mutate(desireId, {
          onSuccess: () => toast.success(t`Your offer is withdrawn`),
          onError: (error) =>
            toast.error(t`Your offer could not be withdrawn`, withdrawalNotOffered(error) ? t`This server does not let offers be taken back.` : (errorText(error) ?? t`Something went wrong. Please try again.`)),
        })
      }
      className="h-8 rounded-full px-2.5 text-sm font-medium text-muted-foreground underline-offset-4 hover:bg-muted hover:text-foreground hover:underline disabled:opacity-50"
    >
      <Trans>Withdraw my offer</Trans>
    </button>
  );
}

/**
 * Who is fulfilling (or fulfilled) the desire. Anonymous offers show "Anonymous User", never a link;
 * a fulfiller whose account is gone (no name, not anonymous) shows "Unknown User", never a link.
 * `withdrawable` (a surprise's id): the reader's own offer in progress can be taken back.
 */
export function Fulfillers({ fulfillments, status, viewerId, withdrawable }: { fulfillments: Fulfillment[]; status: DesireStatus; viewerId: string | null; withdrawable?: string }) {
  const { t } = useLingui();
  if (fulfillments.length === 0 || status === 'desire') return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">{status === 'fulfilled' ? t`Fulfilled by` : t`Being fulfilled by`}</span>
      {fulfillments.map((f) => {
        if (!f.userId) {
          return (
            <span key={f._id} className={chip}>
              <span className="flex size-6 items-center justify-center rounded-full bg-muted text-muted-foreground">
                {f.anonymous ? <EyeOff className="size-3.5" aria-hidden="true" /> : <UserRound className="size-3.5" aria-hidden="true" />}
              </span>
              {f.anonymous ? t`Anonymous User` : t`Unknown User`}
            </span>
          );
        }
        const you = f.userId._id === viewerId;
        const link = (
          <Link key={f._id} to={paths.member(f.userId._id)} className={`${chip} hover:bg-muted`}>
            <Avatar name={f.userId.fullName} src={f.userId.profileImage} size="xs" />
            {you ? (f.anonymous ? t`You (anonymously)` : t`You`) : f.userId.fullName}
          </Link>
        );
        if (!you || !withdrawable || status !== 'in_progress' || f._id.startsWith('temp-')) return link;
        return (
          <span key={f._id} className="inline-flex flex-wrap items-center gap-1">
            {link}
            <WithdrawOffer desireId={withdrawable} />
          </span>
        );
      })}
    </div>
  );
}
