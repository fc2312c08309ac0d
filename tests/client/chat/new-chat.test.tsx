import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chatPeople, chatServer, listed, makeChat, type ChatServerState } from '../msw/chat';
import { handlers, member } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

const { leo, ana, zoe, maya } = chatPeople;

async function openChatScreen(path: string, state: Partial<ChatServerState> = {}) {
  const fake = chatServer(state);
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp(path, { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Messages', level: 1 });
  return { ...view, fake };
}

const openDialog = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Start New Chat' }));
  return screen.findByRole('dialog', { name: 'Start New Chat' });
};

describe('Start New Chat', () => {
  it('lists followers and following with their badges, in order, and filters them', async () => {
    const { user } = await openChatScreen('/chat', {
      followers: [listed(zoe), listed(leo), listed(maya)],
      following: [listed(leo), listed(ana)],
    });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Choose someone from your followers and following to start a conversation')).toBeInTheDocument();
    const rows = within(await within(dialog).findByRole('list', { name: 'Connections' })).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual(['LOLeo OkaforMutual', 'ASAna SilvaFollowing', 'ZPZoe ParkFollower']);

    const search = within(dialog).getByPlaceholderText('Search your connections...');
    expect(search).toHaveFocus();
    await user.type(search, 'SILVA');
    expect(within(dialog).getAllByRole('button', { name: /Silva|Okafor|Park/ }).map((b) => b.textContent)).toEqual(['ASAna SilvaFollowing']);
    await user.clear(search);
    await user.type(search, 'nobody');
    // The reader's words are isolated from the sentence around them (<bdi>).
    expect(within(dialog).getByRole('status')).toHaveTextContent('No connections found matching "nobody"');
    expect(within(dialog).getByText('nobody').tagName).toBe('BDI');
  });

  it('says "No connections yet" without followers or following', async () => {
    const { user } = await openChatScreen('/chat');
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('No connections yet')).toBeInTheDocument();
    expect(within(dialog).getByText('Follow other users to start chatting with them')).toBeInTheDocument();
  });

  it('picking someone opens the chat on top of the list, selects it and closes the dialog', async () => {
    const existing = makeChat(ana);
    const chat = makeChat(leo, { lastActivity: new Date(Date.now() - 50 * 24 * 3_600_000).toISOString() });
    const { user, fake, location } = await openChatScreen('/chat', { chats: [existing], following: [listed(leo)], start: { chat } });
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: /Leo Okafor/ }));
    await waitFor(() => expect(location()).toBe(`/chat?chatId=${chat._id}`));
    expect(fake.state.started).toEqual([leo._id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');
    expect(rows[0]).toHaveAccessibleName(/Leo Okafor/);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
  });

  it('a refusal keeps the dialog open with the toast', async () => {
    const { user } = await openChatScreen('/chat', { following: [listed(leo)], start: { status: 403, message: 'This member is not accepting messages from you.' } });
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: /Leo Okafor/ }));
    expect(await findToast('Unable to start conversation. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Start New Chat' })).toBeInTheDocument();
  });
});

describe('the chat menu', () => {
  const openMenu = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    return screen.getByRole('menu');
  };

  it('Delete chat asks first, then removes the chat, clears the selection and says so', async () => {
    const chat = makeChat(leo);
    const { user, fake, location } = await openChatScreen(`/chat?chatId=${chat._id}`, { chats: [chat, makeChat(ana)] });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Delete chat' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this conversation? This action cannot be undone and all messages will be permanently deleted.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Chat deleted')).toBeInTheDocument();
    expect(await findToast('The conversation has been deleted successfully.')).toBeInTheDocument();
    expect(fake.state.deleted).toEqual([chat._id]);
    await waitFor(() => expect(location()).toBe('/chat'));
    expect(within(screen.getByRole('list', { name: 'Conversations' })).queryByRole('button', { name: /Leo Okafor/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed delete keeps the chat and says "Failed to delete the chat. Please try again."', async () => {
    const chat = makeChat(leo);
    const { user } = await openChatScreen(`/chat?chatId=${chat._id}`, { chats: [chat], deleteStatus: 500 });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Delete chat' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Failed to delete the chat. Please try again.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('button', { name: /Leo Okafor/ })).toBeInTheDocument();
  });

  it('Mute shows at once; a refusal rolls it back with a toast', async () => {
    const chat = makeChat(leo);
    const { user, fake } = await openChatScreen(`/chat?chatId=${chat._id}`, { chats: [chat], settingsStatus: 500 });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Mute' }));
    expect(await findToast('Failed to update the chat settings. Please try again.')).toBeInTheDocument();
    expect(fake.state.settingsSent.length).toBeGreaterThan(0);
    expect(fake.state.settingsSent.every((sent) => sent.chatId === chat._id && (sent.body as { muted?: boolean }).muted === true)).toBe(true);
    expect(within(await openMenu(user)).getByRole('menuitem', { name: 'Mute' })).toBeInTheDocument();

    fake.state.settingsStatus = 200;
    await user.click(screen.getByRole('menuitem', { name: 'Mute' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Leo Okafor/ })).toHaveAccessibleName(/muted/));
  });
});
