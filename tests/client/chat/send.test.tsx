import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { CHAT_MESSAGES } from '@contract/chat';
import { chatPeople, chatServer, makeChat, makeMessage, type ChatServerState } from '../msw/chat';
import { handlers, member } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

const { leo } = chatPeople;

async function openThread(state: Partial<ChatServerState> = {}, chat = makeChat(leo)) {
  const fake = chatServer({ chats: [chat], messages: { [chat._id]: [makeMessage(chat._id, leo, 'Hello there')] }, ...state });
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp(`/chat?chatId=${chat._id}`, { memberToken: 'tok' });
  await screen.findByRole('log', { name: 'Messages with Leo Okafor' });
  return { ...view, fake, chat };
}

const box = () => screen.getByPlaceholderText('Type a message...');
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const log = () => screen.getByRole('log', { name: 'Messages with Leo Okafor' });

describe('the message box', () => {
  it('is labelled, and the send button is off while there is nothing but spaces', async () => {
    const { user } = await openThread();
    expect(screen.getByLabelText('Message')).toBe(box());
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(box(), 'x');
    expect(sendButton()).toBeEnabled();
  });

  it('sends the trimmed text with the button: it shows at once, then as the server saved it', async () => {
    const { user, fake, chat } = await openThread();
    await user.type(box(), '  Dinner on Friday?  ');
    await user.click(sendButton());
    expect(within(log()).getByText('Dinner on Friday?')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    await waitFor(() => expect(fake.state.sent).toEqual([{ chatId: chat._id, content: 'Dinner on Friday?' }]));
    await waitFor(() => expect(within(log()).getByText('Dinner on Friday?').closest('li')).not.toHaveAttribute('data-status'));
    expect(within(log()).getByText('Dinner on Friday?').closest('li')).toHaveClass('justify-end');
    // The list shows it as the last message.
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByText('Dinner on Friday?')).toBeInTheDocument();
  });

  it('shows the message marked sending until the server answers', async () => {
    const { user, chat } = await openThread();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/chats/:chatId/messages', async () => {
        await held;
        return Response.json(makeMessage(chat._id, chatPeople.maya, 'Patience'), { status: 201 });
      }),
    );
    await user.type(box(), 'Patience');
    await user.click(sendButton());
    const bubble = () => within(log()).getByText('Patience').closest('li')!;
    expect(bubble()).toHaveAttribute('data-status', 'sending');
    expect(within(bubble()).getByText('Sending...')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    answer();
    await waitFor(() => expect(bubble()).not.toHaveAttribute('data-status'));
  });

  it('sends with Ctrl+Enter; Enter alone starts a new line', async () => {
    const { user, fake } = await openThread();
    await user.type(box(), 'line one{Enter}line two');
    expect(fake.state.sent).toEqual([]);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(fake.state.sent.map((s) => s.content)).toEqual(['line one\nline two']));
  });

  it('a failed send: the toast, the bubble kept marked failed, and Retry sends it again', async () => {
    const { user, fake } = await openThread({ sendStatus: 500 });
    await user.type(box(), 'Will this arrive?');
    await user.click(sendButton());
    expect(await findToast('Error')).toBeInTheDocument();
    expect(await findToast('Failed to send message. Please try again.')).toBeInTheDocument();
    const bubble = () => within(log()).getByText('Will this arrive?').closest('li')!;
    await waitFor(() => expect(bubble()).toHaveAttribute('data-status', 'failed'));
    expect(within(bubble()).getByText('Not sent')).toBeInTheDocument();

    fake.state.sendStatus = 201;
    await user.click(within(bubble()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bubble()).not.toHaveAttribute('data-status'));
    expect(within(log()).getAllByText('Will this arrive?')).toHaveLength(1);
    expect(fake.state.sent.map((s) => s.content)).toEqual(['Will this arrive?', 'Will this arrive?']);
  });

  it('a text over 1000 characters says so and cannot be sent', async () => {
    const { user } = await openThread();
    await user.click(box());
    await user.paste('a'.repeat(1001));
    expect(screen.getByText('Message must be less than 1000 characters')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });
});

describe('a blocked chat', () => {
  it('the blocker sees the notice with Unblock instead of the box; Unblock brings the box back', async () => {
    const chat = makeChat(leo, { settings: { muted: false, blocked: true } });
    const { user, fake } = await openThread({}, chat);
    expect(screen.getByText(CHAT_MESSAGES.blockedByMe)).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByPlaceholderText('Type a message...')).toBeInTheDocument();
    await waitFor(() => expect(fake.state.settingsSent).toEqual([{ chatId: chat._id, body: { blocked: false } }]));
  });

  it('a member whose account an operator blocked: the notice says so in place of the box, without Unblock', async () => {
    await openThread({}, makeChat(leo, { otherUnavailable: true }));
    expect(screen.getByText(CHAT_MESSAGES.otherUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument();
  });

  it('a send refused because the other account is out of reach says why and gives the box up for the notice', async () => {
    const { user } = await openThread();
    server.use(http.post('/api/chats/:chatId/messages', () => Response.json({ message: CHAT_MESSAGES.otherUnavailable }, { status: 403 })));
    await user.type(box(), 'Are you there?');
    await user.click(sendButton());
    expect(await findToast(CHAT_MESSAGES.otherUnavailable)).toBeInTheDocument();
    expect(await screen.findByText(CHAT_MESSAGES.otherUnavailable, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument();
  });

  it('the one blocked sees the notice without Unblock', async () => {
    await openThread({}, makeChat(leo, { blockedByOther: true }));
    expect(screen.getByText(CHAT_MESSAGES.blockedByOther)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument();
  });
});
