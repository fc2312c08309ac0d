import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { settingsServer } from '../msw/people-screens';
import { renderApp } from '../render-app';
import { loadScreensFirst } from '../auth/warm-up';

loadScreensFirst(() => import('@/app/shell/member-shell'), () => import('@/app/routes/settings'));

async function openSettings() {
  server.use(handlers.me(member()), ...settingsServer().handlers);
  const view = renderApp('/settings', { memberToken: 'tok' });
  await screen.findByRole('switch', { name: 'Comments' });
  return view;
}

afterEach(() => vi.restoreAllMocks());

describe('Settings, "Add from any page"', () => {
  it('offers a bookmark whose code opens the share target with the page’s address and title in a new tab', async () => {
    const { user } = await openSettings();
    const section = screen.getByRole('region', { name: 'Add from any page' });
    const link = within(section).getByRole('link', { name: 'Add to Wishwell' });
    const code = link.getAttribute('href') ?? '';
    expect(code).toMatch(/^javascript:/);

    // Run as a browser runs a bookmark, on some shop's page.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    document.title = 'Tent & stakes — Shop';
    new Function(code.slice('javascript:'.length))();
    const target = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(`${window.location.origin}/share-target`);
    expect(target.searchParams.get('url')).toBe(window.location.href);
    expect(target.searchParams.get('title')).toBe('Tent & stakes — Shop');
    expect(open.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener']);

    // Clicked in Settings it adds nothing: it says where it belongs.
    open.mockClear();
    await user.click(link);
    expect(await within(section).findByRole('status')).toHaveTextContent('Drag it to the bookmarks bar');
    expect(open).not.toHaveBeenCalled();
  });

  it('is left out where there is no mouse (a phone shares to the installed app instead)', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => (query.includes('pointer: fine') ? { ...real(query), matches: false } : real(query)));
    await openSettings();
    expect(screen.getByRole('region', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add from any page' })).not.toBeInTheDocument();
  });
});
