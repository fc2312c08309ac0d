import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { elsewhereHandlers, searchServer } from '../msw/people-screens';
import { renderApp } from '../render-app';

async function openFeed() {
  const fake = searchServer();
  server.use(handlers.me(member()), fake.handler, ...elsewhereHandlers);
  const view = renderApp('/feed', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Home Feed' });
  return { ...view, fake, box: screen.getByRole('combobox', { name: 'Search for users on the platform' }) };
}

describe('the top search box', () => {
  it('reads "Search for users on the platform..." and lists nothing below 2 characters', async () => {
    const { user, box, fake } = await openFeed();
    expect(box).toHaveAttribute('placeholder', 'Search for users on the platform...');
    await user.type(box, 'a');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('listbox', { name: 'Users found' })).not.toBeInTheDocument();
    expect(fake.state.queries).toEqual([]);
  });

  it('from 2 characters lists members under the box; a click opens that profile', async () => {
    const { user, box, location, fake } = await openFeed();
    await user.type(box, 'ana');
    const list = await screen.findByRole('listbox', { name: 'Users found' });
    const ana = await within(list).findByRole('option', { name: /Ana Silva/ });
    expect(ana).toHaveTextContent('ana@example.com');
    expect(fake.state.queries).toEqual(['ana']);
    await user.click(ana);
    await waitFor(() => expect(location()).toBe('/profile/6650a1b2c3d4e5f60123a0a0'));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox', { name: 'Users found' })).not.toBeInTheDocument();
  });

  it('Enter opens /search with the text', async () => {
    const { user, box, location } = await openFeed();
    await user.type(box, 'mar{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=mar'));
    expect(await screen.findByRole('link', { name: /Mario Rossi/ })).toBeInTheDocument();
    expect(screen.getByText('2 user(s) found')).toBeInTheDocument();
  });

  it('arrows choose a member and Enter opens their profile; "No users found" when nobody matches', async () => {
    const { user, box, location } = await openFeed();
    await user.type(box, 'zz');
    expect(await within(await screen.findByRole('listbox', { name: 'Users found' })).findByText('No users found')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'leo');
    await within(screen.getByRole('listbox', { name: 'Users found' })).findByRole('option', { name: /Leo Okafor/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Leo Okafor/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/profile/6650a1b2c3d4e5f60123beef'));
  });
});
