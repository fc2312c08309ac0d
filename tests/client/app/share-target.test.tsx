import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Desire } from '@contract/desire';
import type { UrlMetadata } from '@contract/url-metadata';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, paged } from '../msw/desires';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { authScreens, loadScreensFirst } from '../auth/warm-up';

loadScreensFirst(
  ...authScreens,
  () => import('@/app/shell/member-shell'),
  () => import('@/app/routes/share-target'),
  () => import('@/app/routes/feed'),
  () => import('@/app/desire-editor'),
);

const tent: UrlMetadata = { title: 'Two-person tent', description: 'Light, for summer', image: null, price: 'EUR 189', isRestricted: false };

/** The feed's reads and a URL import that answers with the tent's page, counting what it was asked. */
function shopServer() {
  const imported: string[] = [];
  const list: Desire[] = [];
  server.use(
    http.post('/api/fetch-url-metadata', async ({ request }) => {
      imported.push(((await request.json()) as { url: string }).url);
      return json(tent);
    }),
    http.get('/api/desires/public', () => json(paged(list))),
    ...feedHandlers(list),
  );
  return imported;
}

const createDialog = () => screen.findByRole('dialog', { name: 'Create New Desire' });
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('/share-target', () => {
  it('a member sharing a page gets the create form with the page imported, over the feed', async () => {
    const imported = shopServer();
    server.use(handlers.me(member()));
    const { location } = renderApp(`/share-target?title=Tent&text=${encodeURIComponent('See https://shop.example/tent.')}`, { memberToken: 'tok' });
    const dialog = await createDialog();
    expect(field(dialog, 'Import from URL')).toHaveValue('https://shop.example/tent');
    expect(await findToast('Product details have been imported successfully.')).toBeInTheDocument();
    expect(imported).toEqual(['https://shop.example/tent']);
    // The page's own title replaces the shared one, which no one typed; the rest is filled too.
    expect(field(dialog, 'Title')).toHaveValue('Two-person tent');
    expect(field(dialog, 'Description')).toHaveValue('Light, for summer');
    // A page's words take their own direction (in Arabic, Latin text still reads left to right).
    expect(field(dialog, 'Title')).toHaveAttribute('dir', 'auto');
    // The share target's address is gone: Back or a reload does not open the form again.
    await waitFor(() => expect(location()).toBe('/feed'));
  });

  it('shared text without an address becomes the title, and nothing is imported', async () => {
    const imported = shopServer();
    server.use(handlers.me(member()));
    const { location } = renderApp(`/share-target?text=${encodeURIComponent('A red bicycle')}`, { memberToken: 'tok' });
    const dialog = await createDialog();
    expect(field(dialog, 'Title')).toHaveValue('A red bicycle');
    expect(field(dialog, 'Import from URL')).toHaveValue('');
    // Empty, a field keeps the page's direction, so that its placeholder sits where the language reads from.
    expect(field(dialog, 'Description')).not.toHaveAttribute('dir');
    await waitFor(() => expect(location()).toBe('/feed'));
    expect(imported).toEqual([]);
  });

  it('a visitor signs in first, then the form opens with the shared page imported', async () => {
    const imported = shopServer();
    const maya = member();
    server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Maya Chen' } }), handlers.login({ token: 'tok', user: maya }));
    const { user, location } = renderApp(`/share-target?url=${encodeURIComponent('https://shop.example/tent')}`);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maya@example.com');
    expect(location()).toBe('/auth');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    server.use(handlers.me(maya));
    await user.type(await screen.findByLabelText('Password'), 'wishwell');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' }, { timeout: 6000 });
    expect(await findToast('Product details have been imported successfully.')).toBeInTheDocument();
    expect(field(dialog, 'Title')).toHaveValue('Two-person tent');
    expect(imported).toEqual(['https://shop.example/tent']);
    await waitFor(() => expect(location()).toBe('/feed'));
  });
});
