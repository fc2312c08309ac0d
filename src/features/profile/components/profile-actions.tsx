import { Link } from 'react-router-dom';
import { Pencil, Settings } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@contract/pages/paths';
import { FollowButton } from './follow-button';
import { MessageButton } from './message-button';

/** One's own profile: Edit Profile and Settings. */
export function OwnProfileActions() {
  return (
    <>
      <Link to={paths.profileEdit} className={buttonVariants()}>
        <Pencil aria-hidden="true" />
        <Trans>Edit Profile</Trans>
      </Link>
      <Link to={paths.settings} className={buttonVariants({ variant: 'outline' })}>
        <Settings aria-hidden="true" />
        <Trans>Settings</Trans>
      </Link>
    </>
  );
}

/** Another member's profile: Message (opens the chat with them, when one can start) and Follow / Following. */
export function MemberActions({ targetId, viewerId }: { targetId: string; viewerId: string }) {
  return (
    <>
      <MessageButton targetId={targetId} viewerId={viewerId} />
      <FollowButton targetId={targetId} viewerId={viewerId} />
    </>
  );
}
