import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Category } from '@contract/category';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { categoryOwner, categoryServer, makeCategory, sharedCategory } from '../msw/categories';
import { makeDesire } from '../msw/desires';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast } from '../toasts';

/** Maya signed in on one category's page. */
async function openCategory(category: Category, desires: Desire[] = [], others: Category[] = []) {
  const fake = categoryServer([category, ...others]);
  fake.state.desires[category._id] = desires;
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
  await screen.findByRole('heading', { level: 1, name: category.name });
  return { ...view, fake };
}

const mine = (overrides: Partial<Desire>) => makeDesire({ userId: categoryOwner, categories: ['Travel'], ...overrides });
/** The figure under a count's label. */
const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the category screen', () => {
  it('shows the header, the four counts and the cards, and filters them by search and status', async () => {
    const travel = makeCategory({ name: 'Travel', description: 'Places to see', icon: '✈️' });
    const { user } = await openCategory(travel, [
      mine({ title: 'See the northern lights', status: 'desire' }),
      mine({ title: 'Walk the Camino', status: 'in_progress', description: 'All the way to Santiago' }),
      mine({ title: 'Visit Kyoto', status: 'fulfilled' }),
    ]);
    expect(screen.getByText('Places to see')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'See the northern lights' })).toBeInTheDocument();
    expect([count('Total'), count('Desired'), count('In Progress'), count('Fulfilled')]).toEqual(['3', '1', '1', '1']);

    await user.type(screen.getByRole('searchbox', { name: 'Search desires' }), 'santiago');
    expect(screen.getByRole('heading', { name: 'Walk the Camino' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Visit Kyoto' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search desires' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'Fulfilled');
    expect(screen.getByRole('heading', { name: 'Visit Kyoto' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'See the northern lights' })).not.toBeInTheDocument();
    // The counts stay those of the whole category.
    expect(count('Total')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search desires' }), 'nothing like this');
    expect(screen.getByRole('heading', { name: 'No desires match your filters' })).toBeInTheDocument();
  });

  it('an empty category of the owner offers Add Your First Desire, which opens the form with the category fixed', async () => {
    const travel = makeCategory({ name: 'Travel' });
    const { user } = await openCategory(travel, []);
    expect(await screen.findByRole('heading', { name: 'No desires yet' })).toBeInTheDocument();
    expect(screen.getByText('Start by adding your first desire to this category')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Desire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' });
    expect(within(dialog).getByText('Travel')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Add your own category' })).not.toBeInTheDocument();
  });

  it('a missing category says "Category not found" with a way back', async () => {
    const fake = categoryServer([]);
    server.use(handlers.me(member()), ...fake.handlers);
    renderApp('/categories/6650a1b2c3d4e5f6012fffff', { memberToken: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute('href', '/categories');
  });

  it('a default category has Share but no Edit or Delete; a category shared with me has no actions at all', async () => {
    setViewportWidth(1280);
    await openCategory(makeCategory({ name: 'Thing', isDefault: true }));
    const actions = screen.getByRole('group', { name: 'Category actions' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Add Desire', 'Share']);
  });

  it('is read-only for a category shared with the reader, and names who shared it', async () => {
    await openCategory(sharedCategory({ name: 'Books' }), [makeDesire({ title: 'Read Dune', categories: ['Books'] })]);
    expect(screen.getByText('Shared by Leo Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Category actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Desire' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Read Dune' })).toBeInTheDocument();
  });

  it('Delete asks with the name, says "Category deleted" and returns to /categories', async () => {
    setViewportWidth(1280);
    const travel = makeCategory({ name: 'Travel' });
    const { user, fake } = await openCategory(travel);
    await user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Travel"? This will remove the category from all desires and cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await findToast('The category has been successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Desire Categories' })).toBeInTheDocument();
    expect(fake.state.deleted).toEqual([travel._id]);
  });

  it('a refused delete says "Failed to delete category. Please try again." and stays', async () => {
    setViewportWidth(1280);
    const travel = makeCategory({ name: 'Travel' });
    const { user, fake } = await openCategory(travel);
    fake.state.failWith = { status: 500, message: 'Database down' };
    await user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Failed to delete category. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Travel' })).toBeInTheDocument();
  });

  it('on a phone the actions are in the "Category Actions" sheet', async () => {
    setViewportWidth(375);
    const { user } = await openCategory(makeCategory({ name: 'Travel' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Category actions' }));
    const sheet = await screen.findByRole('dialog', { name: 'Category Actions' });
    expect(within(sheet).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Share Category', 'Edit Category', 'Delete Category']);
    await user.click(within(sheet).getByRole('button', { name: 'Edit Category' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Category Actions' })).not.toBeInTheDocument());
  });
});
