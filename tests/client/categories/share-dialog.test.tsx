import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Category } from '@contract/category';
import type { MemberListItem } from '@contract/user';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { categoryOwner, categoryServer, makeCategory, sharedCategory } from '../msw/categories';
import { makeDesire } from '../msw/desires';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

const ben: MemberListItem = { _id: '6650a1b2c3d4e5f60123b0b0', fullName: 'Ben Follower', profileImage: null, bio: null };
const cleo: MemberListItem = { _id: '6650a1b2c3d4e5f60123c1e0', fullName: 'Cleo Friend', profileImage: null, bio: null };

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(writeText) } });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

/** Maya on her category's page with the Share Category dialog open. */
async function openShare(category: Category, titles: string[] = []) {
  const fake = categoryServer([category]);
  fake.state.desires[category._id] = titles.map((title) => makeDesire({ title, userId: categoryOwner, categories: [category.name] }));
  server.use(
    handlers.me(member()),
    ...fake.handlers,
    http.get('/api/users/:id/followers', () => json<MemberListItem[]>([ben])),
    http.get('/api/users/:id/following', () => json<MemberListItem[]>([cleo])),
  );
  const view = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
  await screen.findByRole('heading', { level: 1, name: category.name });
  await view.user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share Category' });
  return { ...view, fake, dialog };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Share Category dialog', () => {
  it('previews three desires with "+2 more" and shows the read-only link', async () => {
    const trips = makeCategory({ name: 'Trips', visibility: 'shared' });
    const { dialog } = await openShare(trips, ['One', 'Two', 'Three', 'Four', 'Five']);
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('+2 more')).toBeInTheDocument();
    expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two', 'Three', '+2 more']);
    const link = within(dialog).getByRole('textbox', { name: 'Share link' });
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveValue(`${window.location.origin}/shared/categories/${trips._id}?user=${categoryOwner._id}`);
  });

  it('no "+n more" for three desires', async () => {
    const { dialog } = await openShare(makeCategory({ name: 'Trips', visibility: 'shared' }), ['One', 'Two', 'Three']);
    expect(await within(dialog).findByText('Three')).toBeInTheDocument();
    expect(within(dialog).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('Copy Link copies, says "Link copied!" and shows the tick for 2 s', async () => {
    const trips = makeCategory({ name: 'Trips', visibility: 'shared' });
    const { user, dialog } = await openShare(trips);
    // After the user-event setup, which puts its own clipboard in place.
    const writeText = stubClipboard(() => Promise.resolve());
    await user.click(within(dialog).getByRole('button', { name: 'Copy share link' }));
    expect(await findToast('Link copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/categories/${trips._id}?user=${categoryOwner._id}`);
    expect(within(dialog).getByRole('button', { name: 'Share link copied' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy share link' })).toBeInTheDocument(), { timeout: 3000 });
  });

  it('a refused clipboard says "Copy failed" with "Unable to copy link to clipboard."', async () => {
    const { user, dialog } = await openShare(makeCategory({ name: 'Trips', visibility: 'shared' }));
    stubClipboard(() => Promise.reject(new Error('denied')));
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(await findToast('Unable to copy link to clipboard.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy share link' })).toBeInTheDocument();
  });

  it('WhatsApp, Telegram and X open with the spec text', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openShare(makeCategory({ name: 'Trips', visibility: 'shared', desiresCount: 2 }), ['One', 'Two']);
    await within(dialog).findByText('Two');
    await user.click(within(dialog).getByRole('button', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Telegram' }));
    await user.click(within(dialog).getByRole('button', { name: 'Twitter (X)' }));
    const urls = open.mock.calls.map(([url]) => new URL(String(url)));
    expect(urls.map((url) => url.hostname)).toEqual(['wa.me', 't.me', 'twitter.com']);
    const text = 'Check out my Trips desires 🌟 — 2 dreams from my bucket list';
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Share link' }).value;
    expect(urls[0]!.searchParams.get('text')).toBe(`${text} ${link}`);
    expect(urls[1]!.searchParams.get('text')).toBe(text);
    expect(urls[1]!.searchParams.get('url')).toBe(link);
    expect(urls[2]!.searchParams.get('text')).toBe(text);
    expect(urls[2]!.searchParams.get('url')).toBe(link);
    expect(String(open.mock.calls[0]![0])).toContain(encodeURIComponent('🌟 —'));
    expect(open.mock.calls.every(([, target, features]) => target === '_blank' && String(features).includes('noopener'))).toBe(true);
  });

  it('a private category cannot be shared until it is made shareable', async () => {
    const { user, dialog, fake } = await openShare(makeCategory({ name: 'Trips', visibility: 'private' }));
    expect(within(dialog).getByText(/This category is private/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'WhatsApp' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Make shareable' }));
    await waitFor(() => expect(fake.state.updated.at(-1)?.body.visibility).toBe('shared'));
    expect(await findToast('Your category has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeEnabled());
  });

  it('shares with chosen connections and shows the server message when it refuses', async () => {
    const trips = makeCategory({ name: 'Trips', visibility: 'shared' });
    const { user, dialog, fake } = await openShare(trips);
    const people = await within(dialog).findByRole('list', { name: 'Your connections' });
    const save = within(dialog).getByRole('button', { name: 'Save sharing' });
    expect(save).toBeDisabled();
    await user.click(within(people).getByRole('checkbox', { name: /Ben Follower/ }));
    await user.dblClick(save);
    await waitFor(() => expect(fake.state.sharesSaved).toEqual([{ id: trips._id, userIds: [ben._id] }]));
    expect(await findToast('Sharing updated')).toBeInTheDocument();

    fake.state.failWith = { status: 400, message: 'You can only share a category with your followers or members you follow.' };
    await user.click(within(people).getByRole('checkbox', { name: /Cleo Friend/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save sharing' }));
    expect(await findToast('You can only share a category with your followers or members you follow.')).toBeInTheDocument();
  });

  it('a refused "Make shareable" says "Update failed" with the server message, once for a double click', async () => {
    const { user, dialog, fake } = await openShare(makeCategory({ name: 'Trips', visibility: 'private' }));
    fake.state.failWith = { status: 400, message: 'Category name must be less than 50 characters' };
    let answer = () => {};
    fake.state.hold = new Promise<void>((resolve) => (answer = resolve));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Make shareable' }));
    await waitFor(() => expect(fake.state.updated).toHaveLength(1));
    answer();
    expect(await findToast('Category name must be less than 50 characters')).toBeInTheDocument();
    expect(await findToast('Update failed')).toBeInTheDocument();
    expect(fake.state.updated).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeDisabled();
  });

  it('ticks the members it is shared with now and says how many', async () => {
    const trips = makeCategory({ name: 'Trips', visibility: 'shared' });
    const fake = categoryServer([trips]);
    fake.state.shares[trips._id] = [{ _id: ben._id, fullName: ben.fullName, profileImage: null }];
    server.use(
      handlers.me(member()),
      ...fake.handlers,
      http.get('/api/users/:id/followers', () => json<MemberListItem[]>([ben])),
      http.get('/api/users/:id/following', () => json<MemberListItem[]>([cleo])),
    );
    const { user } = renderApp(`/categories/${trips._id}`, { memberToken: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Trips' });
    await user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Category' });
    const people = await within(dialog).findByRole('list', { name: 'Your connections' });
    expect(within(dialog).getByText('Shared with 1 member.')).toBeInTheDocument();
    expect(within(people).getByRole('checkbox', { name: /Ben Follower/ })).toBeChecked();
    expect(within(people).getByRole('checkbox', { name: /Cleo Friend/ })).not.toBeChecked();
    await user.click(within(people).getByRole('checkbox', { name: /Ben Follower/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save sharing' }));
    await waitFor(() => expect(fake.state.sharesSaved).toEqual([{ id: trips._id, userIds: [] }]));
    expect(await within(dialog).findByText('Not shared with any member yet.')).toBeInTheDocument();
  });
});

describe('Share on the /categories cards', () => {
  it("opens the dialog from an owned card's actions; a category shared with me has none", async () => {
    const trips = makeCategory({ name: 'Trips', visibility: 'shared', desiresCount: 1 });
    const books = sharedCategory({ name: 'Books' });
    const fake = categoryServer([trips, books]);
    fake.state.desires[trips._id] = [makeDesire({ title: 'Lisbon', userId: categoryOwner, categories: ['Trips'] })];
    server.use(
      handlers.me(member()),
      ...fake.handlers,
      http.get('/api/users/:id/followers', () => json<MemberListItem[]>([])),
      http.get('/api/users/:id/following', () => json<MemberListItem[]>([])),
    );
    const { user } = renderApp('/categories', { memberToken: 'tok' });
    await screen.findByRole('region', { name: 'Shared with Me (1)' });
    expect(screen.queryByRole('button', { name: 'Actions for Books' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Trips' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Category' });
    expect(await within(dialog).findByText('Lisbon')).toBeInTheDocument();
    expect(within(dialog).getByText('1 desire')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Share link' })).toHaveValue(`${window.location.origin}/shared/categories/${trips._id}?user=${categoryOwner._id}`);
    expect(await within(dialog).findByText('Follow members, or be followed, to share this category with them.')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Category' })).not.toBeInTheDocument());
  });
});
