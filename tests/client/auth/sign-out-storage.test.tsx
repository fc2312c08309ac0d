import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { adminServer } from '../msw/admin';
import { feedHandlers, paged } from '../msw/desires';
import { authQueries } from '@/features/auth/api/queries';
import { settingsQueries } from '@/features/settings/api/queries';
import { renderApp } from '../render-app';
import { authScreens, loadScreensFirst } from './warm-up';

loadScreensFirst(
  () => import('@/app/shell/member-shell'),
  () => import('@/app/routes/feed'),
  () => import('@/app/shell/admin-shell'),
  () => import('@/app/routes/admin-dashboard'),
  ...authScreens,
);

const draftKey = `wishwell:desire-draft:${member()._id}`;
const storedKeys = () => Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).sort();

/** The feed of a signed-in member (an admin too, in the same browser), with an unsent draft in the create form. */
async function memberWithDraft() {
  server.use(
    http.get('/api/desires/public', () => json(paged([]))),
    handlers.me(member()),
    ...feedHandlers([]),
    http.post('/api/admin/auth/logout', () => json({ success: true, message: 'Logged out' })),
    ...adminServer().handlers,
  );
  const view = renderApp('/feed', { memberToken: 'tok', adminToken: 'admin-tok' });
  await screen.findByText('No public desires yet');
  await view.user.click(screen.getAllByRole('button', { name: 'Create New Desire' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' });
  await view.user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'See the aurora');
  await waitFor(() => expect(window.localStorage.getItem(draftKey)).toContain('See the aurora'));
  return view;
}

describe('signing out leaves nothing of the member in browser storage', () => {
  it('Log Out: the draft goes with the token; the admin area of the same browser stays signed in; its own Logout then empties storage', async () => {
    const { user, location, unmount } = await memberWithDraft();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Desire' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(storedKeys()).toEqual(['admin_token']);
    unmount();

    const admin = renderApp('/admin/dashboard');
    await admin.user.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!);
    await waitFor(() => expect(admin.location()).toBe('/admin/login'));
    expect(storedKeys()).toEqual([]);
  });

  it('the server ending the session (the token refused on the next check) takes the draft too', async () => {
    window.localStorage.setItem(draftKey, JSON.stringify({ values: { title: 'Left behind' }, importUrl: '' }));
    server.use(handlers.me(null));
    const { location } = renderApp('/feed', { memberToken: 'revoked' });
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(storedKeys()).toEqual([]);
  });

  it('the server ending the session while the member is here: nothing read for the member stays in memory for the next one', async () => {
    server.use(http.get('/api/desires/public', () => json(paged([]))), handlers.me(member()), ...feedHandlers([]));
    const { queryClient, location } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findByText('No public desires yet');
    await waitFor(() => expect(queryClient.getQueryData(settingsQueries.mine().queryKey)).toBeDefined());
    server.use(handlers.me(null));
    const endedAt = Date.now();
    await act(() => queryClient.invalidateQueries({ queryKey: authQueries.session().queryKey }));
    await waitFor(() => expect(location()).toBe('/auth'));
    const readBefore = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => query.queryKey[0] !== authQueries.all()[0] && query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < endedAt);
    expect(readBefore.map((query) => query.queryKey)).toEqual([]);
  });

  it('signing out in another tab: this tab’s draft goes, and this tab leaves the member area', async () => {
    const { location } = await memberWithDraft();
    act(() => {
      window.localStorage.removeItem('social_exp_token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'social_exp_token', oldValue: 'tok', newValue: null, storageArea: window.localStorage }));
    });
    await waitFor(() => expect(location()).toBe('/auth'));
    // Longer than the form's pause before it saves: a save after the sign-out is refused.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(storedKeys()).toEqual(['admin_token']);
  });
});
