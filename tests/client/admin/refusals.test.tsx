import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES } from '@contract/admin';
import { server } from '../msw/server';
import { adminServer, makeAdminUser, rootAsUser } from '../msw/admin';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { confirmAction } from './confirm';

// The server's refusals to remove an admin reach the operator in the action's failure toast.

const formerAdmin = () => makeAdminUser(3, { fullName: 'Fay Former' });
const mainAdmin = () => makeAdminUser(4, { fullName: 'Main Admin', role: 'admin' });

function open(path: string, fake: ReturnType<typeof adminServer>) {
  server.use(...fake.handlers);
  return renderApp(path, { adminToken: 'admin-tok' });
}

describe('refusals from the server', () => {
  it('a former admin within a day of the demotion: block and delete say why they were refused', async () => {
    const fake = adminServer([rootAsUser(), formerAdmin()]);
    fake.store.failing.block = { status: 400, message: ADMIN_MESSAGES.recentlyDemoted };
    fake.store.failing.delete = { status: 400, message: ADMIN_MESSAGES.recentlyDemoted };
    const { user } = open(`/admin/users/${formerAdmin()._id}`, fake);
    const card = await screen.findByRole('region', { name: 'Admin Actions' });

    await user.click(within(card).getByRole('button', { name: 'Block User' }));
    await confirmAction(user, 'Block User');
    expect(await findToast('Update failed')).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.recentlyDemoted)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete User' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const deleteToast = await findToast('Delete failed');
    expect(deleteToast.closest('li')).toHaveTextContent(ADMIN_MESSAGES.recentlyDemoted);
    expect(screen.getByRole('heading', { name: 'Fay Former' })).toBeInTheDocument();
  });

  it('the main admin: Remove Admin in the list says why it was refused, and the role stays', async () => {
    const fake = adminServer([rootAsUser(), mainAdmin()]);
    fake.store.failing.role = { status: 400, message: ADMIN_MESSAGES.mainAdmin };
    const { user } = open('/admin/users', fake);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Actions for Main Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove Admin' }));
    await confirmAction(user, 'Remove Admin');
    expect(await findToast('Update failed')).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.mainAdmin)).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Main Admin' }).closest('tr')!).getByText('Admin')).toBeInTheDocument();
  });
});
