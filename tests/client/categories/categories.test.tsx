import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@contract/category';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { categoryServer, defaultCategories, makeCategory, sharedCategory } from '../msw/categories';
import { desireQueries } from '@/features/desires/api/queries';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast } from '../toasts';
import { sentence } from '../sentence';

/** Maya signed in on /categories, the server holding these categories. */
async function openCategories(items: Category[]) {
  const fake = categoryServer(items);
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp('/categories', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Desire Categories', level: 1 });
  return { ...view, fake };
}

const section = (name: RegExp) => screen.findByRole('region', { name });
const cardNames = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.firstChild?.textContent);
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name: new RegExp(`^${name} \\(`) }).closest('li')!;

function deferred() {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('the category list', () => {
  it('shows My Categories and Shared with Me with their counts, Other last, status counts only above 0, and the shared details', async () => {
    const travel = makeCategory({ name: 'Travel', description: 'Trips to take', icon: '✈️', desiresCount: 3, statusBreakdown: { desire: 2, in_progress: 0, fulfilled: 1 } });
    const books = sharedCategory({ name: 'Books', description: 'Reading list', desiresCount: 1, statusBreakdown: { desire: 0, in_progress: 1, fulfilled: 0 } });
    const { fake } = await openCategories([...defaultCategories(), travel, books]);

    const mine = await section(/^My Categories \(7\)$/);
    expect(within(mine).getByRole('heading', { level: 2, name: 'My Categories (7)' })).toBeInTheDocument();
    expect(cardNames(mine)).toEqual(['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Travel', 'Other']);
    const shared = screen.getByRole('region', { name: 'Shared with Me (1)' });
    expect(cardNames(shared)).toEqual(['Books']);

    const travelCard = cardOf('Travel');
    expect(within(travelCard).getByText('(3 desires)')).toBeInTheDocument();
    expect(within(travelCard).getByText('Trips to take')).toBeInTheDocument();
    expect(within(travelCard).getByText('Desire: 2')).toBeInTheDocument();
    expect(within(travelCard).getByText('Fulfilled: 1')).toBeInTheDocument();
    expect(within(travelCard).queryByText(/In Progress/)).not.toBeInTheDocument();
    expect(within(travelCard).getByText('✈️')).toBeInTheDocument();
    expect(within(travelCard).queryByText('Shared')).not.toBeInTheDocument();
    expect(within(travelCard).getByRole('link')).toHaveAttribute('href', `/categories/${travel._id}`);

    const booksCard = cardOf('Books');
    expect(within(booksCard).getByText('Shared')).toBeInTheDocument();
    expect(within(booksCard).getByText(sentence('Shared by Leo Okafor'))).toBeInTheDocument();
    expect(within(booksCard).getByText('In Progress: 1')).toBeInTheDocument();
    expect(within(booksCard).queryByText(/^Desire:/)).not.toBeInTheDocument();
    expect(within(cardOf('Thing')).getByText('No desires in this category yet')).toBeInTheDocument();

    // The owner's categories have Share; only their non-default ones Edit and Delete; a shared one none.
    expect(screen.queryByRole('button', { name: 'Actions for Books' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Travel' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent?.trim())).toEqual(['Share', 'Edit', 'Delete']);
    await user.keyboard('{Escape}');
    for (const name of ['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Other']) {
      await user.click(within(cardOf(name)).getByRole('button', { name: `Actions for ${name}` }));
      expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent?.trim())).toEqual(['Share']);
      await user.keyboard('{Escape}');
    }
    expect(fake.state.deleted).toEqual([]);
  });

  it('shows the actions on a desktop when the pointer is over the card or focus is inside it', async () => {
    const { user } = await openCategories([makeCategory({ name: 'Travel' })]);
    await section(/^My Categories \(1\)$/);
    const actions = screen.getByRole('button', { name: 'Actions for Travel' });
    // The card's corner, around the menu that holds the button: it fades in and out.
    const corner = actions.parentElement?.parentElement;
    expect(corner).toHaveClass('opacity-0');
    await user.hover(cardOf('Travel'));
    expect(corner).not.toHaveClass('opacity-0');
    await user.unhover(cardOf('Travel'));
    expect(corner).toHaveClass('opacity-0');
    actions.focus();
    await waitFor(() => expect(corner).not.toHaveClass('opacity-0'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
  });

  it('searches name and description ignoring case, and says "No categories found" when nothing matches', async () => {
    const { user } = await openCategories([makeCategory({ name: 'Travel', description: 'Trips' }), makeCategory({ name: 'Gadgets', description: 'Things that beep' }), sharedCategory({ name: 'Books' })]);
    await section(/^My Categories/);
    const search = screen.getByRole('searchbox', { name: 'Search categories' });
    expect(search).toHaveAttribute('placeholder', 'Search categories...');

    await user.type(search, 'BEEP');
    expect(cardNames(await section(/^My Categories \(1\)$/))).toEqual(['Gadgets']);
    expect(screen.queryByRole('region', { name: /^Shared with Me/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'book');
    expect(cardNames(await section(/^Shared with Me \(1\)$/))).toEqual(['Books']);
    expect(screen.queryByRole('region', { name: /^My Categories/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(await screen.findByRole('heading', { name: 'No categories found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
  });

  it('with no categories says "No categories yet" and Create Your First Category opens the form', async () => {
    const { user } = await openCategories([]);
    expect(await screen.findByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    expect(screen.getByText("You haven't created any categories yet. Start by creating one to organize your desires.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Category' }));
    expect(await screen.findByRole('dialog', { name: 'Create Category' })).toBeInTheDocument();
  });

  it('a failed read says so and Try again reads again', async () => {
    const fake = categoryServer([makeCategory({ name: 'Travel' })]);
    fake.state.listStatus = 503;
    server.use(handlers.me(member()), ...fake.handlers);
    const { user } = renderApp('/categories', { memberToken: 'tok' });
    expect(await screen.findByText('Failed to load categories', {}, { timeout: 6000 })).toBeInTheDocument();
    fake.state.listStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: /^Travel/ })).toBeInTheDocument();
  });

  it('has a Back to Dashboard link to the feed', async () => {
    await openCategories([]);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/feed');
  });
});

describe('creating a category', () => {
  it('shows the card at once, sends the fields and says "Category created"', async () => {
    const { user, fake } = await openCategories(defaultCategories());
    await section(/^My Categories \(6\)$/);
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    const submit = within(dialog).getByRole('button', { name: 'Create Category' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Travel  ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Trips to take');
    await user.click(within(dialog).getByRole('radio', { name: 'Airplane' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Shareable - Can be shared with others' }));
    expect(within(dialog).getByRole('radio', { name: 'Only you can see' })).not.toBeChecked();
    expect(within(dialog).getAllByRole('radio', { name: /./ }).length).toBe(21 + 10 + 2);

    const answer = deferred();
    fake.state.hold = answer.promise;
    await user.click(submit);
    // The card is there before the server answers, "Other" still last.
    await waitFor(() => expect(fake.state.created).toHaveLength(1));
    const pending = screen.getByText('Travel', { selector: 'h3 span' }).closest('li')!;
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(fake.state.created[0]).toEqual({ name: 'Travel', description: 'Trips to take', icon: '✈️', color: '#22c55e', visibility: 'shared' });

    answer.release();
    expect(await findToast('Category created')).toBeInTheDocument();
    expect(await findToast('Your new category is ready to use.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const mine = await section(/^My Categories \(7\)$/);
    expect(cardNames(mine)).toEqual(['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Travel', 'Other']);
    expect(within(cardOf('Travel')).getByRole('link')).toHaveAttribute('href', `/categories/${fake.state.items.at(-1)!._id}`);
  });

  it('a refused create takes the card away, says "Creation failed" with the server message and keeps what was typed', async () => {
    const { user, fake } = await openCategories(defaultCategories());
    await section(/^My Categories \(6\)$/);
    fake.state.failWith = { status: 409, message: 'A category with this name already exists' };
    const answer = deferred();
    fake.state.hold = answer.promise;
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gadgets');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Things that beep');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));

    await waitFor(() => expect(screen.getByText('Gadgets', { selector: 'h3 span' })).toBeInTheDocument());
    answer.release();
    expect(await findToast('Creation failed')).toBeInTheDocument();
    expect(await findToast('A category with this name already exists')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Gadgets', { selector: 'h3 span' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Gadgets');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Things that beep');
    expect(fake.state.items).toHaveLength(6);
  });

  it('is a bottom sheet under 768 px, closed by Escape, with the actions menu reachable', async () => {
    setViewportWidth(375);
    const { user, fake } = await openCategories([makeCategory({ name: 'Travel' })]);
    await section(/^My Categories \(1\)$/);
    // Under 1024 px the actions are always shown.
    expect(screen.getByRole('button', { name: 'Actions for Travel' }).parentElement).not.toHaveClass('opacity-0');
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    const sheet = await screen.findByRole('dialog', { name: 'Create Category' });
    expect(sheet).toHaveAttribute('data-vaul-drawer');
    await user.type(within(sheet).getByRole('textbox', { name: 'Name' }), 'Music');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.state.created).toEqual([]);
  });

  it('a name of spaces says "Name required" and sends nothing', async () => {
    const { user, fake } = await openCategories([]);
    await user.click(await screen.findByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await findToast('Name required')).toBeInTheDocument();
    expect(await findToast('Please enter a category name.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(fake.state.created).toEqual([]);
  });

  it('a name over 50 characters says "Category name must be less than 50 characters"', async () => {
    const { user, fake } = await openCategories([]);
    await user.click(await screen.findByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x'.repeat(51));
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Category name must be less than 50 characters')).toBeInTheDocument();
    expect(fake.state.created).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('Edit fills the form, the card changes and "Category updated" shows', async () => {
    const travel = makeCategory({ name: 'Travel', description: 'Trips', icon: '✈️', color: '#22c55e' });
    const { user, fake, queryClient } = await openCategories([...defaultCategories(), travel]);
    await section(/^My Categories/);
    const cachedDesires = [...desireQueries.all(), 'cached'];
    queryClient.setQueryData(cachedDesires, []);
    await user.click(screen.getByRole('button', { name: 'Actions for Travel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Travel');
    expect(within(dialog).getByRole('radio', { name: 'Airplane' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Only you can see' })).toBeChecked();

    await user.clear(name);
    await user.type(name, 'Journeys');
    await user.click(within(dialog).getByRole('radio', { name: 'None' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Category updated')).toBeInTheDocument();
    expect(await findToast('Your category has been updated.')).toBeInTheDocument();
    expect(fake.state.updated).toEqual([{ id: travel._id, body: { name: 'Journeys', description: 'Trips', icon: null, color: '#22c55e', visibility: 'private' } }]);
    expect(await screen.findByRole('heading', { level: 3, name: /^Journeys/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: /^Travel/ })).not.toBeInTheDocument();
    // Renamed: the desires carrying the old name are read again.
    expect(queryClient.getQueryState(cachedDesires)?.isInvalidated).toBe(true);
  });

  it('a refused edit puts the card back and says "Update failed" with the server message', async () => {
    const travel = makeCategory({ name: 'Travel' });
    const { user, fake } = await openCategories([travel]);
    await section(/^My Categories/);
    fake.state.failWith = { status: 409, message: 'A category with this name already exists' };
    const answer = deferred();
    fake.state.hold = answer.promise;
    await user.click(screen.getByRole('button', { name: 'Actions for Travel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Journeys');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Journeys', { selector: 'h3 span' })).toBeInTheDocument());
    answer.release();
    expect(await findToast('Update failed')).toBeInTheDocument();
    expect(await findToast('A category with this name already exists')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Travel', { selector: 'h3 span' })).toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Journeys');
  });

  it('Delete asks first, the card goes at once and "Category deleted" shows', async () => {
    const travel = makeCategory({ name: 'Travel' });
    const { user, fake, queryClient } = await openCategories([...defaultCategories(), travel]);
    await section(/^My Categories \(7\)$/);
    const cachedDesires = [...desireQueries.all(), 'cached'];
    queryClient.setQueryData(cachedDesires, []);
    await user.click(screen.getByRole('button', { name: 'Actions for Travel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete "Travel"? This will remove the category from all desires and cannot be undone.')).toBeInTheDocument();
    const answer = deferred();
    fake.state.hold = answer.promise;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Travel', { selector: 'h3 span' })).not.toBeInTheDocument());
    expect(fake.state.deleted).toEqual([travel._id]);
    answer.release();
    expect(await findToast('Category deleted')).toBeInTheDocument();
    expect(await findToast('The category and its associations have been removed.')).toBeInTheDocument();
    expect(await section(/^My Categories \(6\)$/)).toBeInTheDocument();
    // Desires lost the category on the server: their lists are read again.
    expect(queryClient.getQueryState(cachedDesires)?.isInvalidated).toBe(true);
  });

  it('Cancel keeps the category; a refused delete brings the card back with "Delete failed" and the server message', async () => {
    const travel = makeCategory({ name: 'Travel' });
    const books = makeCategory({ name: 'Books' });
    const { user, fake } = await openCategories([travel, books]);
    await section(/^My Categories \(2\)$/);
    await user.click(screen.getByRole('button', { name: 'Actions for Travel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.state.deleted).toEqual([]);

    fake.state.failWith = { status: 403, message: 'Only the owner can change this category' };
    await user.click(screen.getByRole('button', { name: 'Actions for Travel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Delete failed')).toBeInTheDocument();
    expect(await findToast('Only the owner can change this category')).toBeInTheDocument();
    expect(cardNames(await section(/^My Categories \(2\)$/))).toEqual(['Travel', 'Books']);
  });
});
