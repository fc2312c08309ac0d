import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './msw/server';
import { handlers, json, member } from './msw/handlers';
import { feedHandlers, makeDesire } from './msw/desires';
import { liveLink } from './msw/live';
import { renderApp } from './render-app';

const admin = { _id: '6650a1b2c3d4e5f60123aaaa', role: 'admin' as const, fullName: 'Administrator', email: 'root@example.com' };

describe('route guards', () => {
  it('a visitor on a login-required route goes to /auth', async () => {
    for (const path of ['/feed', '/settings', '/profile/123', '/search', '/categories/9']) {
      const view = renderApp(path);
      await waitFor(() => expect(view.location()).toBe('/auth'));
      view.unmount();
    }
  });

  it('shows "Authenticating..." while the session is checked, then the screen', async () => {
    server.use(handlers.me(member()));
    renderApp('/trending', { memberToken: 'tok' });
    expect(screen.getByText('Authenticating...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trending Desires' })).toBeInTheDocument();
  });

  it('a token the server refuses is removed and the visitor is signed out', async () => {
    const { location } = renderApp('/feed', { memberToken: 'expired' });
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
  });

  it('when the server cannot be reached the token is kept and a retry is offered', async () => {
    server.use(http.get('/api/auth/me', () => HttpResponse.error()));
    renderApp('/feed', { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { name: "We can't reach Wishwell right now" }, { timeout: 4000 })).toBeInTheDocument();
    expect(window.localStorage.getItem('social_exp_token')).toBe('tok');
  });

  it('a session check answered "too many requests" keeps the token (and the drafts with it) and offers a retry', async () => {
    server.use(http.get('/api/auth/me', () => HttpResponse.json({ message: 'Too many attempts. Please try again in 1 minute.' }, { status: 429 })));
    const { location } = renderApp('/feed', { memberToken: 'tok' });
    await waitFor(() => expect(screen.getByRole('heading', { name: "We can't reach Wishwell right now" })).toBeInTheDocument(), { timeout: 4000 });
    expect(location()).toBe('/feed');
    expect(window.localStorage.getItem('social_exp_token')).toBe('tok');
  });

  it('offline: the screen says "Offline", and the session is checked again once the browser is back online', async () => {
    server.use(
      http.get('/api/auth/me', () => HttpResponse.error()),
      liveLink.addEventListener('connection', ({ client }) => client.close(1012, 'unreachable')),
    );
    renderApp('/trending', { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { name: "We can't reach Wishwell right now" }, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    server.use(handlers.me(member()));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Trending Desires' })).toBeInTheDocument();
  });

  it('a member (not an admin) on an admin route goes to /feed', async () => {
    server.use(handlers.me(member()));
    const { location } = renderApp('/admin/dashboard', { memberToken: 'tok' });
    await waitFor(() => expect(location()).toBe('/feed'));
  });

  it('nobody on an admin route goes to /admin/login, after "Checking admin access..."', async () => {
    const { location } = renderApp('/admin/users');
    expect(screen.getByText('Checking admin access...')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
  });

  it('an admin passes; /admin goes to the dashboard; a non-admin answer clears the admin token', async () => {
    server.use(handlers.adminMe(admin));
    const view = renderApp('/admin', { adminToken: 'admin-tok' });
    await waitFor(() => expect(view.location()).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    view.unmount();

    server.use(handlers.adminMe({ ...admin, role: 'user' }));
    const second = renderApp('/admin/users', { adminToken: 'admin-tok' });
    await waitFor(() => expect(second.location()).toBe('/admin/login'));
    expect(window.localStorage.getItem('admin_token')).toBeNull();
  });

  it('/admin/login sends an admin who is signed in to the dashboard', async () => {
    server.use(handlers.adminMe(admin));
    const { location } = renderApp('/admin/login', { adminToken: 'admin-tok' });
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
  });

  it('/ goes to /feed; an unknown address says "404 Page Not Found"', async () => {
    server.use(handlers.me(member()));
    const view = renderApp('/', { memberToken: 'tok' });
    await waitFor(() => expect(view.location()).toBe('/feed'));
    view.unmount();
    renderApp('/no/such/page');
    // The page may mount twice (its lazy chunk, then the settled session): look for the one that stays.
    await waitFor(() => expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument());
  });

  it('/post/:id needs no login', async () => {
    const desire = makeDesire({ title: 'Open to everyone' });
    server.use(http.get(`/api/desires/${desire._id}`, () => json(desire)), http.get(`/api/desires/${desire._id}/comments`, () => json([])), ...feedHandlers([]));
    const { location } = renderApp(`/post/${desire._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Open to everyone' })).toBeInTheDocument();
    expect(location()).toBe(`/post/${desire._id}`);
  });
});
