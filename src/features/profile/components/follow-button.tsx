import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useToggleFollow, type FollowOutcome } from '../api/mutations';
import { profileQueries } from '../api/queries';

/**
 * Follow / Following for another member. The caller decides who may see it (not oneself, not
 * admins, not visitors).
 */
export function FollowButton({ targetId, viewerId, className }: { targetId: string; viewerId: string; className?: string }) {
  const status = useQuery(profileQueries.followStatus(targetId));
  const { t } = useLingui();
  const onSettled = useCallback(
    (outcome: FollowOutcome) => {
      if (outcome.ok) toast.success(outcome.following ? t`Now following this user!` : t`Unfollowed user`);
      else toast.error(outcome.triedToFollow ? t`Failed to follow user` : t`Failed to unfollow user`, t`The change was undone.`);
    },
    [t],
  );
  const toggle = useToggleFollow(targetId, viewerId, onSettled);

  if (status.isError) {
    return (
      <Button variant="outline" className={className} onClick={() => void status.refetch()} loading={status.isFetching}>
        <UserPlus aria-hidden="true" />
        <Trans>Follow</Trans>
      </Button>
    );
  }
  if (!status.data) {
    return (
      <Button className={className} loading>
        <Trans>Follow</Trans>
      </Button>
    );
  }
  const following = status.data.isFollowing;
  return (
    <Button variant={following ? 'outline' : 'default'} className={cn('min-w-32', className)} onClick={() => void toggle()}>
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? t({ message: 'Following', context: 'the follow button, once pressed' }) : t`Follow`}
    </Button>
  );
}
