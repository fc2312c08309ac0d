import { describe, expect, it } from 'vitest';
import { delay, http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '@contract/chat';
import { chatPeople, chatServer, makeChat, makeMessage, type ChatServerState } from '../msw/chat';
import { handlers, member } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../render-app';
import { dropLive, pushLive } from '../msw/live';
import { findToast } from '../toasts';

const { leo, ana, zoe } = chatPeople;

/** Maya signed in on this address, the chat server holding this state. */
async function openChat(path: string, state: Partial<ChatServerState> = {}) {
  const fake = chatServer(state);
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp(path, { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Messages', level: 1 });
  return { ...view, fake };
}

const conversations = () => screen.findByRole('list', { name: 'Conversations' });
const row = async (name: RegExp) => within(await conversations()).findByRole('button', { name });

describe('the conversation list', () => {
  it('shows each chat with its name, time label, preview and unread dot, with a link back to the feed', async () => {
    const fromLeo = makeChat(leo, {
      hasUnreadMessages: true,
      unreadCount: 2,
      lastMessage: { content: 'See you at the market', timestamp: new Date(Date.now() - 30 * 3_600_000).toISOString(), senderId: { _id: leo._id } },
    });
    const quiet = makeChat(ana, {
      lastMessage: { content: 'Thanks!', timestamp: new Date(Date.now() - 5 * 24 * 3_600_000).toISOString(), senderId: { _id: member()._id } },
    });
    const muted = makeChat(zoe, { settings: { muted: true, blocked: false }, hasUnreadMessages: true, unreadCount: 1 });
    const unknown = makeChat(zoe, { participants: [chatPeople.maya] });
    await openChat('/chat', { chats: [fromLeo, quiet, muted, unknown] });

    const rows = within(await conversations()).getAllByRole('button');
    expect(rows.map((r) => r.querySelector('.truncate')?.textContent)).toEqual(['Leo Okafor', 'Ana Silva', 'Zoe Park', 'Unknown User']);
    expect(within(rows[0]!).getByText('See you at the market')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Yesterday')).toBeInTheDocument();
    expect(rows[0]).toHaveAccessibleName(/unread/);
    expect(rows[1]).not.toHaveAccessibleName(/unread/);
    expect(rows[2]).toHaveAccessibleName(/muted/);
    expect(rows[2]).not.toHaveAccessibleName(/unread/);
    expect(screen.getByRole('link', { name: 'Back to feed' })).toHaveAttribute('href', '/feed');
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
    expect(screen.getByText('Select a chat from the sidebar to start messaging')).toBeInTheDocument();
  });

  it('says "No conversations yet" when there are none', async () => {
    await openChat('/chat');
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByText('Start a new chat to get started')).toBeInTheDocument();
  });

  it('selecting a chat puts it in the address, opens it and marks it read; the global count is read again', async () => {
    const chat = makeChat(leo, { hasUnreadMessages: true, unreadCount: 1 });
    const messages = [makeMessage(chat._id, leo, 'Hi Maya'), makeMessage(chat._id, chatPeople.maya, 'Hi Leo')];
    let countReads = 0;
    const { user, fake, location } = await openChat('/chat', { chats: [chat], messages: { [chat._id]: messages }, unread: 1 });
    server.use(
      http.get('/api/messages/unread-count', () => {
        countReads += 1;
        return Response.json({ count: fake.state.unread });
      }),
    );
    await user.click(await row(/Leo Okafor/));
    expect(location()).toBe(`/chat?chatId=${chat._id}`);
    const log = await screen.findByRole('log', { name: 'Messages with Leo Okafor' });
    expect(within(log).getByText('Hi Maya')).toBeInTheDocument();
    expect(within(log).getByText('Hi Leo').closest('li')).toHaveClass('justify-end');
    expect(within(log).getByText('Hi Maya').closest('li')).toHaveClass('justify-start');
    await waitFor(() => expect(fake.state.markedRead).toEqual([chat._id]));
    expect(await row(/Leo Okafor/)).toHaveAttribute('aria-current', 'true');
    expect(await row(/Leo Okafor/)).not.toHaveAccessibleName(/unread/);
    await waitFor(() => expect(countReads).toBeGreaterThan(0));
  });
});

describe('selection from ?chatId=', () => {
  it('a chat the list does not hold is read on its own and put first', async () => {
    const listed = makeChat(ana);
    const other = makeChat(leo, { lastActivity: new Date(Date.now() - 90 * 24 * 3_600_000).toISOString() });
    const { fake } = await openChat(`/chat?chatId=${other._id}`, { chats: [listed] });
    // The server knows it (GET /api/chats/:id) though the list did not show it.
    fake.state.chats = [listed, other];
    await waitFor(async () => expect(within(await conversations()).getAllByRole('button')[0]).toHaveAccessibleName(/Leo Okafor/));
    expect(within(await conversations()).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('region', { name: 'Conversation with Leo Okafor' })).toBeInTheDocument();
  });

  it('an unknown chat: the no-access message, and the address back to /chat', async () => {
    const { location } = await openChat('/chat?chatId=6650a1b2c3d4e5f6000000ff', { chats: [makeChat(ana)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Chat not found or you do not have access to this conversation.');
    expect(location()).toBe('/chat');
  });

  it('a failure of the server: "Failed to load conversation. Please try again."', async () => {
    const fake = chatServer({ chats: [] });
    server.use(handlers.me(member()), http.get('/api/chats/:chatId', () => Response.json({ message: 'down' }, { status: 500 })), ...fake.handlers);
    const { location } = renderApp('/chat?chatId=6650a1b2c3d4e5f6000000ee', { memberToken: 'tok' });
    expect(await screen.findByText('Failed to load conversation. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toBe('/chat');
  });
});

describe('the thread', () => {
  it('shows "Loading conversation..." while the messages come', async () => {
    const chat = makeChat(leo);
    const fake = chatServer({ chats: [chat] });
    server.use(handlers.me(member()), http.get('/api/chats/:chatId/messages', async () => {
      await delay('infinite');
      return Response.json({});
    }), ...fake.handlers);
    renderApp(`/chat?chatId=${chat._id}`, { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Loading conversation...' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we fetch your chat')).toBeInTheDocument();
  });

  it('says "No messages yet" in a chat without messages', async () => {
    const chat = makeChat(leo);
    await openChat(`/chat?chatId=${chat._id}`, { chats: [chat] });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByText('Start the conversation by sending a message')).toBeInTheDocument();
  });

  it('a failing read is tried 3 more times at 1 s, then "Failed to load messages"; Retry reads again', async () => {
    const chat = makeChat(leo);
    const { fake, user } = await openChat(`/chat?chatId=${chat._id}`, { chats: [chat], messagesStatus: 503, messages: { [chat._id]: [makeMessage(chat._id, leo, 'Back online')] } });
    expect(await screen.findByRole('heading', { name: 'Failed to load messages' }, { timeout: 6000 })).toBeInTheDocument();
    expect(fake.state.messageReads).toHaveLength(4);
    fake.state.messagesStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  }, 15_000);

  it('loads older messages with the cursor', async () => {
    const chat = makeChat(leo);
    const all: ChatMessage[] = Array.from({ length: 35 }, (_, i) => makeMessage(chat._id, i % 2 ? leo : chatPeople.maya, `message ${i + 1}`));
    const { fake, user } = await openChat(`/chat?chatId=${chat._id}`, { chats: [chat], messages: { [chat._id]: all } });
    expect(await screen.findByText('message 35')).toBeInTheDocument();
    expect(screen.queryByText('message 5')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('message 1')).toBeInTheDocument();
    expect(fake.state.messageReads.at(-1)).toEqual({ chatId: chat._id, before: all[5]!._id });
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });
});

describe('?user= (a profile\'s Message button)', () => {
  it('starts or finds the chat and replaces the address with ?chatId=', async () => {
    const chat = makeChat(leo);
    const { fake, location } = await openChat(`/chat?user=${leo._id}`, { start: { chat } });
    await waitFor(() => expect(location()).toBe(`/chat?chatId=${chat._id}`));
    expect(fake.state.started).toEqual([leo._id]);
    expect(await screen.findByRole('region', { name: 'Conversation with Leo Okafor' })).toBeInTheDocument();
  });

  it('a refusal: "Unable to start conversation. Please try again." with the reason, back to /chat', async () => {
    const { location } = await openChat(`/chat?user=${zoe._id}`, { start: { status: 403, message: 'You can only chat with your followers or members you follow.' } });
    expect(await findToast('Unable to start conversation. Please try again.')).toBeInTheDocument();
    expect(await findToast('You can only chat with your followers or members you follow.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/chat'));
  });

  it('no answer: "Failed to start conversation. Please try again.", back to /chat', async () => {
    const { location } = await openChat(`/chat?user=${zoe._id}`, { start: 'network' });
    expect(await findToast('Failed to start conversation. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/chat'));
  });
});

describe('live and the shell', () => {
  it('a message arriving live in the open chat shows in the thread and is marked read', async () => {
    const chat = makeChat(leo);
    const { fake } = await openChat(`/chat?chatId=${chat._id}`, { chats: [chat, makeChat(ana)] });
    await screen.findByRole('heading', { name: 'No messages yet' });
    await waitFor(() => expect(fake.state.markedRead).toEqual([chat._id]));
    // The live channel is open once the notification menu says so.
    await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
    const message = makeMessage(chat._id, leo, 'Live from the market');
    pushLive({ type: 'notification', data: { type: 'new_message', chatId: chat._id, message, isSender: false } });
    const log = await screen.findByRole('log', { name: 'Messages with Leo Okafor' });
    expect(within(log).getByText('Live from the market')).toBeInTheDocument();
    await waitFor(() => expect(fake.state.markedRead).toEqual([chat._id, chat._id]));
  });

  it('after the live channel was away, the open chat reads again what came meanwhile, and marks it read', async () => {
    const chat = makeChat(leo);
    const { fake } = await openChat(`/chat?chatId=${chat._id}`, { chats: [chat] });
    await screen.findByRole('heading', { name: 'No messages yet' });
    await waitFor(() => expect(fake.state.markedRead).toEqual([chat._id]));
    await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
    fake.state.messages[chat._id] = [makeMessage(chat._id, leo, 'Sent while you were away')];
    dropLive(1012);
    const log = await screen.findByRole('log', { name: 'Messages with Leo Okafor' });
    expect(within(log).getByText('Sent while you were away')).toBeInTheDocument();
    await waitFor(() => expect(fake.state.markedRead).toEqual([chat._id, chat._id]));
  });

  it("hides the bottom bar's create button while a chat is open", async () => {
    const chat = makeChat(leo);
    const { user } = await openChat('/chat', { chats: [chat] });
    const bottomBar = () => screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => nav.className.includes('bottom-0'))!;
    expect(within(bottomBar()).getByRole('button', { name: 'Create new desire' })).toBeInTheDocument();
    await user.click(await row(/Leo Okafor/));
    await waitFor(() => expect(within(bottomBar()).queryByRole('button', { name: 'Create new desire' })).not.toBeInTheDocument());
  });
});

describe('admins', () => {
  it('see "Access Restricted" with the way to the dashboard', async () => {
    server.use(handlers.adminMe({ _id: 'a1', role: 'admin', fullName: 'Ada Admin', email: 'ada@example.com' }));
    renderApp('/chat', { adminToken: 'admin-tok' });
    expect(await screen.findByText('Access Restricted - Admin accounts cannot access messaging features.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Admin Dashboard/ })).toHaveAttribute('href', '/admin/dashboard');
  });
});
