import { Ban } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { CHAT_MESSAGES, type Chat } from '@contract/chat';
import { Button } from '@/components/ui/button';

/**
 * In place of the message box while either side has blocked the other (the blocker may lift it here),
 * or while the other's account is out of reach.
 */
export function BlockedNotice({ chat, onUnblock, busy }: { chat: Pick<Chat, 'settings' | 'blockedByOther' | 'otherUnavailable'>; onUnblock: () => void; busy: boolean }) {
  const mine = !chat.otherUnavailable && (chat.settings?.blocked ?? false);
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-3 border-t bg-muted/40 px-4 py-3 text-center text-sm text-muted-foreground">
      <Ban className="size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0">{chat.otherUnavailable ? CHAT_MESSAGES.otherUnavailable : mine ? CHAT_MESSAGES.blockedByMe : CHAT_MESSAGES.blockedByOther}</p>
      {mine ? (
        <Button variant="outline" size="sm" loading={busy} onClick={onUnblock}>
          <Trans>Unblock</Trans>
        </Button>
      ) : null}
    </div>
  );
}
