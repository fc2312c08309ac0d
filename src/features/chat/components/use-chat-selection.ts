import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, type Chat } from '@contract/chat';
import { ApiError } from '@/lib/api-client';
import { withChatOnTop } from '../api/cache';
import { wasDeleted } from '../api/open-chat';
import { chatQueries } from '../api/queries';

const selectionFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400)
    ? CHAT_MESSAGES.noAccess
    : t`Failed to load conversation. Please try again.`;

/**
 * The chat named by `?chatId=`: taken from the list when it is there; otherwise read on its own and
 * put at the front of the list. When it cannot be read, the reason is kept to show and the address
 * goes back to /chat. No chatId, no selection.
 */
export function useChatSelection() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  // A chat deleted here is no selection, even while the address still names it.
  const named = params.get('chatId');
  const chatId = wasDeleted(client, named) ? null : named;
  const list = useQuery(chatQueries.list());
  const listed = chatId ? list.data?.find((c) => c._id === chatId) : undefined;
  const detail = useQuery({ ...chatQueries.detail(chatId ?? ''), enabled: Boolean(chatId) && !list.isPending && !listed });
  // The reason a chat could not be opened travels with the address it went back to.
  const { state } = useLocation() as { state: { chatError?: string } | null };

  // Read on its own: it joins the list at the front.
  const fetched = detail.data;
  useEffect(() => {
    if (fetched) client.setQueryData(chatQueries.list().queryKey, (old) => (old?.some((c) => c._id === fetched._id) ? old : withChatOnTop(old, fetched)));
  }, [client, fetched]);

  const failed = Boolean(chatId) && !listed && detail.isError;
  useEffect(() => {
    if (!failed) return;
    setParams({}, { replace: true, state: { chatError: selectionFailure(detail.error) } });
  }, [failed, detail.error, setParams]);

  const select = (id: string) => setParams({ chatId: id });
  const clear = () => setParams({}, { replace: true });

  const selected: Chat | null = chatId ? (listed ?? (fetched?._id === chatId ? fetched : null)) : null;
  const loadingSelected = Boolean(chatId) && !selected && !failed;
  return { chatId, list, selected, loadingSelected, error: chatId ? null : (state?.chatError ?? null), select, clear };
}
