import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { expectSettledWithoutErrors, FIRST_LOAD, memberId, memberToken, walkWithSpecBackend, type MemberEmail } from './walk';
import { sentence } from '../sentence';

const walk = walkWithSpecBackend('chat and categories');

function as(email: MemberEmail, path: string) {
  return renderApp(path, { memberToken: memberToken(walk.backend, email) });
}

/** Maya's chat with Leo, from the seed. */
function mayaAndLeo(): string {
  const maya = memberId(walk.backend, 'maya@example.com');
  const leo = memberId(walk.backend, 'leo@example.com');
  const chat = walk.backend.store.chats.find((c) => c.participants.includes(maya) && c.participants.includes(leo));
  if (!chat) throw new Error('no seeded chat of Maya and Leo');
  return chat._id;
}

/** Maya's "Travel 2025": shared in the seed; made so here if a seed ever leaves it private. */
function travel(): string {
  const maya = memberId(walk.backend, 'maya@example.com');
  const category = walk.backend.store.categories.find((c) => c.userId === maya && c.name === 'Travel 2025');
  if (!category) throw new Error('no seeded category "Travel 2025"');
  category.visibility = 'shared';
  return category._id;
}

describe('chat against the spec backend', { timeout: 40_000 }, () => {
  it('/chat: the conversation list with both chats and their last messages', async () => {
    const { queryClient } = as('maya@example.com', '/chat');
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(await within(list).findByRole('button', { name: /Leo Okafor/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Sofia Rossi/ })).toBeInTheDocument();
    expect(within(list).getByText('You are the best. Friday or Saturday?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/chat');
  });

  it('/chat?chatId=: the thread, the composer, and a menu with Delete chat but no Mute or Block', async () => {
    const { queryClient, user } = as('maya@example.com', `/chat?chatId=${mayaAndLeo()}`);
    const log = await screen.findByRole('log', { name: 'Messages with Leo Okafor' }, FIRST_LOAD);
    expect(await within(log).findByText('Did you see the jazz festival line-up?')).toBeInTheDocument();
    expect(within(log).getByText('Yes! I offered to get the tickets 🎷')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type a message...')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/chat?chatId=');

    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete chat' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Mute|Unmute/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Block|Unblock/ })).not.toBeInTheDocument();
  });
});

describe('categories against the spec backend', { timeout: 40_000 }, () => {
  it("/categories: Maya's own categories with their counts", async () => {
    const { queryClient } = as('maya@example.com', '/categories');
    expect(await screen.findByRole('heading', { name: 'Desire Categories' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('My Categories (7)')).toBeInTheDocument();
    expect(screen.getByText('Places to see before the year is out')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/categories');
  });

  it("/categories: Leo sees Maya's Travel 2025 under Shared with Me", async () => {
    travel();
    const { queryClient } = as('leo@example.com', '/categories');
    expect(await screen.findByRole('heading', { name: 'Desire Categories' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('My reading list')).toBeInTheDocument();
    expect(await screen.findByText('Shared with Me (1)')).toBeInTheDocument();
    expect(screen.getByText(sentence('Shared by Maya Chen'))).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/categories (shared with me)');
  });

  it('/categories/{id}: the category with its desires', async () => {
    const { queryClient } = as('maya@example.com', `/categories/${travel()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel 2025' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Learn to make fresh pasta in Bologna')).toBeInTheDocument();
    expect(screen.getByText('See the northern lights')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/categories/{id}');
  });

  it("/categories/{id}: Leo opens Maya's category shared with him", async () => {
    const { queryClient } = as('leo@example.com', `/categories/${travel()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel 2025' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Learn to make fresh pasta in Bologna')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, '/categories/{id} (shared with me)');
  });

  it('the Share Category dialog: the link and copy, and no "Share with members"', async () => {
    const id = travel();
    const { queryClient, user } = as('maya@example.com', `/categories/${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Travel 2025' }, FIRST_LOAD);
    await user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Category' });
    const link = within(dialog).getByRole('textbox', { name: 'Share link' });
    expect(link).toHaveValue(`${window.location.origin}/shared/categories/${id}?user=${memberId(walk.backend, 'maya@example.com')}`);
    expect(within(dialog).getByRole('button', { name: 'Copy share link' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /Copy Link/ })).toBeEnabled();
    expect(await within(dialog).findByText('Learn to make fresh pasta in Bologna')).toBeInTheDocument();
    await expectSettledWithoutErrors(queryClient, 'Share Category');
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Share with members' })).not.toBeInTheDocument());
    expect(within(dialog).queryByText('Share with members')).not.toBeInTheDocument();
  });
});
