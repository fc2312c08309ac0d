import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeComment, makeDesire, people, reactionResult } from '../msw/desires';
import { sharedDesireServer } from '../msw/shared-desires';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

const leo = people.leo._id;
const maya = member();

function share(desire = makeDesire({ title: 'A canoe of my own' }), options: Parameters<typeof sharedDesireServer>[1] = {}) {
  const fake = sharedDesireServer([{ desire, ownerId: leo }], options);
  server.use(...fake.handlers);
  return { desire, fake };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the public shared desire page', () => {
  it('an empty desire id or owner says "Invalid Share Link" and asks the server nothing', async () => {
    const { fake } = share();
    renderApp(`/shared/desires/%20/${leo}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Share Link' })).toBeInTheDocument();
    expect(screen.getByText('This share link appears to be invalid or incomplete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/auth');
    expect(fake.state.asked).toEqual([]);
  });

  it('a desire that is missing, hidden or not that owner\'s says "Desire Not Found"', async () => {
    const { desire } = share();
    renderApp(`/shared/desires/${desire._id}/${people.maya._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Desire Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This desire might be private or no longer available for sharing.')).toBeInTheDocument();
    expect(screen.queryByText('A canoe of my own')).not.toBeInTheDocument();
  });

  it('an owner id that is no id (the server says 400) is "Desire Not Found" too', async () => {
    const { desire } = share();
    renderApp(`/shared/desires/${desire._id}/not-an-id`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Desire Not Found' })).toBeInTheDocument();
  });

  it('a visitor reads it: the header, the log-in line with its link to /auth, one h1, and no action happens', async () => {
    const { desire } = share(makeDesire({ title: 'A canoe of my own', commentsCount: 1 }), { comments: [makeComment('x', 'Paddle on!')] });
    const reacted = vi.fn();
    server.use(http.post('/api/desires/:id/react', () => reacted()));
    const { user } = renderApp(`/shared/desires/${desire._id}/${leo}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Desire' })).toBeInTheDocument();
    expect(await screen.findByText('View only - log in to interact')).toBeInTheDocument();
    expect(screen.queryByText('You can interact with this desire')).not.toBeInTheDocument();
    const note = screen.getByText(/Please log in to comment, react, and offer help with this desire\./);
    expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    expect(await screen.findByRole('heading', { level: 2, name: 'A canoe of my own' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Comments are open; a visitor reads them but has no box to write in.
    expect(await screen.findByText('Paddle on!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    // Reacting asks them to sign in instead.
    await user.click(screen.getByRole('button', { name: 'Login required to react' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to Wishwell' })).toBeInTheDocument();
    expect(reacted).not.toHaveBeenCalled();
    // Outside the member shell.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('an owner known only by id shows as "Unknown User"', async () => {
    share(makeDesire({ _id: '6650a1b2c3d4e5f60123d0d0', title: 'A canoe of my own', userId: leo }));
    renderApp(`/shared/desires/6650a1b2c3d4e5f60123d0d0/${leo}`);
    expect(await screen.findByRole('heading', { name: 'A canoe of my own' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unknown User' })).toHaveAttribute('href', `/profile/${leo}`);
  });

  it('shows a skeleton while it loads, and a failure offers Try again', async () => {
    const { desire, fake } = share();
    fake.state.failWith = 500;
    fake.state.holdMs = 150;
    const { user } = renderApp(`/shared/desires/${desire._id}/${leo}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Desire' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.querySelector('div[aria-hidden="true"].rounded-2xl .animate-pulse')).not.toBeNull();
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('This desire could not be loaded')).toBeInTheDocument();
    fake.state.failWith = null;
    fake.state.holdMs = 0;
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { name: 'A canoe of my own' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('a member is told they can interact, and reacts and comments through the card', async () => {
    const { desire } = share();
    let reactedWith: string | undefined;
    server.use(
      handlers.me(maya),
      ...feedHandlers([]),
      http.post(`/api/desires/${desire._id}/react`, async ({ request }) => {
        reactedWith = ((await request.json()) as { emoji: string }).emoji;
        return json(reactionResult(desire, maya._id, reactedWith));
      }),
      http.post(`/api/desires/${desire._id}/comments`, async ({ request }) =>
        json(makeComment(desire._id, ((await request.json()) as { text: string }).text, { _id: maya._id, fullName: maya.fullName, profileImage: null }), 201),
      ),
    );
    const { user } = renderApp(`/shared/desires/${desire._id}/${leo}`, { memberToken: 'tok' });
    expect(await screen.findByText('You can interact with this desire')).toBeInTheDocument();
    expect(screen.queryByText(/Please log in/)).not.toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'A canoe of my own' });
    expect(within(card).getByRole('button', { name: 'Fulfill Desire' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'heart' }));
    await waitFor(() => expect(reactedWith).toBe('❤️'));
    await user.type(within(card).getByRole('textbox', { name: 'Add a comment' }), 'Go for it{Enter}');
    expect(await within(card).findByText('Go for it')).toBeInTheDocument();
  });
});

describe("a desire card's share menu", () => {
  it('offers "Copy shared link", which copies the shared-desire address with the owner', async () => {
    const desire = makeDesire({ title: 'A canoe of my own' });
    server.use(handlers.me(maya), ...feedHandlers([desire]));
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    const card = await screen.findByRole('article', { name: 'A canoe of my own' });
    // After the user-event setup, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(within(card).getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy shared link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/desires/${desire._id}/${leo}`));
    expect(await findToast('Link copied!')).toBeInTheDocument();
  });
});
