import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast } from '../toasts';
import { authScreens, loadScreensFirst } from './warm-up';

loadScreensFirst(...authScreens);


async function openDialogAtPassword() {
  server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Maya Chen' } }));
  const view = renderApp('/auth-modal');
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to Wishwell' });
  await view.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'maya@example.com');
  await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByRole('heading', { name: 'Welcome back, Maya!' });
  return { ...view, dialog };
}

describe('the sign-in dialog', () => {
  it('is open and cannot be closed on /auth-modal (no close button, Escape does nothing)', async () => {
    const { user } = renderApp('/auth-modal');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Wishwell' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign in to Wishwell' })).toBeInTheDocument();
  });

  it('checks the 6-character minimum and uses the dialog words for a wrong password', async () => {
    const { user, dialog } = await openDialogAtPassword();
    await user.type(within(dialog).getByLabelText('Password'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();

    server.use(handlers.login({ status: 401, message: 'Invalid email or password' }));
    await user.type(within(dialog).getByLabelText('Password'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText("That password doesn't seem right. Try again or reset it.")).toBeInTheDocument();
  });

  it('forgot password goes through its own code step with a 30 s countdown, then a 6-character reset', async () => {
    const { user, dialog } = await openDialogAtPassword();
    server.use(handlers.forgotPassword(), handlers.verifyOtp({ success: true, message: 'Code verified', attemptsLeft: 5 }), handlers.resetWithCode());
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send reset code' }));
    expect(await within(dialog).findByRole('heading', { name: 'Enter your reset code' })).toBeInTheDocument();
    expect(dialog.querySelector('[data-step]')).toHaveAttribute('data-step', 'forgot-password-otp');
    expect(within(dialog).getByText(/Resend in (30|29)s/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await within(dialog).findByRole('heading', { name: 'Choose a new password' });
    await user.type(within(dialog).getByLabelText('New password'), '123456');
    await user.type(within(dialog).getByLabelText('Confirm new password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await findToast('Password reset successful!')).toBeInTheDocument();
  });

  it('the photo step says JPG or PNG, max 5MB, and refuses a 5 MB file', async () => {
    server.use(handlers.me(member({ hasCompletedSignup: false })));
    server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Maya Chen' } }), handlers.login({ token: 'tok', user: member({ hasCompletedSignup: false }) }));
    const { user } = renderApp('/auth-modal');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Wishwell' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(await within(dialog).findByLabelText('Password'), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('JPG or PNG, max 5MB')).toBeInTheDocument();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, big);
    expect(await findToast('File size must be less than 5MB')).toBeInTheDocument();
  });

  it('after signing in: welcome for 2 s, then the dialog closes with a greeting and the feed opens', async () => {
    const { user, dialog, location } = await openDialogAtPassword();
    server.use(handlers.login({ token: 'tok', user: member() }), handlers.me(member()));
    await user.type(within(dialog).getByLabelText('Password'), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Taking you to your feed…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3500 });
    expect(await findToast('Good to see you, Maya!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/feed'));
  });

  it('is a bottom sheet under 768 px', async () => {
    setViewportWidth(375);
    renderApp('/auth-modal');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Wishwell' });
    expect(dialog).toHaveAttribute('data-vaul-drawer');
  });
});
