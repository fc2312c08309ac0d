import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { categoryServer, defaultCategories, makeCategory } from '../msw/categories';
import { makeDesire, paged } from '../msw/desires';
import { renderApp } from '../render-app';

/** Maya, whose categories are the defaults and two of her own. */
function withMemberCategories() {
  const fake = categoryServer([...defaultCategories(), makeCategory({ name: 'Road trips', icon: '🚗', color: '#22c55e' }), makeCategory({ name: 'Books', color: '#3b82f6' })]);
  server.use(handlers.me(member()), ...fake.handlers);
  return fake;
}

describe("the member's categories", () => {
  it('are the chips of the feed filter, "Other" last, and a chip filters by its name', async () => {
    withMemberCategories();
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/desires/public', ({ request }) => {
        const category = new URL(request.url).searchParams.get('category');
        asked.push(category);
        return json(category ? paged([makeDesire({ title: 'Route 66', categories: ['Road trips'] })], 1) : paged([makeDesire()], 1));
      }),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: /Road trips/ })).toBeInTheDocument());
    const names = within(panel)
      .getAllByRole('button', { pressed: false })
      .map((chip) => chip.textContent)
      .filter((text) => text && !/Clear/.test(text));
    expect(names.slice(-3)).toEqual(['Books', '🚗Road trips', 'Other']);
    await user.click(within(panel).getByRole('button', { name: /Road trips/ }));
    expect(await screen.findByText('Route 66')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('Road trips');
  });

  it('are the checklist of the create form; a typed name of one of them chooses it instead of adding another', async () => {
    withMemberCategories();
    let body: { categories?: string[] } | undefined;
    server.use(
      http.post('/api/desires', async ({ request }) => {
        body = (await request.json()) as { categories: string[] };
        return json(makeDesire({ title: 'Atlas', categories: body.categories ?? [] }), 201);
      }),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await user.click((await screen.findAllByRole('button', { name: 'Create New Desire' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' });
    const group = within(dialog).getByRole('group', { name: 'Your categories' });
    await waitFor(() => expect(within(group).getByRole('button', { name: /Road trips/ })).toBeInTheDocument());
    await user.click(within(group).getByRole('button', { name: /Road trips/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Add your own category' }), 'books{Enter}');
    expect(within(group).getByRole('button', { name: 'Books' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).queryByRole('list', { name: 'Other categories' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Add your own category' }), 'Opera{Enter}');
    expect(within(within(dialog).getByRole('list', { name: 'Other categories' })).getByText('Opera')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Atlas');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    await waitFor(() => expect(body?.categories).toEqual(['Road trips', 'Books', 'Opera']));
  });
});
