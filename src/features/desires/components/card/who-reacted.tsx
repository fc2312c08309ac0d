import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WhoReacted } from '@contract/who-reacted';
import { paths } from '@contract/pages/paths';
import { Avatar } from '@/components/ui/avatar';
import { LoadFailed } from '@/components/ui/load-failed';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { RowSkeletons } from '@/components/ui/row-skeletons';
import { whoReactedQuery } from '../../api/who-reacted';
import { useDesireEnvironment } from '../desire-environment';

const rowClass = 'flex items-center gap-3 rounded-xl px-2 py-2';

/** One reaction: who made it, linking to their profile, and the emoji. */
function Row({ reaction, onLeave }: { reaction: WhoReacted; onLeave: () => void }) {
  const { t } = useLingui();
  const { viewer } = useDesireEnvironment();
  // A backend without the `user` extra names nobody; the reader's own reaction is still theirs.
  const who = reaction.user ?? (viewer?._id === reaction.userId ? viewer : null);
  const emoji = <span className="ms-auto text-xl leading-none">{reaction.emoji}</span>;
  if (!who) {
    return (
      <li className={rowClass}>
        <Avatar name="?" size="md" />
        <span className="text-muted-foreground">{t`A member`}</span>
        {emoji}
      </li>
    );
  }
  return (
    <li>
      <Link to={paths.member(who._id)} onClick={onLeave} className={`${rowClass} transition-colors hover:bg-muted focus-visible:bg-muted`}>
        <Avatar name={who.fullName} src={who.profileImage} size="md" />
        <span dir="auto" className="min-w-0 truncate font-semibold">
          {who.fullName}
        </span>
        {emoji}
      </Link>
    </li>
  );
}

/**
 * Who reacted to a desire with which emoji, oldest first (members the reader blocked or muted, and
 * those who blocked them, are left out by the server); a bottom sheet on phones. Opened from the
 * reactions count on a desire's card.
 */
export function WhoReactedDialog({ desireId, onOpenChange }: { desireId: string; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const list = useQuery(whoReactedQuery(desireId));
  return (
    <ResponsiveDialog open onOpenChange={onOpenChange} title={t`Who reacted`} className="md:max-w-md">
      <div className="min-h-40 md:max-h-[55dvh] md:overflow-y-auto" aria-busy={list.isPending || undefined}>
        {list.isPending ? (
          <RowSkeletons rows={3} rowClassName={rowClass} lineWidths={['w-32', 'w-16']} />
        ) : list.isError ? (
          <LoadFailed compact title={t`Failed to fetch reactions`} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            <Trans>No reactions to show</Trans>
          </p>
        ) : (
          <ul aria-label={t`Who reacted`} className="grid gap-0.5">
            {list.data.map((reaction) => (
              <Row key={reaction._id} reaction={reaction} onLeave={() => onOpenChange(false)} />
            ))}
          </ul>
        )}
      </div>
    </ResponsiveDialog>
  );
}
