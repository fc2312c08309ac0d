import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Category } from '@contract/category';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { categoryServer, makeCategory } from '../msw/categories';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast } from '../toasts';

// A shared category made private ends its shares: the edit form says so before anything is sent.

const HINT = 'Making it private ends its current shares.';
const SENTENCE = 'Its current shares will end: the members it is shared with lose access, and its share link stops working. Sharing it again later starts from nobody.';

async function editDialogOf(category: Category) {
  const fake = categoryServer([category]);
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp('/categories', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Desire Categories', level: 1 });
  await view.user.click(await screen.findByRole('button', { name: `Actions for ${category.name}` }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
  return { ...view, fake, dialog };
}

describe('making a shared category private', () => {
  it('says the shares will end, asks first, and Cancel sends nothing and keeps the form', async () => {
    const travel = makeCategory({ name: 'Travel', visibility: 'shared' });
    const { user, fake, dialog } = await editDialogOf(travel);
    expect(within(dialog).queryByText(HINT)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Only you can see' }));
    expect(within(dialog).getByText(HINT)).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Visibility' })).toHaveAccessibleDescription(HINT);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make "Travel" private?' });
    expect(within(confirm).getByText(SENTENCE)).toBeInTheDocument();
    expect(fake.state.updated).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.state.updated).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Only you can see' })).toBeChecked();
  });

  it('Make Private sends the change, and "Category updated" shows', async () => {
    const travel = makeCategory({ name: 'Travel', description: 'Trips', visibility: 'shared' });
    const { user, fake, dialog } = await editDialogOf(travel);
    await user.click(within(dialog).getByRole('radio', { name: 'Only you can see' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make Private' }));
    expect(await findToast('Category updated')).toBeInTheDocument();
    expect(fake.state.updated).toEqual([{ id: travel._id, body: { name: 'Travel', description: 'Trips', icon: null, color: '#6366f1', visibility: 'private' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Category' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a refused change closes the question, keeps the form and says "Update failed"', async () => {
    const travel = makeCategory({ name: 'Travel', visibility: 'shared' });
    const { user, fake, dialog } = await editDialogOf(travel);
    fake.state.failWith = { status: 500, message: 'Something broke' };
    await user.click(within(dialog).getByRole('radio', { name: 'Only you can see' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make Private' }));
    expect(await findToast('Update failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
  });

  it('asks on the bottom sheet too', async () => {
    setViewportWidth(375);
    const travel = makeCategory({ name: 'Travel', visibility: 'shared' });
    const { user, fake, dialog } = await editDialogOf(travel);
    await user.click(within(dialog).getByRole('radio', { name: 'Only you can see' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Make "Travel" private?' })).getByRole('button', { name: 'Make Private' }));
    expect(await findToast('Category updated')).toBeInTheDocument();
    expect(fake.state.updated.map((u) => u.body.visibility)).toEqual(['private']);
  });

  it('does not ask when nothing is shared that could end: a private category, or a shared one kept shared', async () => {
    for (const [visibility, change] of [
      ['private', 'Journeys'],
      ['shared', 'Voyages'],
    ] as const) {
      const category = makeCategory({ name: 'Travel', visibility });
      const { user, fake, dialog, unmount } = await editDialogOf(category);
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, change);
      expect(within(dialog).queryByText(HINT)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(fake.state.updated.map((u) => [u.body.name, u.body.visibility])).toEqual([[change, visibility]]));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      unmount();
    }
  });
});
