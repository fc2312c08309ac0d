import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, VolumeX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Chat, ChatParticipant } from '@contract/chat';
import { Avatar } from '@/components/ui/avatar';
import { toast } from '@/components/ui/toast';
import { threadMessages } from '../api/cache';
import { markChatRead } from '../api/mark-read';
import { sendMutationKey, useChatSettings, useSendMessage } from '../api/mutations';
import { setOpenChat } from '../api/open-chat';
import { threadQueries } from '../api/thread-queries';
import { canSend, chatTitle, otherParticipant } from '../model/chat';
import { sendFailure } from '../model/send-failure';
import { BlockedNotice } from './blocked-notice';
import { ChatMenu } from './chat-menu';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { LoadingConversation, MessagesFailed, NoMessages } from './thread-states';

interface ChatThreadProps {
  chat: Chat;
  viewer: ChatParticipant;
  /** Where the back button goes (the list), on phones; null where the list is beside the thread. */
  listHref: string | null;
  onDeleted: (chatId: string) => void;
}

/** The open chat: header with its menu, the messages, and the box to write (or why one cannot). */
export function ChatThread({ chat, viewer, listHref, onDeleted }: ChatThreadProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const thread = useInfiniteQuery(threadQueries.messages(chat._id));
  const sending = useIsMutating({ mutationKey: sendMutationKey(chat._id) }) > 0;
  const { send, retry } = useSendMessage(chat._id, viewer, {
    onFailure: (error) => {
      const { title, description } = sendFailure(error);
      toast.error(title, description);
    },
  });
  const settings = useChatSettings({ onFailure: () => toast.error(t`Error`, t`Failed to update the chat settings. Please try again.`) });
  // What is being typed stays while a block (set or lifted live) swaps the box for the notice and back.
  const [draft, setDraft] = useState('');
  const title = chatTitle(chat, viewer._id);
  const other = otherParticipant(chat, viewer._id);

  // Open: messages arriving here are read at once; opening reads what came before.
  useEffect(() => {
    setOpenChat(client, chat._id);
    void markChatRead(client, chat._id);
    return () => setOpenChat(client, null);
  }, [client, chat._id]);

  const messages = threadMessages(thread.data);
  let body;
  if (thread.isPending) body = <LoadingConversation />;
  else if (thread.isError && !thread.data) body = <MessagesFailed retrying={thread.isFetching} onRetry={() => void thread.refetch()} />;
  else if (messages.length === 0) body = <NoMessages />;
  else
    body = (
      <MessageLog
        key={chat._id}
        label={t`Messages with ${title}`}
        messages={messages}
        viewerId={viewer._id}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        onRetry={retry}
      />
    );

  const Heading = listHref ? 'h1' : 'h2';
  return (
    <section aria-label={t`Conversation with ${title}`} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <header className="flex min-w-0 items-center gap-2 border-b px-2 py-2">
        {listHref ? (
          <Link to={listHref} aria-label={t`Back to conversations`} className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-muted">
            <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        ) : null}
        <Avatar name={title} src={other?.profileImage} />
        {/* On phones the thread is the whole screen (the list with its "Messages" is gone): its name is the page's heading. */}
        <Heading dir="auto" className="min-w-0 flex-1 truncate text-base font-semibold text-left rtl:text-right">{title}</Heading>
        {chat.settings?.muted ? (
          <span className="text-muted-foreground">
            <VolumeX className="size-4" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Muted</Trans>
            </span>
          </span>
        ) : null}
        <ChatMenu chat={chat} onDeleted={onDeleted} />
      </header>
      {body}
      {canSend(chat) ? (
        <Composer onSend={send} sending={sending} text={draft} onTextChange={setDraft} />
      ) : (
        <BlockedNotice chat={chat} busy={settings.isPending} onUnblock={() => settings.mutate({ chatId: chat._id, settings: { blocked: false } })} />
      )}
    </section>
  );
}
