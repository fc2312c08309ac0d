import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionToken } from '@/lib/session-token';
import { http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged, people } from '../msw/desires';
import { dropLive, liveLink, pushLive } from '../msw/live';
import { renderApp } from '../render-app';

describe('the live channel in the app', () => {
  it('shows Live in the notification menu, and applies events to the open feed without a reload', async () => {
    const desire = makeDesire({ title: 'A telescope' });
    server.use(handlers.me(member()), ...feedHandlers([desire]));
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    const card = await screen.findByRole('article', { name: /A telescope/ });
    const bell = await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
    await user.click(bell);
    expect(within(screen.getByRole('menu')).getByText('Live')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    pushLive({ type: 'new_desire', data: { desire: makeDesire({ title: 'Hot air balloon ride' }) } });
    expect(await screen.findByRole('article', { name: /Hot air balloon ride/ })).toBeInTheDocument();

    pushLive({
      type: 'reaction_update',
      data: { postId: desire._id, action: 'added', userId: people.leo._id, reaction: { _id: 'r1', userId: people.leo._id, postId: desire._id, emoji: '🔥', createdAt: new Date().toISOString() } },
    });
    expect(await within(card).findByRole('button', { name: 'fire, 1' })).toBeInTheDocument();

    pushLive({ type: 'status_update', data: { desireId: desire._id, action: 'status_changed', newStatus: 'fulfilled', desire: { ...desire, status: 'fulfilled' } } });
    expect(await within(card).findByText('Fulfilled')).toBeInTheDocument();

    pushLive({ type: 'desire_removed', data: { desireId: desire._id } });
    await waitFor(() => expect(screen.queryByRole('article', { name: /A telescope/ })).not.toBeInTheDocument());
  });

  it('says Offline when the connection drops, comes back Live by itself, and reads the feed again', async () => {
    let feedReads = 0;
    server.use(
      handlers.me(member()),
      http.get('/api/desires/public', () => {
        feedReads += 1;
        return json(paged([makeDesire({ title: `Read number ${feedReads}` })]));
      }),
      ...feedHandlers([]).slice(1),
    );
    renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
    const readsBefore = feedReads;
    dropLive();
    expect(await screen.findByRole('button', { name: /Notifications menu \(Offline\)/ })).toBeInTheDocument();
    // The retry comes 3 s after the drop, plus up to 1 s of jitter.
    expect(await screen.findByRole('button', { name: /Notifications menu \(Live\)/ }, { timeout: 6000 })).toBeInTheDocument();
    await waitFor(() => expect(feedReads).toBeGreaterThan(readsBefore));
  }, 10_000);

  it('after a server restart (1012) is Live again at once and reads what it missed; the same desire from a live event then shows once', async () => {
    const missed = makeDesire({ title: 'Posted during the restart' });
    let restarted = false;
    server.use(handlers.me(member()), http.get('/api/desires/public', () => json(paged(restarted ? [missed] : []))), ...feedHandlers([]).slice(1));
    renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
    restarted = true;
    dropLive(1012);
    // Well before the 3 s an unexpected close waits.
    expect(await screen.findByRole('article', { name: /Posted during the restart/ }, { timeout: 1500 })).toBeInTheDocument();
    pushLive({ type: 'new_desire', data: { desire: missed } });
    pushLive({ type: 'new_desire', data: { desire: makeDesire({ title: 'Posted after it' }) } });
    expect(await screen.findByRole('article', { name: /Posted after it/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /Posted during the restart/ })).toHaveLength(1);
  });

  it('opens no connection without a token, opens one on sign-in and closes it when the token goes', async () => {
    const events: string[] = [];
    server.use(
      handlers.me(member()),
      ...feedHandlers([]),
      liveLink.addEventListener('connection', ({ client }) => {
        events.push('open');
        client.addEventListener('close', () => events.push('closed'));
      }),
    );
    window.localStorage.clear();
    renderApp('/auth');
    await screen.findByRole('heading', { level: 1 });
    expect(events).toEqual([]);
    act(() => sessionToken.set('member', 'tok'));
    await waitFor(() => expect(events).toEqual(['open']));
    act(() => sessionToken.clear('member'));
    await waitFor(() => expect(events).toEqual(['open', 'closed']));
  });
});
