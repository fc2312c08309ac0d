import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { changePasswordServer, deleteAccountServer, settingsServer } from '../msw/people-screens';
import { DEFAULT_SETTINGS } from '@contract/settings';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { loadScreensFirst } from '../auth/warm-up';

loadScreensFirst(() => import('@/app/shell/member-shell'), () => import('@/app/routes/settings'));

/** Maya signed in on /settings. */
async function openSettings(...extra: Parameters<typeof server.use>) {
  const fake = settingsServer();
  server.use(handlers.me(member()), ...fake.handlers, ...extra);
  const view = renderApp('/settings', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  await screen.findByRole('switch', { name: 'Comments' });
  return { ...view, fake };
}

describe('settings', () => {
  it('shows the email read-only and the saved settings', async () => {
    const fake = settingsServer({ defaultVisibility: 'followers', showMyActivity: false, notifyFollowers: true, notifyReactions: false, notifyComments: true, emailDigest: null, notifyFulfillments: null, notifyMessages: null, language: null, surpriseByDefault: null });
    server.use(handlers.me(member()), ...fake.handlers);
    renderApp('/settings', { memberToken: 'tok' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('maya@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(await screen.findByRole('combobox', { name: 'Default visibility' })).toHaveValue('followers');
    expect(screen.getByRole('switch', { name: 'Show My Activity' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show My Activity' })).toHaveAccessibleDescription(/who you follow or who follows you/);
    expect(screen.getByRole('switch', { name: 'New followers' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Reactions' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Comments' })).toBeChecked();
  });

  it('writes the email left to right, as an address is, whatever the language', async () => {
    await openSettings();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('dir', 'ltr');
  });

  it('shows no email digest, offers or messages switch for a backend without them', async () => {
    await openSettings();
    // The spec's switches are there: the section has rendered.
    expect(screen.getByRole('switch', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Email digest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Offers to fulfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('offers switches for offers to fulfil and for messages where the backend has them, saved like the others', async () => {
    const withSwitches = settingsServer({ ...DEFAULT_SETTINGS, notifyFulfillments: true, notifyMessages: true });
    server.use(handlers.me(member()), ...withSwitches.handlers);
    const { user } = renderApp('/settings', { memberToken: 'tok' });
    const offers = await screen.findByRole('switch', { name: 'Offers to fulfil' });
    const messages = screen.getByRole('switch', { name: 'Messages' });
    expect(offers).toBeChecked();
    expect(messages).toHaveAccessibleDescription(/Your chats and their unread count stay as they are/);
    await user.click(offers);
    expect(await findToast('Settings saved')).toBeInTheDocument();
    await user.click(messages);
    await waitFor(() => expect(withSwitches.state.writes).toEqual([{ notifyFulfillments: false }, { notifyMessages: false }]));
    expect(screen.getByRole('switch', { name: 'Offers to fulfil' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Messages' })).not.toBeChecked();
  });

  it('offers the email digest switch where the backend has it, and saves it like the others', async () => {
    const withDigests = settingsServer({ ...DEFAULT_SETTINGS, emailDigest: true });
    server.use(handlers.me(member()), ...withDigests.handlers);
    const { user } = renderApp('/settings', { memberToken: 'tok' });
    const digest = await screen.findByRole('switch', { name: 'Email digest' });
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription(/at most once a day/);
    await user.click(digest);
    expect(await findToast('Settings saved')).toBeInTheDocument();
    expect(withDigests.state.writes).toEqual([{ emailDigest: false }]);
    expect(screen.getByRole('switch', { name: 'Email digest' })).not.toBeChecked();
  });

  it('a switch is saved the moment it changes, with "Settings saved"', async () => {
    const { user, fake } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'Comments' }));
    expect(screen.getByRole('switch', { name: 'Comments' })).not.toBeChecked();
    expect(await findToast('Settings saved')).toBeInTheDocument();
    expect(fake.state.writes).toEqual([{ notifyComments: false }]);
    expect(fake.state.settings.notifyComments).toBe(false);
  });

  it('the default visibility is saved at once too', async () => {
    const { user, fake } = await openSettings();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default visibility' }), 'private');
    expect(await findToast('Settings saved')).toBeInTheDocument();
    expect(fake.state.writes).toEqual([{ defaultVisibility: 'private' }]);
    expect(screen.getByRole('combobox', { name: 'Default visibility' })).toHaveValue('private');
  });

  it('shows the change before the answer and rolls it back with "Error saving settings"', async () => {
    const { user, fake } = await openSettings();
    let release = () => undefined as void;
    fake.state.hold = new Promise<void>((resolve) => (release = resolve));
    fake.state.failWith = 400;
    await user.click(screen.getByRole('switch', { name: 'New followers' }));
    expect(screen.getByRole('switch', { name: 'New followers' })).not.toBeChecked();
    release();
    expect(await findToast('Error saving settings')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'New followers' })).toBeChecked());
  });

  it('a failed switch rolls back alone: another one flipped meanwhile keeps its state', async () => {
    const { user, fake } = await openSettings();
    let release = () => undefined as void;
    fake.state.hold = new Promise<void>((resolve) => (release = resolve));
    fake.state.failWith = 400;
    await user.click(screen.getByRole('switch', { name: 'Reactions' }));
    await waitFor(() => expect(fake.state.writes).toHaveLength(1));
    fake.state.failWith = 0;
    fake.state.hold = null;
    await user.click(screen.getByRole('switch', { name: 'Show My Activity' }));
    await waitFor(() => expect(fake.state.settings.showMyActivity).toBe(false));
    fake.state.failWith = 400;
    release();
    expect(await findToast('Error saving settings')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Reactions' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Show My Activity' })).not.toBeChecked();
  });
});

describe('change password', () => {
  async function openDialog(current = 'old-secret') {
    const fake = changePasswordServer(current);
    const view = await openSettings(fake.handler);
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    return { ...view, dialog, passwords: fake.state };
  }
  const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name);

  it('checks each field for 6 characters and the confirmation for a match, before asking the server', async () => {
    const { user, dialog, passwords } = await openDialog();
    await user.type(field(dialog, 'Current password'), 'abc');
    await user.type(field(dialog, 'New password'), 'new-secret');
    await user.type(field(dialog, 'Confirm new password'), 'other-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByText("Passwords don't match")).toBeInTheDocument();
    expect(passwords.bodies).toEqual([]);
  });

  it('a wrong current password: "Error changing password" with the server\'s words, and what was typed stays', async () => {
    const { user, dialog, passwords } = await openDialog();
    await user.type(field(dialog, 'Current password'), 'not-the-one');
    await user.type(field(dialog, 'New password'), 'new-secret');
    await user.type(field(dialog, 'Confirm new password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await findToast('Error changing password')).toBeInTheDocument();
    expect(await findToast('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(field(dialog, 'Current password')).toHaveValue('not-the-one');
    expect(field(dialog, 'New password')).toHaveValue('new-secret');
    expect(passwords.bodies).toEqual([{ currentPassword: 'not-the-one', newPassword: 'new-secret' }]);
  });

  it('success: "Password changed", the dialog closes, and the confirmation is never sent', async () => {
    const { user, dialog, passwords } = await openDialog('old-secret');
    await user.type(field(dialog, 'Current password'), 'old-secret');
    await user.type(field(dialog, 'New password'), 'new-secret');
    await user.type(field(dialog, 'Confirm new password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await findToast('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument());
    expect(passwords.bodies).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret' }]);
    // Opened again, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(field(await screen.findByRole('dialog', { name: 'Change Password' }), 'Current password')).toHaveValue('');
  });
});

describe('danger zone', () => {
  it('Delete Account asks first; then "Account deleted", signed out and /auth', async () => {
    const account = deleteAccountServer();
    const { user, location } = await openSettings(account.handler);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(account.state.calls).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    expect(await findToast('Account deleted')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(account.state.calls).toBe(1);
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
  });

  it('Cancel keeps the account; a failure says "Error deleting account" and keeps the member signed in', async () => {
    const account = deleteAccountServer(409);
    const { user, location } = await openSettings(account.handler);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(account.state.calls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
    expect(await findToast('Error deleting account')).toBeInTheDocument();
    expect(await findToast('Could not delete the account right now')).toBeInTheDocument();
    expect(location()).toBe('/settings');
    expect(window.localStorage.getItem('social_exp_token')).toBe('tok');
  });

  it('Log Out: "Logged out successfully" and /auth', async () => {
    const { user, location } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await findToast('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
  });

  it('after Log Out the next member to sign in lands on the feed, not on /settings', async () => {
    const { user, location } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(location()).toBe('/auth'));
    const leo = member({ _id: '6650a1b2c3d4e5f60123beef', fullName: 'Leo Okafor', email: 'leo@example.com' });
    server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Leo Okafor' } }), handlers.login({ token: 'leo-tok', user: leo }), handlers.me(leo));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'leo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/feed'), { timeout: 3500 });
  });
});
