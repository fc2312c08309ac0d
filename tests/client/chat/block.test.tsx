import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { CHAT_MESSAGES } from '@contract/chat';
import { chatPeople, chatServer, makeChat, makeMessage, type ChatServerState } from '../msw/chat';
import { error, handlers, member } from '../msw/handlers';
import { pushLive } from '../msw/live';
import { server } from '../msw/server';
import { renderApp } from '../render-app';
import { findToast, toastRegion } from '../toasts';

const { leo } = chatPeople;

/** Maya on her open chat with Leo, its live channel open. */
async function openThread(state: Partial<ChatServerState> = {}, chat = makeChat(leo)) {
  const fake = chatServer({ chats: [chat], messages: { [chat._id]: [makeMessage(chat._id, leo, 'Hello there')] }, ...state });
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp(`/chat?chatId=${chat._id}`, { memberToken: 'tok' });
  await screen.findByRole('log', { name: 'Messages with Leo Okafor' });
  await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
  return { ...view, fake, chat };
}

const box = () => screen.queryByPlaceholderText('Type a message...');
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const log = () => screen.getByRole('log', { name: 'Messages with Leo Okafor' });

/** The server refuses the next sends with this status and message. */
const refuseSends = (status: number, message: string) => server.use(http.post('/api/chats/:chatId/messages', () => error(status, message)));

describe('a block reaching the open thread live', () => {
  it('the other member blocks: the box gives way to the notice; the block lifted brings the box back with what was typed', async () => {
    const { user, chat } = await openThread();
    await user.type(box()!, 'Are we still on for');

    pushLive({ type: 'chat_block', data: { chatId: chat._id, blockedByOther: true } });
    expect(await screen.findByText(CHAT_MESSAGES.blockedByOther)).toBeInTheDocument();
    expect(box()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
    // The messages stay readable.
    expect(within(log()).getByText('Hello there')).toBeInTheDocument();

    pushLive({ type: 'chat_block', data: { chatId: chat._id, blockedByOther: false } });
    await waitFor(() => expect(box()).toBeInTheDocument());
    expect(screen.queryByText(CHAT_MESSAGES.blockedByOther)).not.toBeInTheDocument();
    expect(box()).toHaveValue('Are we still on for');
  });

  it('a block in another chat leaves this one as it is', async () => {
    const { chat } = await openThread();
    pushLive({ type: 'chat_block', data: { chatId: `${chat._id.slice(0, -4)}ffff`, blockedByOther: true } });
    pushLive({ type: 'notification', data: { type: 'new_message', chatId: chat._id, message: makeMessage(chat._id, leo, 'Still here'), isSender: false } });
    expect(await within(log()).findByText('Still here')).toBeInTheDocument();
    expect(box()).toBeInTheDocument();
    expect(screen.queryByText(CHAT_MESSAGES.blockedByOther)).not.toBeInTheDocument();
  });
});

describe('a send the server refuses', () => {
  it('because the other member blocked: the notice takes the box’s place, and the toast gives the reason', async () => {
    const { user } = await openThread();
    refuseSends(403, CHAT_MESSAGES.blockedByOther);
    await user.type(box()!, 'Hello?');
    await user.click(sendButton());
    expect(await findToast(CHAT_MESSAGES.blockedByOther)).toBeInTheDocument();
    await waitFor(() => expect(box()).not.toBeInTheDocument());
    expect(screen.getAllByText(CHAT_MESSAGES.blockedByOther).some((el) => !el.closest('section[aria-label^="Notifications"]'))).toBe(true);
    expect(within(log()).getByText('Hello?').closest('li')).toHaveAttribute('data-status', 'failed');
    expect(within(await toastRegion()).queryByText('Failed to send message. Please try again.')).not.toBeInTheDocument();
  });

  it('because the member blocked them in another tab: the notice with Unblock', async () => {
    const { user } = await openThread();
    refuseSends(403, CHAT_MESSAGES.blockedByMe);
    await user.type(box()!, 'Hello?');
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(box()).not.toBeInTheDocument();
  });

  it('as too quick (429): the toast gives the server’s reason instead of the general failure; the box stays', async () => {
    const { user } = await openThread();
    refuseSends(429, CHAT_MESSAGES.tooFast);
    await user.type(box()!, 'One more');
    await user.click(sendButton());
    expect(await findToast(CHAT_MESSAGES.tooFast)).toBeInTheDocument();
    expect(await findToast('Error')).toBeInTheDocument();
    expect(within(await toastRegion()).queryByText('Failed to send message. Please try again.')).not.toBeInTheDocument();
    await waitFor(() => expect(within(log()).getByText('One more').closest('li')).toHaveAttribute('data-status', 'failed'));
    expect(box()).toBeInTheDocument();
  });

  it('a 429 without words, and any other failure, keep the spec’s sentence (or the limit’s own)', async () => {
    const { user } = await openThread();
    server.use(http.post('/api/chats/:chatId/messages', () => new Response(null, { status: 429 })));
    await user.type(box()!, 'First');
    await user.click(sendButton());
    expect(await findToast(CHAT_MESSAGES.tooFast)).toBeInTheDocument();

    refuseSends(500, 'Internal Server Error');
    await user.type(box()!, 'Second');
    await user.click(sendButton());
    expect(await findToast('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(box()).toBeInTheDocument();
  });
});
