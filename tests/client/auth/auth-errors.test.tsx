import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { renderApp } from '../render-app';
import { findToast, toastRegion } from '../toasts';
import { authScreens, loadScreensFirst } from './warm-up';

loadScreensFirst(...authScreens);


async function toPasswordStep(path = '/auth') {
  server.use(handlers.checkEmail({ exists: true, user: { fullName: 'Maya Chen' } }));
  const view = renderApp(path);
  await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maya@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Welcome back, Maya!' });
  return view;
}

async function toSignupStep() {
  server.use(handlers.checkEmail({ exists: false }));
  const view = renderApp('/auth');
  await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Create your account' });
  await view.user.type(screen.getByLabelText('Full name'), 'New Person');
  await view.user.type(screen.getByLabelText('Password'), 'long enough');
  await view.user.type(screen.getByLabelText('Confirm password'), 'long enough');
  return view;
}

describe('the spec (member core 8 "Auth") errors on the page', () => {
  it('wrong password: the page words under the field; nothing stored', async () => {
    const { user } = await toPasswordStep();
    server.use(handlers.login({ status: 401, message: 'Invalid email or password' }));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const message = await screen.findByText('The password you entered is incorrect. Please try again or reset your password.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
  });

  it('a login answer without a token fails with "No token in response"', async () => {
    const { user } = await toPasswordStep();
    server.use(http.post('/api/auth/login', () => json({ user: member() })));
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findToast('No token in response')).toBeInTheDocument();
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
  });

  it('any other login failure shows the server message, or "Login failed"', async () => {
    const { user } = await toPasswordStep();
    // (A 403, an account kept out, is said in the form instead: session-ended.test.tsx.)
    server.use(handlers.login({ status: 400, message: 'Please enter a valid email address' }));
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findToast('Please enter a valid email address')).toBeInTheDocument();
  });

  it('existing account on sign-up: "already exists" becomes the spec sentence, and the password step follows', async () => {
    const { user } = await toSignupStep();
    server.use(handlers.register({ status: 409, message: 'An account with this email already exists' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findToast('An account with this email already exists. Please sign in instead.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('other sign-up failures: the server message, or "Failed to create account"', async () => {
    const { user } = await toSignupStep();
    server.use(http.post('/api/auth/register', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findToast('Failed to create account')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('New Person');
  });

  it('code not sent after the account was created: still the code step, "Please try resending it.", resend at once', async () => {
    const { user } = await toSignupStep();
    server.use(
      handlers.register({ token: 'tok', user: member({ email: 'new@example.com', isVerified: false, hasCompletedSignup: false }) }),
      handlers.sendOtp(502, 'Failed to send code. Please try again.'),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(await findToast("We couldn't send your verification code. Please try resending it.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();

    server.use(handlers.sendOtp());
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await findToast('Code resent!')).toBeInTheDocument();
  });

  it('invalid code with attempts left: "Verification Failed" and the attempts under the field', async () => {
    const { user } = await toSignupStep();
    server.use(handlers.register({ token: 'tok', user: member({ isVerified: false, hasCompletedSignup: false }) }), handlers.sendOtp());
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    server.use(handlers.verifyOtp({ success: false, message: 'Invalid code. 3 attempts left.', attemptsLeft: 3 }, 400));
    await user.type(screen.getByLabelText('Verification code'), '999999');
    expect(await findToast('Verification Failed')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Invalid code. 3 attempts left.')).toBeInTheDocument();
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Invalid code\. 3 attempts left\./);
  });

  it('a pasted code and a tap on Verify right after send one check, so a wrong code costs one attempt', async () => {
    const { user } = await toSignupStep();
    server.use(handlers.register({ token: 'tok', user: member({ isVerified: false, hasCompletedSignup: false }) }), handlers.sendOtp());
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    let checks = 0;
    server.use(
      http.post('/api/auth/verify-otp', async () => {
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json({ success: false, message: 'Invalid code. 4 attempts left.', attemptsLeft: 4 }, 400);
      }),
    );
    // The pasted code submits itself; the tap on Verify lands just after the server refused it.
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findToast('Verification Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(checks).toBe(1);
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(/Invalid code\. 4 attempts left\./);
    // A different code is checked.
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await waitFor(() => expect(checks).toBe(2));
  });

  it('a code check that never reaches the server: "Verification error: Unable to verify code. Please try again."', async () => {
    const { user } = await toSignupStep();
    server.use(handlers.register({ token: 'tok', user: member({ isVerified: false, hasCompletedSignup: false }) }), handlers.sendOtp());
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    server.use(http.post('/api/auth/verify-otp', () => HttpResponse.error()));
    await user.type(screen.getByLabelText('Verification code'), '111111');
    expect(await screen.findByText('Verification error: Unable to verify code. Please try again.', { selector: 'p' })).toBeInTheDocument();
  });

  it('unknown email on reset: "We couldn\'t find an account with this email..."', async () => {
    const { user } = await toPasswordStep();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    server.use(handlers.forgotPassword(404, 'No account found with this email'));
    await user.click(await screen.findByRole('button', { name: 'Send reset code' }));
    expect(await findToast(/^We couldn't find an account with this email/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('expired reset link: the link-expired words, and the way to ask for a new code', async () => {
    server.use(handlers.resetWithLink(400, 'Invalid or expired reset link. Please request a new one.'));
    const { user } = renderApp('/auth?mode=reset&email=maya%40example.com&token=old-token');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await findToast('This reset link has expired or was already used. Please request a new one.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('maya@example.com');
  });

  it('a reset whose verified code has lapsed: the session-expired words', async () => {
    const { user } = await toPasswordStep();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    server.use(handlers.forgotPassword(), handlers.verifyOtp({ success: true, message: 'Code verified', attemptsLeft: 5 }));
    await user.click(await screen.findByRole('button', { name: 'Send reset code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    server.use(handlers.resetWithCode(400, 'Invalid or expired reset session. Please verify your email again.'));
    await user.type(screen.getByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await findToast('Your reset session has expired. Please verify your email again.')).toBeInTheDocument();
  });

  it('email check failures: "Failed to check email" from the server, "Connection Issue" without an answer', async () => {
    server.use(http.post('/api/auth/check-email', () => new HttpResponse('boom', { status: 500 })));
    const { user } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Failed to check email. Please try again.')).toBeInTheDocument();

    server.use(http.post('/api/auth/check-email', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Connection Issue')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('maya@example.com');
  });

  it('a refused signup completion: "Signup Completion Failed", and the step stays', async () => {
    server.use(handlers.me(member({ hasCompletedSignup: false })), http.patch('/api/users/complete-signup', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/auth', { memberToken: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await findToast('Signup Completion Failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
  });

  it('a failed photo upload: "Upload failed" with "Failed to upload image. Please try again."', async () => {
    server.use(handlers.me(member({ hasCompletedSignup: false })), http.post('/api/upload', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/auth', { memberToken: 'tok' });
    await screen.findByRole('heading', { name: 'Add a profile photo' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await findToast('Failed to upload image. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeEnabled());
  });
});
