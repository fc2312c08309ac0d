import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { authScreens, loadScreensFirst } from './warm-up';

loadScreensFirst(...authScreens);

const textbox = (name: string) => screen.getByLabelText(name);

describe('the full-page /auth flow', () => {
  it('a visitor opening /feed lands on /auth at the email step', async () => {
    const { location } = renderApp('/feed');
    expect(await screen.findByRole('heading', { name: 'Welcome to Wishwell' })).toBeInTheDocument();
    expect(location()).toBe('/auth');
  });

  it('the email field has focus once the page has painted', async () => {
    renderApp('/auth');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('the email and forgotten-password email fields are written left to right, as an address is', async () => {
    server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Maya Chen' } }));
    const { user } = renderApp('/auth');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('dir', 'ltr');
    await user.type(email, 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('dir', 'ltr');
  });

  it('shows the email rule before asking the server', async () => {
    const { user } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('existing account: email, password, "Welcome back!", welcome, then /feed after 2 s', async () => {
    const maya = member();
    server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Maya Chen' } }), handlers.login({ token: 'tok', user: maya }));
    const { user, location } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'Maya@Example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maya!' })).toBeInTheDocument();
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();

    // the full page only asks for a password
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    server.use(handlers.me(maya));
    await user.type(textbox('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findToast('Welcome back!')).toBeInTheDocument();
    // The password step's heading reads the same as the welcome step's: waiting for the heading alone
    // could find the password step's just before it goes. The line below the heading is the welcome's own.
    expect(await screen.findByText('Taking you to your feed…', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Maya!' })).toBeInTheDocument();
    expect(window.localStorage.getItem('social_exp_token')).toBe('tok');
    expect(location()).toBe('/auth');
    await waitFor(() => expect(location()).toBe('/feed'), { timeout: 3500 });
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
  });

  it('new account: signup, code (60 s countdown), verified, photo skipped, welcome, /feed', async () => {
    const fresh = member({ email: 'new@example.com', fullName: 'New Person', isVerified: false, hasCompletedSignup: false });
    let registered: unknown;
    server.use(
      handlers.checkEmail({ exists: false }),
      http.post('/api/auth/register', async ({ request }) => {
        registered = await request.json();
        return json({ token: 'new-token', user: fresh }, 201);
      }),
      handlers.sendOtp(),
    );
    const { user, location } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.type(textbox('Full name'), 'New Person');
    await user.type(textbox('Password'), 'long enough');
    await user.type(textbox('Confirm password'), 'different!!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    await user.clear(textbox('Confirm password'));
    await user.type(textbox('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(registered).toMatchObject({ email: 'new@example.com', fullName: 'New Person', password: 'long enough', isVerified: false });
    expect(await findToast('Verification code sent!')).toBeInTheDocument();
    expect(screen.getByText(/Resend in (60|59)s/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();

    const verified = { ...fresh, isVerified: true };
    server.use(handlers.verifyOtp({ success: true, message: 'Email verified', attemptsLeft: 5 }), handlers.me(verified));
    await user.type(textbox('Verification code'), '123456');
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(await findToast('Email verified!')).toBeInTheDocument();

    const done = { ...verified, hasCompletedSignup: true };
    let completed: unknown;
    server.use(
      http.patch('/api/users/complete-signup', async ({ request }) => {
        completed = await request.json();
        return json({ user: done });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Wishwell, New!' })).toBeInTheDocument();
    expect(completed).toEqual({ hasCompletedSignup: true, profilePicUploadedAt: null });
    await waitFor(() => expect(location()).toBe('/feed'), { timeout: 3500 });
  });

  it('the photo step checks type and size, uploads with a progress bar, then completes signup', async () => {
    const pending = member({ hasCompletedSignup: false });
    server.use(handlers.me(pending));
    const { user } = renderApp('/auth', { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;

    // a person can still pick "All files" in the browser's dialog
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(await findToast('Please select a valid image file (JPG, PNG, or WebP)')).toBeInTheDocument();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await findToast('File size must be less than 10MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();

    let patched: { profileImage?: string; profilePicUploadedAt?: string } | undefined;
    server.use(
      http.post('/api/upload', async () => {
        await delay(300);
        return json({ secure_url: '/uploads/abc.png', public_id: 'abc', originalName: 'me.png', size: 3, format: 'png' }, 201);
      }),
      http.patch('/api/users/profile', async ({ request }) => {
        patched = (await request.json()) as typeof patched;
        return json({ user: { ...pending, profileImage: '/uploads/abc.png' } });
      }),
      handlers.completeSignup({ ...pending, hasCompletedSignup: true, profileImage: '/uploads/abc.png' }),
    );
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByText('me.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toBeInTheDocument();
    expect(await findToast('Image uploaded!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Wishwell, Maya!' })).toBeInTheDocument();
    expect(patched?.profileImage).toBe('/uploads/abc.png');
    expect(patched?.profilePicUploadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('forgot password: code, verify, new password (8 on the page), then back to the email step', async () => {
    server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Maya Chen' } }), handlers.forgotPassword());
    const { user } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('heading', { name: 'Enter your reset code' })).toBeInTheDocument();
    expect(await findToast('Reset code sent!')).toBeInTheDocument();

    let verifiedType: unknown;
    server.use(
      http.post('/api/auth/verify-otp', async ({ request }) => {
        verifiedType = ((await request.json()) as { type: string }).type;
        return json({ success: true, message: 'Code verified', attemptsLeft: 5 });
      }),
    );
    await user.type(textbox('Verification code'), '654321');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(verifiedType).toBe('password_reset');

    await user.type(textbox('New password'), 'short12');
    await user.type(textbox('Confirm new password'), 'short12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    let reset: unknown;
    server.use(
      http.post('/api/auth/reset-password-otp', async ({ request }) => {
        reset = await request.json();
        return json({ success: true, message: 'Password reset successful' });
      }),
    );
    await user.clear(textbox('New password'));
    await user.clear(textbox('Confirm new password'));
    await user.type(textbox('New password'), 'a new secret');
    await user.type(textbox('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await findToast('Password reset successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Wishwell' })).toBeInTheDocument();
    expect(reset).toEqual({ email: 'maya@example.com', newPassword: 'a new secret' });
  });

  it('a member who stopped before verifying resumes at the code step, with resend offered at once', async () => {
    server.use(handlers.me(member({ isVerified: false, hasCompletedSignup: false })), handlers.sendOtp(200, 'Verification code sent'));
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await findToast('Code resent!')).toBeInTheDocument();
    expect(await screen.findByText(/Resend in (60|59)s/)).toBeInTheDocument();
  });

  it('while the session loads it says "Setting up your session..."; a signed-in member goes to /feed', async () => {
    server.use(handlers.me(member()));
    const { location } = renderApp('/auth', { memberToken: 'tok' });
    expect(screen.getByText('Setting up your session...')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/feed'));
  });
});
