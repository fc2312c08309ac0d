import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import type { AuthResponse } from '@contract/auth';
import { server } from './msw/server';
import { error, handlers, json, member } from './msw/handlers';
import { renderApp } from './render-app';
import { findToast } from './toasts';

const admin = member({ _id: '6650a1b2c3d4e5f60123aaaa', role: 'admin', fullName: 'Administrator', email: 'root@example.com' });

describe('/admin/login', () => {
  it('validates, shows "Signing in..." while busy, then stores the admin token and opens the dashboard', async () => {
    const { user, location } = renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();

    server.use(
      http.post('/api/admin/auth/login', async () => {
        await delay(200);
        return json<AuthResponse>({ token: 'admin-tok', user: admin });
      }),
      handlers.adminMe({ _id: admin._id, role: 'admin', fullName: admin.fullName, email: admin.email }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'root@example.com');
    await user.type(screen.getByLabelText('Password'), 'admin password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await findToast('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin panel')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
    expect(window.localStorage.getItem('admin_token')).toBe('admin-tok');
    expect(window.localStorage.getItem('social_exp_token')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByText('root@example.com').length).toBeGreaterThan(0);
  });

  it('shows the server message in an inline alert, and keeps what was typed', async () => {
    server.use(http.post('/api/admin/auth/login', () => error(401, 'Invalid email or password')));
    const { user } = renderApp('/admin/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('maya@example.com');
    expect(window.localStorage.getItem('admin_token')).toBeNull();
  });

  it('has the way back to the main app', async () => {
    renderApp('/admin/login');
    expect(await screen.findByRole('link', { name: 'Back to main app' })).toHaveAttribute('href', '/feed');
  });
});
