import { VolumeX, MessageCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Chat } from '@contract/chat';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { chatTitle, otherParticipant, showsUnreadDot } from '../model/chat';
import { chatTimeLabel } from '../model/time-label';
import { LoadFailed } from '@/components/ui/load-failed';

interface ChatListProps {
  chats: Chat[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  viewerId: string;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
  now?: number;
}

/** The conversations, newest activity first: a list of buttons, the selected one marked current. */
export function ChatList({ chats, loading, failed, retrying, onRetry, viewerId, selectedId, onSelect, now }: ChatListProps) {
  const { t } = useLingui();
  if (!chats) {
    if (failed) {
      return (
        <LoadFailed compact title={t`Failed to load conversations`} retryLabel={t`Retry`} retrying={retrying} onRetry={onRetry} />
      );
    }
    return loading ? <ChatListSkeleton /> : null;
  }
  if (chats.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <MessageCircle className="size-6" aria-hidden="true" />
        </span>
        <h2 className="font-semibold">
          <Trans>No conversations yet</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Start a new chat to get started</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul aria-label={t`Conversations`} className="grid gap-0.5 p-2">
      {chats.map((chat) => (
        <li key={chat._id}>
          <ChatRow chat={chat} viewerId={viewerId} selected={chat._id === selectedId} unread={showsUnreadDot(chat, viewerId, selectedId)} onSelect={onSelect} now={now} />
        </li>
      ))}
    </ul>
  );
}

function ChatRow({ chat, viewerId, selected, unread, onSelect, now }: { chat: Chat; viewerId: string; selected: boolean; unread: boolean; onSelect: (id: string) => void; now?: number }) {
  const title = chatTitle(chat, viewerId);
  const other = otherParticipant(chat, viewerId);
  const preview = chat.lastMessage?.content ?? '';
  return (
    <button
      type="button"
      onClick={() => onSelect(chat._id)}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full min-w-0 items-center gap-3 rounded-xl px-3 py-2.5 text-start transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
        selected && 'bg-accent text-accent-foreground hover:bg-accent',
      )}
    >
      <Avatar name={title} src={other?.profileImage} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <span dir="auto" className={cn('min-w-0 flex-1 truncate text-sm text-left rtl:text-right', unread ? 'font-bold' : 'font-semibold')}>{title}</span>
          {chat.settings?.muted ? (
            <span className="shrink-0 text-muted-foreground">
              <VolumeX className="size-3.5" aria-hidden="true" />
              <span className="sr-only">
                <Trans>, muted</Trans>
              </span>
            </span>
          ) : null}
          {chat.lastMessage ? (
            <time dateTime={chat.lastMessage.timestamp} className="shrink-0 text-xs text-muted-foreground">
              {chatTimeLabel(chat.lastMessage.timestamp, now)}
            </time>
          ) : null}
        </span>
        <span className="flex min-w-0 items-center gap-2">
          <span dir="auto" className={cn('min-w-0 flex-1 truncate text-sm text-left rtl:text-right', unread ? 'text-foreground' : 'text-muted-foreground')}>{preview}</span>
          {unread ? (
            <span className="size-2.5 shrink-0 rounded-full bg-destructive" data-testid="unread-dot">
              <span className="sr-only">
                <Trans>, unread</Trans>
              </span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}

function ChatListSkeleton() {
  return (
    <div role="status" className="grid gap-2 p-3">
      <span className="sr-only">
        <Trans>Loading conversations...</Trans>
      </span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden="true" className="flex animate-pulse items-center gap-3 px-1 py-1.5">
          <div className="size-10 rounded-full bg-muted" />
          <div className="grid flex-1 gap-2">
            <div className="h-3 w-24 rounded bg-muted" />
            <div className="h-3 w-3/4 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
