import { Link } from 'react-router-dom';
import { MessageCircle, Pencil, Settings } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FollowButton } from './follow-button';

/** One's own profile: Edit Profile and Settings. */
export function OwnProfileActions() {
  return (
    <>
      <Link to={paths.profileEdit} className={buttonVariants()}>
        <Pencil aria-hidden="true" />
        Edit Profile
      </Link>
      <Link to={paths.settings} className={buttonVariants({ variant: 'outline' })}>
        <Settings aria-hidden="true" />
        Settings
      </Link>
    </>
  );
}

/** Another member's profile: Message (opens the chat with them) and Follow / Following. */
export function MemberActions({ targetId, viewerId, onFollowChanged }: { targetId: string; viewerId: string; onFollowChanged?: () => void }) {
  return (
    <>
      <Link to={paths.chatWith(targetId)} className={buttonVariants({ variant: 'outline' })}>
        <MessageCircle aria-hidden="true" />
        Message
      </Link>
      <FollowButton targetId={targetId} viewerId={viewerId} onChanged={onFollowChanged} />
    </>
  );
}
