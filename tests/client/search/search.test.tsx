import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage-keys';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { elsewhereHandlers, searchServer, searchable } from '../msw/people-screens';
import { renderApp } from '../render-app';

const box = () => screen.getByRole('searchbox', { name: 'Search for users' });

async function openSearch(path = '/search', fake = searchServer()) {
  server.use(handlers.me(member()), fake.handler, ...elsewhereHandlers);
  const view = renderApp(path, { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Search Users', level: 1 });
  return { ...view, fake };
}

describe('/search', () => {
  it('starts focused with the hint, and asks nothing below 2 characters', async () => {
    const { user, fake } = await openSearch();
    expect(box()).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Search for Users' })).toBeInTheDocument();
    expect(screen.getByText('Type at least 2 characters to search for users on the platform')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/feed');
    await user.type(box(), 'm');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.state.queries).toEqual([]);
    expect(screen.getByText('Type at least 2 characters to search for users on the platform')).toBeInTheDocument();
  });

  it('from 2 characters: "n user(s) found", rows with avatar, name, email and bio, the text in the address', async () => {
    const { user, fake, location } = await openSearch();
    await user.type(box(), 'ma');
    expect(await screen.findByText('2 user(s) found')).toBeInTheDocument();
    // Typing settles before it asks: one request for the whole word.
    expect(fake.state.queries).toEqual(['ma']);
    expect(location()).toBe('/search?q=ma');
    const rows = within(screen.getByRole('list', { name: 'Users found' })).getAllByRole('link');
    expect(rows).toHaveLength(2);
    const mario = screen.getByRole('link', { name: /Mario Rossi/ });
    expect(mario).toHaveTextContent('mario@example.com');
    expect(mario).toHaveTextContent('Wants to see the northern lights.');
    expect(mario.querySelector('[class*="rounded-full"]')).not.toBeNull();
    await user.type(box(), 'rio');
    expect(await screen.findByText('1 user(s) found')).toBeInTheDocument();
    expect(location()).toBe('/search?q=mario');
    expect(fake.state.queries).toEqual(['ma', 'mario']);
  });

  it('nobody found: "No users found" with the spelling hint', async () => {
    const { user } = await openSearch();
    await user.type(box(), 'zz');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByText('Try searching with different keywords or check your spelling')).toBeInTheDocument();
  });

  it('a failed search is logged and reads as nobody found', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openSearch('/search?q=leo', searchServer(searchable, 500));
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('User search failed', expect.anything());
    warn.mockRestore();
  });

  it('opens with ?q= from the address, and a click opens the profile', async () => {
    const { user, location } = await openSearch('/search?q=leo');
    expect(box()).toHaveValue('leo');
    expect(await screen.findByText('1 user(s) found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Leo Okafor/ }));
    await waitFor(() => expect(location()).toBe('/profile/6650a1b2c3d4e5f60123beef'));
  });

  it('back and forward bring the earlier search and its results back', async () => {
    server.use(handlers.me(member()), searchServer().handler, ...elsewhereHandlers);
    window.localStorage.setItem(storageKeys.memberToken, 'tok');
    function History() {
      const navigate = useNavigate();
      const location = useLocation();
      return (
        <>
          <button type="button" onClick={() => navigate(-1)}>
            history back
          </button>
          <button type="button" onClick={() => navigate(1)}>
            history forward
          </button>
          <output data-testid="where">{location.search}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/search?q=ana', '/search?q=leo']} initialIndex={1}>
          <AppRoutes />
          <History />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('link', { name: /Leo Okafor/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(await screen.findByRole('link', { name: /Ana Silva/ })).toBeInTheDocument();
    expect(box()).toHaveValue('ana');
    expect(screen.queryByRole('link', { name: /Leo Okafor/ })).not.toBeInTheDocument();
    // The box does not write the old text back over the address.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByTestId('where')).toHaveTextContent('?q=ana');
    await user.click(screen.getByRole('button', { name: 'history forward' }));
    expect(await screen.findByRole('link', { name: /Leo Okafor/ })).toBeInTheDocument();
    expect(box()).toHaveValue('leo');
  });
});
