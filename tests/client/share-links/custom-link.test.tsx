import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Desire } from '@contract/desire';
import type { ShareLink, ShareLinkBody } from '@contract/share-link';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged, people } from '../msw/desires';
import { categoryServer, makeCategory } from '../msw/categories';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

// Custom link: a link by name to the owner's public desire or shared category (an extra of our server).

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(writeText) } });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

let made = 0;
const linkOf = (body: ShareLinkBody, createdBy = people.maya._id): ShareLink => ({
  _id: `6650a1b2c3d4e5f60123${(0xa000 + ++made).toString(16)}`,
  type: body.type,
  referenceId: body.referenceId,
  createdBy,
  urlSlug: body.urlSlug,
  createdAt: new Date().toISOString(),
});

/** A fake of the share-link calls: what POST received, and the links it keeps. */
function shareLinkServer(start: ShareLink[] = []) {
  const state = { links: [...start], posted: [] as ShareLinkBody[], deleted: [] as string[] };
  return {
    state,
    handlers: [
      http.get('/api/share-links', () => json(state.links)),
      http.post('/api/share-links', async ({ request }) => {
        const body = (await request.json()) as ShareLinkBody;
        state.posted.push(body);
        if (state.links.some((link) => link.urlSlug === body.urlSlug) || body.urlSlug === 'taken-name') {
          return HttpResponse.json({ message: 'This link name is taken' }, { status: 409 });
        }
        const link = linkOf(body);
        state.links.unshift(link);
        return json(link, 201);
      }),
      http.delete('/api/share-links/:id', ({ params }) => {
        state.deleted.push(String(params.id));
        state.links = state.links.filter((link) => link._id !== params.id);
        return json({ message: 'Share link deleted' });
      }),
    ],
  };
}

async function feedWith(desire: Desire, ...extra: Parameters<typeof server.use>) {
  server.use(...extra, http.get('/api/desires/public', () => json(paged([desire]))), handlers.me(member()), ...feedHandlers([desire]));
  const view = renderApp('/feed', { memberToken: 'tok' });
  const card = await screen.findByRole('article', { name: desire.title });
  await view.user.click(within(card).getByRole('button', { name: 'Desire options' }));
  return view;
}

async function openCustomLink(desire: Desire, ...extra: Parameters<typeof server.use>) {
  const view = await feedWith(desire, ...extra);
  await view.user.click(await screen.findByRole('menuitem', { name: 'Custom link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Custom link' });
  return { ...view, dialog };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Custom link on my desire', () => {
  it('proposes a name from the title, shows the address as I type, creates it and copies it', async () => {
    const mine = makeDesire({ userId: people.maya, title: 'A Red Bicycle!', visibility: 'public' });
    const fake = shareLinkServer();
    const { user, dialog } = await openCustomLink(mine, ...fake.handlers);
    const field = within(dialog).getByRole('textbox', { name: 'Link name' });
    expect(field).toHaveValue('a-red-bicycle');
    expect(within(dialog).getByTestId('custom-link-preview')).toHaveTextContent(`${window.location.origin}/s/a-red-bicycle`);
    await user.clear(field);
    await user.type(field, 'mayas-bike');
    expect(within(dialog).getByTestId('custom-link-preview')).toHaveTextContent(`${window.location.origin}/s/mayas-bike`);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Your custom link is ready.')).toBeInTheDocument();
    expect(fake.state.posted).toEqual([{ type: 'post', referenceId: mine._id, urlSlug: 'mayas-bike' }]);
    const writeText = stubClipboard(() => Promise.resolve());
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await findToast('Link copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/mayas-bike`);
    // The new link is listed for this desire, with Delete.
    expect(within(dialog).getByRole('button', { name: `Delete ${window.location.origin}/s/mayas-bike` })).toBeInTheDocument();
  });

  it('lists the links of this desire only, and Delete removes one', async () => {
    const mine = makeDesire({ userId: people.maya, title: 'Camera', visibility: 'public' });
    const other = makeDesire({ userId: people.maya, title: 'Tent', visibility: 'public' });
    const kept = linkOf({ type: 'post', referenceId: mine._id, urlSlug: 'my-camera' });
    const gone = linkOf({ type: 'post', referenceId: mine._id, urlSlug: 'old-camera' });
    const elsewhere = linkOf({ type: 'post', referenceId: other._id, urlSlug: 'my-tent' });
    const fake = shareLinkServer([kept, gone, elsewhere]);
    const { user, dialog } = await openCustomLink(mine, ...fake.handlers);
    const list = await within(dialog).findByRole('region', { name: 'Custom links' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`${window.location.origin}/s/my-camera`, `${window.location.origin}/s/old-camera`]);
    await user.click(within(list).getByRole('button', { name: `Delete ${window.location.origin}/s/old-camera` }));
    expect(await findToast('Custom link deleted')).toBeInTheDocument();
    expect(fake.state.deleted).toEqual([gone._id]);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`${window.location.origin}/s/my-camera`]);
  });

  it('says why a name is refused: its shape before sending, and a taken name from the server', async () => {
    const mine = makeDesire({ userId: people.maya, title: 'Skates', visibility: 'public' });
    const fake = shareLinkServer();
    const { user, dialog } = await openCustomLink(mine, ...fake.handlers);
    const field = within(dialog).getByRole('textbox', { name: 'Link name' });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('URL slug is required')).toBeInTheDocument();
    await user.type(field, 'Big Skates');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A custom link may use lowercase letters, digits and single hyphens, 3 to 60 characters')).toBeInTheDocument();
    expect(fake.state.posted).toEqual([]);
    await user.clear(field);
    await user.type(field, 'taken-name');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This link name is taken')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fake.state.posted).toEqual([{ type: 'post', referenceId: mine._id, urlSlug: 'taken-name' }]);
  });

  it('is not offered on my private desire', async () => {
    const mine = makeDesire({ userId: people.maya, title: 'Secret wish', visibility: 'private' });
    await feedWith(mine, ...shareLinkServer().handlers);
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Custom link' })).not.toBeInTheDocument();
  });

  it('hides itself where the backend has no links by name', async () => {
    const mine = makeDesire({ userId: people.maya, title: 'Kayak', visibility: 'public' });
    let asked = 0;
    const missing = http.get('/api/share-links', () => {
      asked += 1;
      return HttpResponse.json({ message: 'Route GET:/api/share-links not found' }, { status: 404 });
    });
    const { user } = await feedWith(mine, missing);
    await user.click(await screen.findByRole('menuitem', { name: 'Custom link' }));
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom link' })).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('article', { name: 'Kayak' })).getByRole('button', { name: 'Desire options' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Custom link' })).not.toBeInTheDocument();
  });
});

describe('Custom link on my category', () => {
  it('opens from Share Category on a shared category and creates a folder link', async () => {
    const trips = makeCategory({ name: 'Weekend Trips', visibility: 'shared' });
    const categories = categoryServer([trips]);
    const fake = shareLinkServer();
    server.use(handlers.me(member()), ...categories.handlers, ...fake.handlers, http.get('/api/users/:id/followers', () => json([])), http.get('/api/users/:id/following', () => json([])));
    const { user } = renderApp(`/categories/${trips._id}`, { memberToken: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Weekend Trips' });
    await user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: 'Share Category' });
    await user.click(within(share).getByRole('button', { name: 'Custom link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom link' });
    expect(within(dialog).getByRole('textbox', { name: 'Link name' })).toHaveValue('weekend-trips');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Your custom link is ready.')).toBeInTheDocument();
    expect(fake.state.posted).toEqual([{ type: 'folder', referenceId: trips._id, urlSlug: 'weekend-trips' }]);
  });

  it('is not offered on a private category', async () => {
    const shelf = makeCategory({ name: 'Shelf', visibility: 'private' });
    server.use(handlers.me(member()), ...categoryServer([shelf]).handlers, ...shareLinkServer().handlers);
    const { user } = renderApp(`/categories/${shelf._id}`, { memberToken: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Shelf' });
    await user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: 'Share Category' });
    expect(within(share).getByRole('button', { name: 'Make shareable' })).toBeInTheDocument();
    expect(within(share).queryByRole('button', { name: 'Custom link' })).not.toBeInTheDocument();
  });
});
