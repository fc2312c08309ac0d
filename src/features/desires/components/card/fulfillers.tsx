import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { EyeOff, UserRound } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { DesireStatus, Fulfillment } from '@contract/desire';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@contract/pages/paths';
import { lazyPart } from '@/lib/lazy-part';

// Only the maker of an offer on a surprise sees it: it loads when first shown.
const WithdrawOffer = lazyPart(() => import('./withdraw-offer').then((m) => m.WithdrawOffer));

// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
const chip = 'inline-flex h-8 items-center gap-2 rounded-full border bg-card ps-1 pe-3 text-sm font-medium';

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
            <Suspense fallback={null}>
              <WithdrawOffer desireId={withdrawable} />
            </Suspense>
          </span>
        );
      })}
    </div>
  );
}
