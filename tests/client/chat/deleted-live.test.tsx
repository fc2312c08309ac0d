import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { CHAT_MESSAGES } from '@contract/chat';
import { chatPeople, chatServer, makeChat, makeMessage, type ChatServerState } from '../msw/chat';
import { handlers, json, member } from '../msw/handlers';
import { pushLive } from '../msw/live';
import { server } from '../msw/server';
import { renderApp } from '../render-app';
import { findToast, toastSays } from '../toasts';

const { leo, ana, maya } = chatPeople;

/** Maya on her open chat with Leo (a chat with Ana beside it), the live channel open. */
async function openThread(state: Partial<ChatServerState> = {}) {
  const chat = makeChat(leo);
  const other = makeChat(ana);
  const fake = chatServer({ chats: [chat, other], messages: { [chat._id]: [makeMessage(chat._id, leo, 'See you at the dunes')] }, unread: 2, ...state });
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp(`/chat?chatId=${chat._id}`, { memberToken: 'tok' });
  await screen.findByRole('log', { name: 'Messages with Leo Okafor' });
  await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
  return { ...view, fake, chat, other };
}

const conversations = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');

describe('a chat deleted by the other member, live', () => {
  it('the open thread goes quietly: the chat leaves the list, the screen says who deleted it, and nothing is read again', async () => {
    const { fake, chat } = await openThread();
    const readsBefore = fake.state.messageReads.length;
    // The server has deleted it for both members: it lists only the other chat and counts nothing unread.
    fake.state.chats = fake.state.chats.filter((c) => c._id !== chat._id);
    fake.state.unread = 0;

    pushLive({ type: 'chat_deleted', data: { chatId: chat._id, deletedBy: leo._id } });

    await waitFor(() => expect(screen.queryByRole('log', { name: 'Messages with Leo Okafor' })).not.toBeInTheDocument());
    expect(await findToast('Leo Okafor deleted this conversation.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
    expect(conversations().map((row) => row.textContent)).toEqual([expect.stringContaining('Ana Silva')]);
    // Not an error: no alert, no "not found", and the gone chat is not asked for again.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(CHAT_MESSAGES.noAccess)).not.toBeInTheDocument();
    expect(fake.state.messageReads.slice(readsBefore)).toEqual([]);
  });

  it('a chat that is not open just leaves the list, without a word', async () => {
    const { fake, other } = await openThread();
    fake.state.chats = fake.state.chats.filter((c) => c._id !== other._id);
    pushLive({ type: 'chat_deleted', data: { chatId: other._id, deletedBy: ana._id } });
    await waitFor(() => expect(conversations()).toHaveLength(1));
    expect(conversations()[0]).toHaveAccessibleName(/Leo Okafor/);
    // The open thread stays as it is.
    expect(screen.getByRole('log', { name: 'Messages with Leo Okafor' })).toBeInTheDocument();
    expect(toastSays(/deleted this conversation/)).toBe(false);
  });

  it('deleted from this member’s other tab: the thread leaves here too, without the other member’s name', async () => {
    const { chat } = await openThread();
    pushLive({ type: 'chat_deleted', data: { chatId: chat._id, deletedBy: maya._id } });
    await waitFor(() => expect(screen.queryByRole('log', { name: 'Messages with Leo Okafor' })).not.toBeInTheDocument());
    expect(toastSays(/deleted this conversation/)).toBe(false);
  });

  it('deleting here while the event arrives first: the deleter still gets the spec’s toast', async () => {
    const { user, chat } = await openThread();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete('/api/chats/:chatId', async () => {
        // The live event reaches this tab before the HTTP answer does.
        pushLive({ type: 'chat_deleted', data: { chatId: chat._id, deletedBy: maya._id } });
        await answered;
        return json({ message: CHAT_MESSAGES.deleted });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete chat' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    // The thread waits for the answer instead of vanishing under the open confirmation.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('log', { name: 'Messages with Leo Okafor' })).toBeInTheDocument();
    answer();
    expect(await findToast('The conversation has been deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('log', { name: 'Messages with Leo Okafor' })).not.toBeInTheDocument());
  });
});
