import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AlertCircle, ArrowLeft, SquarePen } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatParticipant } from '@contract/chat';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useIsDesktop, useIsTabletUp } from '@/lib/use-media-query';
import { useStartChat } from '../api/mutations';
import { startChatFailure } from '../model/start-failure';
import { ChatList } from './chat-list';
import { ChatThread } from './chat-thread';
import { NewChatDialog } from './new-chat-dialog';
import { ChooseConversation, LoadingConversation } from './thread-states';
import { useChatSelection } from './use-chat-selection';

/**
 * The window less the header, the back row and the bottom bar (with the phone's own inset), and less
 * the connection notice while the shell shows one above the screen (--notice-space).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
const MOBILE_HEIGHT = 'calc(100dvh - 12rem - env(safe-area-inset-bottom, 0px) - var(--notice-space, 0px))';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
const DESKTOP_HEIGHT = 'calc(100dvh - 9rem - var(--notice-space, 0px))';

interface ChatScreenProps {
  viewer: ChatParticipant;
  feedHref: string;
  chatHref: string;
}

/**
 * Messages: the conversation list beside the open thread; on phones one or the other, with a back
 * button to the list. `?chatId=` selects a chat; `?user=` (a profile's Message button) opens or
 * starts the chat with that member.
 */
export function ChatScreen({ viewer, feedHref, chatHref }: ChatScreenProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const selection = useChatSelection();
  const start = useStartChat();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [pickingId, setPickingId] = useState<string | null>(null);

  const startWith = (otherUserId: string, after?: () => void) =>
    start.mutate(otherUserId, {
      onSuccess: (chat) => {
        after?.();
        setParams({ chatId: chat._id }, { replace: Boolean(params.get('user')) });
      },
      onError: (error) => {
        const { title, description } = startChatFailure(error);
        toast.error(title, description);
        if (params.get('user')) navigate(chatHref, { replace: true });
      },
      onSettled: () => setPickingId(null),
    });

  // A profile's Message button: the chat with that member is opened (or started) once per address.
  const userParam = params.get('user');
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!userParam || started.current === userParam) return;
    started.current = userParam;
    startWith(userParam);
    // startWith is a fresh closure each render; the address alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userParam]);

  const { selected, chatId } = selection;
  const showThread = Boolean(chatId || userParam);
  // From 768 px the list and the thread sit side by side; below, one or the other.
  const wide = useIsTabletUp();
  // Under 1024 px the bottom bar covers the foot of the window: the composer stays above it.
  const desktop = useIsDesktop();

  let thread;
  if (selected) {
    thread = <ChatThread key={selected._id} chat={selected} viewer={viewer} listHref={wide ? null : chatHref} onDeleted={() => navigate(chatHref, { replace: true })} />;
  } else if (selection.loadingSelected || userParam) {
    thread = <LoadingConversation />;
  } else {
    thread = <ChooseConversation />;
  }

  return (
    // The screen fills the window below the header; its panes scroll on their own.
    <div className="flex overflow-hidden rounded-2xl border bg-card" style={{ height: desktop ? DESKTOP_HEIGHT : MOBILE_HEIGHT, minHeight: '24rem' }}>
      <aside aria-label={t`Conversations`} className={cn('min-h-0 min-w-0 flex-col', wide ? 'flex w-80 shrink-0 border-e' : showThread ? 'hidden' : 'flex w-full')}>
        <div className="flex items-center gap-2 border-b px-2 py-2">
          <Link to={feedHref} aria-label={t`Back to feed`} className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-muted">
            <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          <h1 className="min-w-0 flex-1 truncate text-xl font-bold tracking-tight">
            <Trans>Messages</Trans>
          </h1>
          <Button variant="ghost" size="icon" aria-label={t`Start New Chat`} onClick={() => setDialogOpen(true)}>
            <SquarePen className="size-5" aria-hidden="true" />
          </Button>
        </div>
        {selection.error ? (
          <p role="alert" className="mx-2 mt-2 flex items-start gap-2 rounded-xl border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {selection.error}
          </p>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ChatList
            chats={selection.list.data}
            loading={selection.list.isPending}
            failed={selection.list.isError}
            retrying={selection.list.isFetching}
            onRetry={() => void selection.list.refetch()}
            viewerId={viewer._id}
            selectedId={selected?._id ?? null}
            onSelect={selection.select}
          />
        </div>
      </aside>
      {wide || showThread ? <div className="flex min-h-0 min-w-0 flex-1 flex-col">{thread}</div> : null}
      <NewChatDialog
        open={dialogOpen}
        onOpenChange={(open) => {
          if (!start.isPending) setDialogOpen(open);
        }}
        viewerId={viewer._id}
        pickingId={pickingId}
        onPick={(person) => {
          setPickingId(person._id);
          startWith(person._id, () => setDialogOpen(false));
        }}
      />
    </div>
  );
}
