import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryField } from '@/features/desires/components/desire-form/category-field';
import { memberCategoryLooks, PRESET_LOOKS, type CategoryLook } from '@/lib/category-style';
import { defaultCategories, makeCategory, sharedCategory } from '../msw/categories';
import { renderWithI18n } from '../with-i18n';

/** Maya's categories as the app hands them to the form: the defaults, two of her own, and one Leo shared. */
const mayaLooks = () =>
  memberCategoryLooks([
    ...defaultCategories(),
    makeCategory({ name: 'Road trips', icon: '🚗', color: '#22c55e' }),
    makeCategory({ name: 'Books', color: '#3b82f6' }),
    sharedCategory({ name: 'Camping' }),
  ]);

function Harness({ initial = [], choices }: { initial?: string[]; choices?: readonly CategoryLook[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CategoryField value={value} onChange={setValue} choices={choices} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const chosen = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];
const group = () => screen.getByRole('group', { name: 'Your categories' });
const box = () => screen.getByRole('textbox', { name: 'Add your own category' });

describe('the desire form’s categories', () => {
  it('are the member’s own categories: defaults in preset order, their own by name, "Other" last, each with its emoji or colour', () => {
    renderWithI18n(<Harness choices={mayaLooks()} />);
    const chips = within(group()).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Books', '🚗Road trips', 'Other']);
    // A shared category is not the member's to file desires under.
    expect(within(group()).queryByRole('button', { name: /Camping/ })).not.toBeInTheDocument();
    // The emoji is decoration: the chip's name is the category's.
    expect(within(group()).getByRole('button', { name: 'Road trips' })).toBeInTheDocument();
    // Without an emoji, a dot in the category's colour; the defaults wear their preset colours.
    const dot = (name: string) => within(group()).getByRole('button', { name }).querySelector<HTMLElement>('span[aria-hidden="true"]');
    expect(dot('Books')?.style.backgroundColor).toBe('rgb(59, 130, 246)');
    expect(dot('Place')?.style.backgroundColor).toBe('rgb(34, 197, 94)');
  });

  it('fall back to the six presets while the member’s categories are not known', () => {
    renderWithI18n(<Harness />);
    expect(within(group()).getAllByRole('button').map((chip) => chip.textContent)).toEqual(PRESET_LOOKS.map((look) => look.name));
  });

  it('toggle on and off', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness choices={mayaLooks()} />);
    const books = within(group()).getByRole('button', { name: 'Books' });
    expect(books).toHaveAttribute('aria-pressed', 'false');
    await user.click(books);
    expect(books).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group()).getByRole('button', { name: 'Road trips' }));
    expect(chosen()).toEqual(['Books', 'Road trips']);
    await user.click(books);
    expect(books).toHaveAttribute('aria-pressed', 'false');
    expect(chosen()).toEqual(['Road trips']);
  });

  it('a typed name of one of them, in any case, chooses it instead of adding another', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness choices={mayaLooks()} />);
    await user.type(box(), '  road TRIPS {Enter}');
    expect(chosen()).toEqual(['Road trips']);
    expect(within(group()).getByRole('button', { name: 'Road trips' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('list', { name: 'Other categories' })).not.toBeInTheDocument();
    // Typing it again adds nothing.
    await user.type(box(), 'Road Trips{Enter}');
    expect(chosen()).toEqual(['Road trips']);
  });

  it('adds a new name with the Add button or Enter, shows it with a way to remove it, and ignores blanks', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness choices={mayaLooks()} />);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(box(), '   ');
    expect(add).toBeDisabled();
    await user.clear(box());
    await user.type(box(), 'Opera');
    await user.click(add);
    expect(box()).toHaveValue('');
    await user.type(box(), 'Board games{Enter}');
    expect(chosen()).toEqual(['Opera', 'Board games']);
    const others = screen.getByRole('list', { name: 'Other categories' });
    expect(within(others).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Opera', 'Board games']);
    await user.click(within(others).getByRole('button', { name: 'Remove Opera' }));
    expect(chosen()).toEqual(['Board games']);
  });

  it('an edited desire’s categories that are not the member’s show as chosen custom entries', () => {
    renderWithI18n(<Harness choices={mayaLooks()} initial={['thing', 'Camping']} />);
    expect(within(group()).getByRole('button', { name: 'Thing' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('list', { name: 'Other categories' })).getByText('Camping')).toBeInTheDocument();
  });
});
