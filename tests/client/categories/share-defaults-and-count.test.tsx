import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Category } from '@contract/category';
import type { Desire } from '@contract/desire';
import type { MemberListItem } from '@contract/user';
import { server } from '../msw/server';
import { error, handlers, json, member } from '../msw/handlers';
import { categoryOwner, categoryServer, makeCategory } from '../msw/categories';
import { makeDesire } from '../msw/desires';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

// The share text counts what a visitor of the link will see; a default category may be shared like
// any other (its name, colour and icon stay as they are).

async function openShare(category: Category, desires: Desire[] = []) {
  const fake = categoryServer([category]);
  fake.state.desires[category._id] = desires;
  server.use(
    handlers.me(member()),
    ...fake.handlers,
    http.get('/api/users/:id/followers', () => json<MemberListItem[]>([])),
    http.get('/api/users/:id/following', () => json<MemberListItem[]>([])),
  );
  const view = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
  await screen.findByRole('heading', { level: 1, name: category.name });
  await view.user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share Category' });
  return { ...view, fake, dialog };
}

const dream = (title: string, visibility: Desire['visibility']) => makeDesire({ title, visibility, userId: categoryOwner, categories: ['Travel Dreams'] });
const travelDreams = () => [
  dream('Kyoto', 'public'),
  dream('Lisbon', 'public'),
  dream('A secret trip', 'private'),
  dream('Oslo', 'public'),
  dream('For my followers', 'followers'),
];

/** The text each share window was opened with. */
function sharedTexts(open: { mock: { calls: unknown[][] } }) {
  return open.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('text'));
}

afterEach(() => vi.restoreAllMocks());

describe('the share text', () => {
  it('says how many dreams a visitor of the link will see, not all of the owner’s', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openShare(makeCategory({ name: 'Travel Dreams', visibility: 'shared', desiresCount: 5 }), travelDreams());
    expect(await within(dialog).findByText('Visitors of the link see 3 desires: the public ones.')).toBeInTheDocument();
    expect(within(dialog).getByText('5 desires')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Telegram' }));
    await user.click(within(dialog).getByRole('button', { name: 'Twitter (X)' }));
    expect(sharedTexts(open)).toEqual(['Check out my Travel Dreams desires 🌟 — 3 dreams from my bucket list', 'Check out my Travel Dreams desires 🌟 — 3 dreams from my bucket list']);
  });

  it('when the link’s own count cannot be read, counts the public ones among the owner’s desires', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(http.get('/api/shared/categories/:id/desires', () => error(404, 'Not Found')));
    const { user, dialog } = await openShare(makeCategory({ name: 'Travel Dreams', visibility: 'shared', desiresCount: 5 }), travelDreams());
    expect(await within(dialog).findByText('Kyoto')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'WhatsApp' }));
    expect(sharedTexts(open)[0]).toMatch(/^Check out my Travel Dreams desires 🌟 — 3 dreams from my bucket list http/);
  });

  it('says nothing more when visitors see them all', async () => {
    const { dialog } = await openShare(makeCategory({ name: 'Travel Dreams', visibility: 'shared' }), [dream('Kyoto', 'public')]);
    expect(await within(dialog).findByText('Kyoto')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Visitors of the link see/)).not.toBeInTheDocument();
  });
});

describe('sharing a default category', () => {
  it('a private default is made shareable with its fields unchanged, and then shared by link', async () => {
    const thing = makeCategory({ name: 'Thing', isDefault: true, visibility: 'private' });
    const { user, dialog, fake } = await openShare(thing, [makeDesire({ title: 'A birthday bike', userId: categoryOwner, categories: ['Thing'] })]);
    expect(within(dialog).queryByText(/Default categories stay private/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Make shareable' }));
    await waitFor(() => expect(fake.state.updated).toHaveLength(1));
    expect(fake.state.updated[0]).toEqual({ id: thing._id, body: { name: 'Thing', description: null, icon: null, color: '#6366f1', visibility: 'shared' } });
    expect(await findToast('Your category has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: 'WhatsApp' })).toBeEnabled();
    expect(within(dialog).getByRole('region', { name: 'Share with members' })).toBeInTheDocument();
  });

  it('a shared default is made private again from the dialog, after asking', async () => {
    const thing = makeCategory({ name: 'Thing', isDefault: true, visibility: 'shared' });
    const { user, dialog, fake } = await openShare(thing);
    await user.click(within(dialog).getByRole('button', { name: 'Make private' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make "Thing" private?' });
    expect(fake.state.updated).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Make Private' }));
    await waitFor(() => expect(fake.state.updated.at(-1)?.body).toEqual({ name: 'Thing', description: null, icon: null, color: '#6366f1', visibility: 'private' }));
    expect(await findToast('Your category has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Make shareable' })).toBeInTheDocument());
  });

  it('a backend that keeps defaults private says so in "Update failed", and the link stays closed', async () => {
    const thing = makeCategory({ name: 'Thing', isDefault: true, visibility: 'private' });
    const { user, dialog, fake } = await openShare(thing);
    fake.state.failWith = { status: 403, message: 'Default categories cannot be edited' };
    await user.click(within(dialog).getByRole('button', { name: 'Make shareable' }));
    expect(await findToast('Default categories cannot be edited')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeDisabled();
  });

  it('a non-default shared category has no "Make private" here: its edit form does that', async () => {
    const { dialog } = await openShare(makeCategory({ name: 'Trips', visibility: 'shared' }));
    expect(within(dialog).queryByRole('button', { name: 'Make private' })).not.toBeInTheDocument();
  });
});
