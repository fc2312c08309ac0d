import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Category } from '@contract/category';
import type { Desire } from '@contract/desire';
import { categoryQueries } from '@/features/categories/api/queries';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { categoryOwner, categoryServer, makeCategory, sharedCategory } from '../msw/categories';
import { makeDesire } from '../msw/desires';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast } from '../toasts';
import { sentence } from '../sentence';

/** Maya signed in on one category's page. */
async function openCategory(category: Category, desires: Desire[] = [], others: Category[] = []) {
  const fake = categoryServer([category, ...others]);
  fake.state.desires[category._id] = desires;
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
  // A file's first screen also loads the lazy route modules: on a busy machine that takes a while.
  await screen.findByRole('heading', { level: 1, name: category.name }, { timeout: 12_000 });
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

    // The server searches once typing settles.
    await user.type(screen.getByRole('searchbox', { name: 'Search desires' }), 'santiago');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Visit Kyoto' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Walk the Camino' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search desires' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'Fulfilled');
    expect(await screen.findByRole('heading', { name: 'Visit Kyoto' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'See the northern lights' })).not.toBeInTheDocument());
    // The counts stay those of the whole category.
    expect(count('Total')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search desires' }), 'nothing like this');
    expect(await screen.findByRole('heading', { name: 'No desires match your filters' })).toBeInTheDocument();
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
    expect(screen.getByText(sentence('Shared by Leo Okafor'))).toBeInTheDocument();
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

describe('the category screen, loading, changing and leaving', () => {
  it('shows the header first and a busy list until the desires arrive, then the cards', async () => {
    const travel = makeCategory({ name: 'Travel' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fake } = await openCategoryHeld(travel, held);
    fake.state.desires[travel._id] = [mine({ title: 'Sail to Corsica' })];
    expect(screen.getByLabelText('Loading desires')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'Sail to Corsica' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Sail to Corsica' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading desires')).not.toBeInTheDocument();
    expect(count('Total')).toBe('1');
  });

  it('a category that cannot be read says so with Try again, which reads it again', async () => {
    const travel = makeCategory({ name: 'Travel' });
    const fake = categoryServer([travel]);
    fake.state.readStatus = 500;
    server.use(handlers.me(member()), ...fake.handlers);
    const { user } = renderApp(`/categories/${travel._id}`, { memberToken: 'tok' });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByRole('heading', { level: 1, name: 'This category could not be loaded' })).toBeInTheDocument();
    fake.state.readStatus = 200;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel' })).toBeInTheDocument();
  });

  it('Add Desire opens the form with the category fixed, and the new desire shows in the list at once', async () => {
    const travel = makeCategory({ name: 'Travel' });
    const { user, fake } = await openCategory(travel, [mine({ title: 'Sail to Corsica' })]);
    await screen.findByRole('heading', { name: 'Sail to Corsica' });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sent: { title?: string; categories?: string[] } | undefined;
    server.use(
      http.post('/api/desires', async ({ request }) => {
        sent = (await request.json()) as { title: string; categories: string[] };
        await answered;
        const created = mine({ title: sent.title, categories: sent.categories ?? [] });
        fake.state.desires[travel._id] = [created, ...(fake.state.desires[travel._id] ?? [])];
        return json(created, 201);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Desire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' });
    expect(within(dialog).getByText('Travel')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Add your own category' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Ride the Glacier Express');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    // Before the server has answered (the dialog waits for it), the card is on the category's list, behind the dialog, and counted.
    expect(await screen.findByRole('heading', { name: 'Ride the Glacier Express', hidden: true })).toBeInTheDocument();
    expect(count('Total')).toBe('2');
    await waitFor(() => expect(sent?.categories).toEqual(['Travel']));
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Desire' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('heading', { name: 'Ride the Glacier Express' })).toHaveLength(1);
    expect(count('Total')).toBe('2');
  });

  it('Edit renames the category: the header follows and the desires stay', async () => {
    setViewportWidth(1280);
    const travel = makeCategory({ name: 'Travel' });
    const { user, fake } = await openCategory(travel, [mine({ title: 'Sail to Corsica' })]);
    await screen.findByRole('heading', { name: 'Sail to Corsica' });
    await user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Journeys');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Journeys' })).toBeInTheDocument();
    expect(fake.state.updated.at(-1)?.body.name).toBe('Journeys');
    expect(await screen.findByRole('heading', { name: 'Sail to Corsica' })).toBeInTheDocument();
  });

  it('a delete does not read the deleted category again before leaving', async () => {
    setViewportWidth(1280);
    const travel = makeCategory({ name: 'Travel' });
    const { user, fake, location, queryClient } = await openCategory(travel);
    const readsBefore = fake.state.detailReads.length;
    expect(queryClient.getQueryData(categoryQueries.detail(travel._id).queryKey)).toEqual(travel);
    await user.click(within(screen.getByRole('group', { name: 'Category actions' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Category deleted')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/categories'));
    expect(screen.queryByRole('heading', { name: 'Category not found' })).not.toBeInTheDocument();
    expect(fake.state.detailReads.length).toBe(readsBefore);
    // Gone from the cache too: coming back to its address reads it again and finds nothing.
    await waitFor(() => expect(queryClient.getQueryData(categoryQueries.detail(travel._id).queryKey)).toBeUndefined());
  });

  it('on a phone a default category\'s sheet has only Share Category; a shared-with-me one has no actions button', async () => {
    setViewportWidth(375);
    const { user, unmount } = await openCategory(makeCategory({ name: 'Thing', isDefault: true }));
    await user.click(screen.getByRole('button', { name: 'Category actions' }));
    const sheet = await screen.findByRole('dialog', { name: 'Category Actions' });
    expect(within(sheet).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Share Category']);
    unmount();
    await openCategory(sharedCategory({ name: 'Books' }));
    expect(screen.queryByRole('button', { name: 'Category actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Desire' })).not.toBeInTheDocument();
  });

  it('a category shared with me that has no desires offers no Add Your First Desire', async () => {
    await openCategory(sharedCategory({ name: 'Books' }), []);
    expect(await screen.findByRole('heading', { name: 'No desires yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Desire' })).not.toBeInTheDocument();
  });
});

/** Like openCategory, but the desires' answer waits for `held`. */
async function openCategoryHeld(category: Category, held: Promise<void>) {
  const fake = categoryServer([category]);
  server.use(
    handlers.me(member()),
    http.get('/api/categories/:id/desires', async ({ params }) => {
      await held;
      const list = fake.state.desires[String(params.id)] ?? [];
      return json({ desires: list, total: list.length });
    }),
    ...fake.handlers,
  );
  const view = renderApp(`/categories/${category._id}`, { memberToken: 'tok' });
  await screen.findByRole('heading', { level: 1, name: category.name });
  return { ...view, fake };
}
