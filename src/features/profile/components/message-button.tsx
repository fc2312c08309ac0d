import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { CHAT_MESSAGES } from '@contract/chat';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@contract/pages/paths';
import { profileQueries } from '../api/queries';
import { canStartChat } from '../model/rules';

/**
 * Message on another member's profile: a link to the chat with them when a chat can start (either
 * follows the other), otherwise a disabled button with the reason beneath it. It follows the follow
 * button at once, and the member's own followers list when someone follows them (live). When the
 * follow status or the list cannot be read, the link stays: the chat screen then says what it hears.
 */
export function MessageButton({ targetId, viewerId }: { targetId: string; viewerId: string }) {
  const reasonId = useId();
  const status = useQuery(profileQueries.followStatus(targetId));
  const following = status.data?.isFollowing;
  // Only needed when the viewer does not follow them: does the member follow the viewer?
  const followers = useQuery({ ...profileQueries.connectionList(viewerId, 'followers'), enabled: following === false });
  const unknown = status.isError || followers.isError;
  const open = unknown || canStartChat(targetId, following, followers.data);

  if (open) {
    return (
      <Link to={paths.chatWith(targetId)} className={buttonVariants({ variant: 'outline' })}>
        <MessageCircle aria-hidden="true" />
        <Trans context="a button that opens a chat with the member">Message</Trans>
      </Link>
    );
  }
  const settled = open === false;
  return (
    <>
      <Button variant="outline" disabled aria-describedby={settled ? reasonId : undefined}>
        <MessageCircle aria-hidden="true" />
        <Trans context="a button that opens a chat with the member">Message</Trans>
      </Button>
      {settled ? (
        // Its own row under the buttons (order-last: after Follow too), whatever the width.
        <p id={reasonId} className="order-last w-full basis-full text-sm text-muted-foreground sm:text-end">
          {CHAT_MESSAGES.notConnected}
        </p>
      ) : null}
    </>
  );
}
