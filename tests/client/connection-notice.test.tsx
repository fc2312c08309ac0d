import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chatPeople, chatServer, makeChat, makeMessage } from './msw/chat';
import { handlers, member } from './msw/handlers';
import { dropLive } from './msw/live';
import { server } from './msw/server';
import { RETRY_UNREACHABLE_MS } from '@/app/shell/retry-unanswered';
import { renderApp } from './render-app';
import { setViewportWidth } from './setup';

const unreachable = "Can't reach the server.";
/** The shell's polite live region: the notice comes and goes inside it. */
const region = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite' && el.closest('main'))!;

describe('the connection notice', () => {
  it('on a phone on /chat: shows while the server cannot be reached (the live channel dropped), and goes when it is back', async () => {
    setViewportWidth(375);
    const chat = makeChat(chatPeople.leo);
    server.use(handlers.me(member()), ...chatServer({ chats: [chat] }).handlers);
    renderApp('/chat', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Messages', level: 1 });
    await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
    expect(region()).toBeEmptyDOMElement();

    dropLive();
    // After a moment's grace (a blip says nothing), and before the channel's retry 3 s later.
    expect(await within(region()).findByText(unreachable, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(region()).toHaveTextContent('Trying again; anything not on screen yet will load when it is back.');
    // The screen stays usable beneath it.
    expect(screen.getByRole('button', { name: 'Start New Chat' })).toBeEnabled();

    await screen.findByRole('button', { name: /Notifications menu \(Live\)/ }, { timeout: 6000 });
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
  }, 15_000);

  it('shows while requests get no answer at all (a backend without the live channel), and goes with the first one that does', async () => {
    let down = false;
    const chat = makeChat(chatPeople.leo);
    server.use(
      http.all('/api/*', () => (down ? HttpResponse.error() : undefined)),
      handlers.me(member()),
      ...chatServer({ chats: [chat], messages: { [chat._id]: [makeMessage(chat._id, chatPeople.leo, 'Hello there')] } }).handlers,
    );
    const { user } = renderApp('/chat', { memberToken: 'tok' });
    const row = await screen.findByRole('button', { name: /Leo Okafor/ });
    expect(region()).toBeEmptyDOMElement();

    down = true;
    await user.click(row);
    expect(await within(region()).findByText(unreachable, {}, { timeout: 6000 })).toBeInTheDocument();

    // The thread's own retries run out while the server is still silent...
    expect(await screen.findByText('Failed to load messages', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(region()).toHaveTextContent(unreachable);

    // ...and the notice's "Trying again" still holds: once the server answers, the thread loads and the notice goes.
    down = false;
    expect(await screen.findByText('Hello there', {}, { timeout: RETRY_UNREACHABLE_MS + 3000 })).toBeInTheDocument();
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
  }, 25_000);

  it('an answer that is an error is no sign of being out of reach', async () => {
    server.use(handlers.me(member()), http.get('/api/chats', () => HttpResponse.json({ message: 'Failed' }, { status: 500 })), ...chatServer().handlers);
    renderApp('/chat', { memberToken: 'tok' });
    await screen.findByRole('button', { name: /Retry|Try again/ }, { timeout: 6000 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(region()).toBeEmptyDOMElement();
  }, 15_000);
});
