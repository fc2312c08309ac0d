import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { adminServer } from '../msw/admin';
import { error } from '../msw/handlers';
import { makeReportGroup, reportServer } from '../msw/reports';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

function openQueue(path = '/admin/reports', groups = [makeReportGroup({ target: { text: 'Cheap watches', desireId: null, hiddenReason: null } })]) {
  const reports = reportServer(groups);
  const admin = adminServer(undefined, { stats: { totalUsers: 1, newUsersToday: 0, totalDesires: 1, newDesiresToday: 0, totalComments: 0, newCommentsToday: 0, openReports: groups.length } });
  server.use(...reports.handlers, ...admin.handlers);
  return { ...renderApp(path, { adminToken: 'admin-tok' }), reports };
}

const group = (name: RegExp) => screen.findByRole('article', { name });

describe('/admin/reports', () => {
  it('lists open groups with the count, reasons, notes and owner; Resolved shows what was decided', async () => {
    const resolved = makeReportGroup({ status: 'resolved', action: 'hide', resolvedAt: new Date().toISOString(), target: { text: 'Old spam', desireId: null, hiddenReason: 'Spam' } });
    const { user } = openQueue('/admin/reports', [makeReportGroup({ target: { text: 'Cheap watches', desireId: null, hiddenReason: null }, count: 3, reasons: [{ reason: 'spam', count: 2 }, { reason: 'harassment', count: 1 }] }), resolved]);
    const open = await group(/^3 reports/);
    expect(open).toHaveTextContent('Cheap watches');
    expect(within(open).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Spam × 2Harassment × 1');
    expect(within(open).getByRole('list', { name: 'Notes' })).toHaveTextContent('Selling things');
    expect(within(open).getByRole('link', { name: /Owner/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const done = await group(/^2 reports/);
    expect(done).toHaveTextContent('Old spam');
    expect(done).toHaveTextContent('Hidden');
    expect(within(done).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('dismiss takes the group off at once and says so; the dashboard and menu lead here', async () => {
    const { user, reports } = openQueue('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: /Open reports\s*1/ }));
    const open = await group(/^2 reports/);
    await user.click(within(open).getByRole('button', { name: 'Dismiss' }));
    expect(await findToast('Reports dismissed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(reports.store.calls.find((c) => c.request.startsWith('PATCH'))?.body).toEqual({ action: 'dismiss' });
    expect(screen.getAllByRole('link', { name: 'Reports' }).length).toBeGreaterThan(0);
  });

  it('hide asks first; a refusal puts the group back and says why', async () => {
    const { user, reports } = openQueue();
    reports.store.failing.act = { status: 409, message: 'These reports were already resolved' };
    const open = await group(/^2 reports/);
    await user.click(within(open).getByRole('button', { name: 'Hide desire' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide this desire?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hide' }));
    expect(await findToast(/These reports were already resolved/)).toBeInTheDocument();
    expect(await group(/^2 reports/)).toBeInTheDocument();
  });

  it('block goes through with its confirmation and toast', async () => {
    const { user, reports } = openQueue();
    const open = await group(/^2 reports/);
    await user.click(within(open).getByRole('button', { name: 'Block member' }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Block Owner/ });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await findToast(/was blocked/)).toBeInTheDocument();
    expect(reports.store.calls.find((c) => c.request.startsWith('PATCH'))?.body).toEqual({ action: 'block' });
  });

  it('a backend without the queue hides the menu entry and says the screen is not available', async () => {
    server.use(http.get('/api/admin/reports', () => error(404, 'Route GET:/api/admin/reports not found')));
    const admin = adminServer();
    server.use(...admin.handlers);
    renderApp('/admin/reports', { adminToken: 'admin-tok' });
    expect(await screen.findByText('Reports are not available on this server.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument());
  });
});
