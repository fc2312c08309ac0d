import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from './msw/server';
import { error, handlers, member } from './msw/handlers';
import { renderApp } from './render-app';
import { setViewportWidth } from './setup';
import { findToast } from './toasts';

describe('the member shell', () => {
  it('desktop: sidebar entries, the feed tabs on /feed, and badges capped at 9+', async () => {
    server.use(handlers.me(member()), ...handlers.unreadCounts(12, 3));
    renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Home Feed' });
    const sidebar = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    for (const name of ['Home', 'Public', 'Following', 'Trending', 'Desire Category', 'Search Users']) {
      expect(within(sidebar).getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    await waitFor(() => expect(within(sidebar).getByRole('link', { name: /^Notifications/ })).toHaveTextContent('9+'));
    expect(within(sidebar).getByRole('link', { name: /^Messages/ })).toHaveTextContent('3');
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
  });

  it('the side menu shows the handle and 99+ above 99', async () => {
    setViewportWidth(375);
    server.use(handlers.me(member()), ...handlers.unreadCounts(150, 99));
    const { user } = renderApp('/trending', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Trending Desires' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('@maya')).toBeInTheDocument();
    for (const name of ['Home Feed', 'Following', 'Trending', 'Categories', 'Notifications', 'Messages', 'Search Users', 'Profile']) {
      expect(within(menu).getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    await waitFor(() => expect(within(menu).getByRole('link', { name: /^Notifications/ })).toHaveTextContent('99+'));
    const messages = within(menu).getByRole('link', { name: /^Messages/ });
    expect(messages).toHaveAccessibleName('Messages, 99 unread');
    expect(messages).not.toHaveTextContent('99+');
  });

  it('a failed unread count reads 0 and shows no badge', async () => {
    server.use(handlers.me(member()));
    renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Home Feed' });
    const sidebar = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(sidebar).getByRole('link', { name: /^Notifications/ })).toHaveTextContent(/^Notifications$/);
  });

  it('back button everywhere but the feed; breadcrumbs Home > Profile under /profile', async () => {
    server.use(handlers.me(member()));
    const view = renderApp('/profile/6650a1b2c3d4e5f601234567', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.getAllByRole('button', { name: 'Back' }).length).toBeGreaterThan(0);
    const crumbs = screen.getAllByRole('navigation', { name: 'Breadcrumb' })[0]!;
    expect(crumbs).toHaveTextContent('HomeProfile');
    await view.user.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    await waitFor(() => expect(view.location()).toBe('/feed'));
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('log out from the user menu: "Logged out successfully", token gone, /auth', async () => {
    server.use(handlers.me(member()));
    const { user, location } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Home Feed' });
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await findToast('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
  });

  it('the user menu works from the keyboard: arrows, Escape back to its button', async () => {
    server.use(handlers.me(member()));
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Home Feed' });
    const trigger = screen.getByRole('button', { name: /account menu/ });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('offline: a notice above the screen, from the browser going offline until it is back online', async () => {
    server.use(handlers.me(member()));
    renderApp('/trending', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Trending Desires' });
    const notice = /Anything not on screen yet will load when the connection is back/;
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText(notice)).toBeInTheDocument();
    } finally {
      act(() => void window.dispatchEvent(new Event('online')));
    }
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
  });

  it('visitors on a shared page get no navigation', async () => {
    server.use(http.get('/api/shared/desires/:id', () => error(404, 'Desire not found')));
    renderApp('/shared/desires/6650a1b2c3d4e5f601234567/6650a1b2c3d4e5f601234568');
    expect(await screen.findByRole('heading', { name: 'Shared Desire' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
