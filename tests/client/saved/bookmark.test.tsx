import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged, people } from '../msw/desires';
import { pushLive } from '../msw/live';
import { savedServer } from '../msw/saved';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

/** Maya signed in, reading a feed of these desires, on a server that offers saving. */
async function openFeed(desires: Desire[], saving = savedServer()) {
  server.use(...saving.handlers, http.get('/api/desires/public', () => json(paged(desires))), handlers.me(member()), ...feedHandlers(desires));
  const view = renderApp('/feed', { memberToken: 'tok' });
  await screen.findAllByRole('article');
  return { ...view, saving };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const bookmark = (title: string) => within(card(title)).getByRole('button', { name: 'Save' });

describe('the bookmark on a desire card', () => {
  it('saves at once, and the server hears it once', async () => {
    const { user, saving } = await openFeed([makeDesire({ title: 'A kite', isSaved: false })]);
    expect(bookmark('A kite')).toHaveAttribute('aria-pressed', 'false');
    await user.click(bookmark('A kite'));
    expect(bookmark('A kite')).toHaveAttribute('aria-pressed', 'true');
    expect(bookmark('A kite')).toHaveAttribute('title', 'Saved');
    await waitFor(() => expect(saving.state.calls).toHaveLength(1));
    expect(saving.state.calls[0]).toMatch(/^PUT /);
    expect(bookmark('A kite')).toHaveAttribute('aria-pressed', 'true');
  });

  it('rapid taps collapse into one request for the final state; an even number sends nothing', async () => {
    const desire = makeDesire({ title: 'Tap me', isSaved: false });
    const { user, saving } = await openFeed([desire]);
    await user.click(bookmark('Tap me'));
    await user.click(bookmark('Tap me'));
    await user.click(bookmark('Tap me'));
    await waitFor(() => expect(saving.state.calls).toEqual([`PUT ${desire._id}`]), { timeout: 2000 });
    expect(bookmark('Tap me')).toHaveAttribute('aria-pressed', 'true');

    await user.click(bookmark('Tap me'));
    await user.click(bookmark('Tap me'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(saving.state.calls).toEqual([`PUT ${desire._id}`]);
    expect(bookmark('Tap me')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refused save rolls back with a toast', async () => {
    const saving = savedServer({ failing: { status: 500, message: 'Something went wrong. Please try again.' } });
    const { user } = await openFeed([makeDesire({ title: 'Refused', isSaved: false })], saving);
    await user.click(bookmark('Refused'));
    expect(bookmark('Refused')).toHaveAttribute('aria-pressed', 'true');
    expect(await findToast('Could not save the desire')).toBeInTheDocument();
    expect(bookmark('Refused')).toHaveAttribute('aria-pressed', 'false');
  });

  it('a refused unsave rolls back to saved with a toast', async () => {
    const saving = savedServer({ failing: { status: 404, message: 'Desire not found' } });
    const { user } = await openFeed([makeDesire({ title: 'Kept', isSaved: true })], saving);
    expect(bookmark('Kept')).toHaveAttribute('aria-pressed', 'true');
    await user.click(bookmark('Kept'));
    expect(await findToast('Could not remove the desire from Saved')).toBeInTheDocument();
    expect(bookmark('Kept')).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a save made in another tab', async () => {
    const desire = makeDesire({ title: 'Elsewhere', isSaved: false });
    await openFeed([desire]);
    act(() => pushLive({ type: 'desire_saved', data: { desireId: desire._id, saved: true } }));
    await waitFor(() => expect(bookmark('Elsewhere')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('is there for one\'s own desires too', async () => {
    await openFeed([makeDesire({ title: 'Mine', userId: people.maya, isSaved: false })]);
    expect(bookmark('Mine')).toBeInTheDocument();
  });

  it('hides, with the Saved menu entry, when the backend answers desires without isSaved', async () => {
    server.use(handlers.me(member()), ...feedHandlers([makeDesire({ title: 'Plain' })]));
    renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('article', { name: 'Plain' });
    expect(within(card('Plain')).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Saved' })).not.toBeInTheDocument());
  });

  it('hides when the save endpoint turns out to be missing, quietly', async () => {
    const desire = makeDesire({ title: 'No endpoint', isSaved: false });
    server.use(
      http.put('/api/desires/:id/save', () => json({ message: 'Route PUT:/api/desires/x/save not found' }, 404)),
      http.get('/api/desires/public', () => json(paged([desire]))),
      handlers.me(member()),
      ...feedHandlers([desire]),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('article', { name: 'No endpoint' });
    expect(screen.getByRole('link', { name: 'Saved' })).toBeInTheDocument();
    await user.click(bookmark('No endpoint'));
    await waitFor(() => expect(within(card('No endpoint')).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Saved' })).not.toBeInTheDocument();
  });
});

describe('the bookmark on a desire\'s own page', () => {
  it('is there for a member, and saves', async () => {
    const desire = makeDesire({ title: 'On its page', isSaved: false });
    const saving = savedServer();
    server.use(handlers.me(member()), ...saving.handlers, http.get(`/api/desires/${desire._id}`, () => json(desire)), http.get(`/api/desires/${desire._id}/comments`, () => json([])));
    const { user } = renderApp(`/post/${desire._id}`, { memberToken: 'tok' });
    const page = await screen.findByRole('article', { name: 'On its page' });
    await user.click(within(page).getByRole('button', { name: 'Save' }));
    expect(within(page).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(saving.state.calls).toEqual([`PUT ${desire._id}`]));
  });
});

describe('visitors', () => {
  it('see no bookmark', async () => {
    const desire = makeDesire({ title: 'Open to all', isSaved: false });
    server.use(http.get(`/api/desires/${desire._id}`, () => json(desire)), http.get(`/api/desires/${desire._id}/comments`, () => json([])));
    renderApp(`/post/${desire._id}`);
    expect(await screen.findByRole('heading', { name: 'Open to all', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
