import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { makeDesire } from '../msw/desires';
import { savedServer } from '../msw/saved';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';

const maya = member();

function openSaved(saving = savedServer()) {
  server.use(handlers.me(maya), ...saving.handlers);
  return { ...renderApp('/saved', { memberToken: 'tok' }), saving };
}

describe('the Saved screen', () => {
  it('lists the saved desires a page at a time, with Load More', async () => {
    const saved = Array.from({ length: 12 }, (_, i) => makeDesire({ title: `Saved wish ${i + 1}`, isSaved: true }));
    const { user } = openSaved(savedServer({ saved }));
    expect(await screen.findByRole('heading', { name: 'Saved', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved desires' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    expect(within(list).getByRole('article', { name: 'Saved wish 1' })).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'Saved wish 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Saved wish 12' })).toBeInTheDocument();
  });

  it('says so when nothing is saved', async () => {
    openSaved();
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse desires' })).toHaveAttribute('href', '/feed');
  });

  it('an unsaved card stays until the screen is opened again, so that it can be saved back', async () => {
    const desire = makeDesire({ title: 'Second thoughts', isSaved: true });
    const { user, saving } = openSaved(savedServer({ saved: [desire] }));
    const card = await screen.findByRole('article', { name: 'Second thoughts' });
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saving.state.calls).toEqual([`DELETE ${desire._id}`]));
    expect(within(card).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('article', { name: 'Second thoughts' })).toBeInTheDocument();
  });

  it('is in the desktop side menu, marked as the current page', async () => {
    openSaved();
    await screen.findByRole('heading', { name: 'Saved', level: 1 });
    // The bottom bar is a "Main" navigation too; the sidebar comes first.
    const sidebar = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(sidebar).getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
  });

  it('on a backend without saving, says it is not available and the menu has no entry', async () => {
    server.use(handlers.me(maya));
    renderApp('/saved', { memberToken: 'tok' });
    expect(await screen.findByText('Saving is not available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Saved' })).not.toBeInTheDocument();
  });
});

describe('the phone\'s side menu', () => {
  it('has Saved', async () => {
    setViewportWidth(375);
    server.use(handlers.me(maya), ...savedServer().handlers);
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await user.click(await screen.findByRole('button', { name: /open menu/i }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Saved' }));
    expect(await screen.findByRole('heading', { name: 'Saved', level: 1 })).toBeInTheDocument();
  });
});
