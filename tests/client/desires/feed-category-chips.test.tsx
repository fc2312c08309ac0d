import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { categoryServer, defaultCategories, makeCategory, sharedCategory } from '../msw/categories';
import { makeDesire, paged } from '../msw/desires';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';

/** Maya with the defaults, two of her own and one Leo shared; the feed records the category it was asked for. */
function signedInWithCategories() {
  const fake = categoryServer([
    ...defaultCategories(),
    makeCategory({ name: 'Road trips', icon: '🚗', color: '#22c55e' }),
    makeCategory({ name: 'Board games', color: '#ef4444' }),
    sharedCategory({ name: 'Camping' }),
  ]);
  const asked: (string | null)[] = [];
  server.use(
    handlers.me(member()),
    ...fake.handlers,
    http.get('/api/desires/public', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      asked.push(category);
      return json(paged(category ? [makeDesire({ title: `In ${category}`, categories: [category] })] : [makeDesire({ title: 'Anything' })]));
    }),
  );
  return asked;
}

const chipNames = (within_: HTMLElement) =>
  within(within(within_).getByRole('group', { name: 'Category' }))
    .getAllByRole('button')
    .map((chip) => chip.textContent);

describe("the feed's category chips", () => {
  it('are the member’s own categories with their emoji or colour; a chip sends category={name}', async () => {
    const asked = signedInWithCategories();
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('article', { name: 'Anything' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = screen.getByRole('region', { name: 'Filters' });
    await waitFor(() => expect(chipNames(panel)).toEqual(['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Board games', '🚗Road trips', 'Other']));
    const chip = (name: string) => within(panel).getByRole('button', { name });
    expect(chip('Board games').querySelector<HTMLElement>('span[aria-hidden="true"]')?.style.backgroundColor).toBe('rgb(239, 68, 68)');
    expect(chip('Thing').querySelector<HTMLElement>('span[aria-hidden="true"]')?.style.backgroundColor).toBe('rgb(59, 130, 246)');

    await user.click(chip('Board games'));
    expect(await screen.findByRole('article', { name: 'In Board games' })).toBeInTheDocument();
    expect(asked.at(-1)).toBe('Board games');
    expect(chip('Board games')).toHaveAttribute('aria-pressed', 'true');

    // A default, the same for every author.
    await user.click(chip('Place'));
    expect(await screen.findByRole('article', { name: 'In Place' })).toBeInTheDocument();
    expect(asked.at(-1)).toBe('Place');

    // Pressing the chosen chip again lets the filter go.
    await user.click(chip('Place'));
    expect(await screen.findByRole('article', { name: 'Anything' })).toBeInTheDocument();
    // The unfiltered list may come from the cache, without a request: what shows is what counts.
    expect(chip('Place')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('article', { name: 'In Place' })).not.toBeInTheDocument();
  });

  it('on a phone, the bottom sheet has the same chips and applies the chosen one', async () => {
    setViewportWidth(375);
    const asked = signedInWithCategories();
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await screen.findByRole('article', { name: 'Anything' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Road trips' })).toBeInTheDocument());
    expect(within(sheet).queryByRole('button', { name: 'Camping' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Road trips' }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('Road trips'));
  });
});
