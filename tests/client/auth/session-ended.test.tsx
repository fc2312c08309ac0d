import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ADMIN_MESSAGES } from '@contract/admin';
import { sessionEndReason } from '@/features/auth/api/session-end';
import { server } from '../msw/server';
import { error, handlers, member } from '../msw/handlers';
import { feedHandlers, makeDesire } from '../msw/desires';
import { liveLink } from '../msw/live';
import { renderApp } from '../render-app';
import { toastSays } from '../toasts';

// The reason lives for the tab, as a module's state does: each test starts from none.
afterEach(() => sessionEndReason.clear());

/** A member on the feed with the live channel open. */
async function onTheFeed() {
  server.use(handlers.me(member()), ...feedHandlers([makeDesire({ title: 'A kite' })]));
  const view = renderApp('/feed', { memberToken: 'tok' });
  await screen.findByRole('article', { name: /A kite/ });
  await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
  return view;
}

/** The server ends the session: the token is refused from now on, and the sockets close with 4401 and this reason. */
function endSession(reason: string) {
  server.use(http.get('/api/auth/me', () => error(401, 'Your session has expired. Please log in again.')));
  for (const client of liveLink.clients) client.close(4401, reason);
}

const form = () => screen.getByRole('main');

describe('a session the server ends', () => {
  it('blocked by an admin: the open tab goes to the sign-in page, and the form says why', async () => {
    const { location } = await onTheFeed();
    endSession(ADMIN_MESSAGES.accountBlocked);
    await waitFor(() => expect(location()).toBe('/auth'));
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('You have been signed out');
    expect(alert).toHaveTextContent('This account has been blocked.');
    // Said in the form, not only in a toast that goes after 5 s.
    expect(toastSays('This account has been blocked.')).toBe(false);
    expect(within(form()).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('made an admin: the form says where to sign in now, with the way there', async () => {
    const { location } = await onTheFeed();
    endSession(ADMIN_MESSAGES.adminSignsInElsewhere);
    await waitFor(() => expect(location()).toBe('/auth'));
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Admin accounts sign in at the admin area.');
    expect(within(alert).getByRole('link', { name: 'Go to admin sign in' })).toHaveAttribute('href', '/admin/login');
  });

  it('ended for any other reason (signed out elsewhere): the sign-in page says nothing', async () => {
    const { location } = await onTheFeed();
    endSession('Session ended');
    await waitFor(() => expect(location()).toBe('/auth'));
    await within(form()).findByRole('textbox', { name: 'Email' });
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a request under way refused for the block (403): the same words on the sign-in page', async () => {
    server.use(http.get('/api/auth/me', () => error(403, ADMIN_MESSAGES.accountBlocked)), ...feedHandlers([]));
    const { location } = renderApp('/feed', { memberToken: 'tok' });
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('This account has been blocked.');
  });
});

describe('signing in to an account that is kept out', () => {
  async function toPasswordStep() {
    server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Maya Chen' } }));
    const view = renderApp('/auth');
    await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Welcome back, Maya!' });
    return view;
  }

  it('blocked: "Login failed" and the reason in the form, not a toast; the password stays', async () => {
    const { user } = await toPasswordStep();
    server.use(handlers.login({ status: 403, message: ADMIN_MESSAGES.accountBlocked }));
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('This account has been blocked.');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
    expect(toastSays('This account has been blocked.')).toBe(false);
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
  });

  it('a sign-in that works forgets why the last session ended', async () => {
    sessionEndReason.note(ADMIN_MESSAGES.accountBlocked);
    const { user, location } = await toPasswordStep();
    server.use(handlers.login({ token: 'new-token', user: member() }), handlers.me(member()), ...feedHandlers([]));
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).not.toBe('/auth'), { timeout: 5000 });
    expect(sessionEndReason.get()).toBeNull();
  });
});
