import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { error, handlers, member } from '../msw/handlers';
import { people } from '../msw/desires';
import { listItem, peopleHandlers, profileOf, statsOf, type PeopleServer } from '../msw/people';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast } from '../toasts';
import { sentence } from '../sentence';

const leo = people.leo._id;
const ada = listItem('6650a1b2c3d4e5f60123aaaa', 'Ada Bello', 'Bakes bread on Sundays.');
const sam = listItem('6650a1b2c3d4e5f60123bbbb', 'Sam Ortiz');
const adam = listItem('6650a1b2c3d4e5f60123cccc', 'Adam Kerr');

async function openLeo(state: Partial<PeopleServer>, ...extra: Parameters<typeof server.use>) {
  server.use(
    ...extra,
    handlers.me(member()),
    ...peopleHandlers({ profiles: [profileOf(), profileOf({ _id: ada._id, fullName: ada.fullName })], stats: { [leo]: statsOf({ followers: 3, following: 0 }) }, ...state }),
  );
  const view = renderApp(`/profile/${leo}`, { memberToken: 'tok' });
  await waitFor(() => expect(screen.getByRole('button', { name: '3 followers' })).toBeInTheDocument());
  return view;
}

/** The names of the rows, in order (each row's name starts with the member's name). */
const rowNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('link')
    .map((row) => [ada, sam, adam].find((p) => within(row).queryByText(p.fullName))?.fullName);

describe('the followers and following dialog', () => {
  it('lists followers, filters them by name as one types, and a row opens that profile', async () => {
    const { user, location } = await openLeo({ followersOf: { [leo]: [ada, sam, adam] } });
    await user.click(screen.getByRole('button', { name: '3 followers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(within(dialog).getByText('People who follow Leo Okafor')).toBeInTheDocument();
    await within(dialog).findAllByRole('link');
    expect(rowNames(dialog)).toEqual(['Ada Bello', 'Sam Ortiz', 'Adam Kerr']);
    expect(within(dialog).getByText('Bakes bread on Sundays.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search followers' }), 'ADA');
    expect(rowNames(dialog)).toEqual(['Ada Bello', 'Adam Kerr']);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search followers' }), 'zzz');
    expect(within(dialog).getByText(sentence('No one named “ADAzzz”'))).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search followers' }));

    await user.click(within(dialog).getByRole('link', { name: /Ada Bello/ }));
    await waitFor(() => expect(location()).toBe(`/profile/${ada._id}`));
    expect(await screen.findByRole('heading', { name: 'Ada Bello', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('empty lists say "No followers yet" and "No following yet"', async () => {
    const { user } = await openLeo({});
    await user.click(screen.getByRole('button', { name: '3 followers' }));
    const followers = await screen.findByRole('dialog', { name: 'Followers' });
    expect(await within(followers).findByText('No followers yet')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '0 following' }));
    const following = await screen.findByRole('dialog', { name: 'Following' });
    expect(await within(following).findByText('No following yet')).toBeInTheDocument();
  });

  it('a failed read says "Failed to load followers" and offers another try', async () => {
    let fail = true;
    const { user } = await openLeo(
      { followersOf: { [leo]: [sam] } },
      http.get('/api/users/:id/followers', () => (fail ? error(500, 'Something went wrong') : undefined)),
    );
    await user.click(screen.getByRole('button', { name: '3 followers' }));
    expect(await findToast('Failed to load followers')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Followers', hidden: true });
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again', hidden: true }));
    expect(await within(dialog).findByRole('link', { name: /Sam Ortiz/, hidden: true })).toBeInTheDocument();
  });

  it('a list the member keeps to themselves shows the server’s reason, without a failure toast', async () => {
    const { user } = await openLeo({}, http.get('/api/users/:id/following', () => error(403, 'Leo keeps this list private')));
    await user.click(screen.getByRole('button', { name: '0 following' }));
    const dialog = await screen.findByRole('dialog', { name: 'Following' });
    expect(await within(dialog).findByText('Leo keeps this list private')).toBeInTheDocument();
  });

  it('is a bottom sheet under 768 px', async () => {
    setViewportWidth(375);
    const { user } = await openLeo({ followersOf: { [leo]: [ada] } });
    await user.click(screen.getByRole('button', { name: '3 followers' }));
    const sheet = await screen.findByRole('dialog', { name: 'Followers' });
    expect(sheet).toHaveAttribute('data-vaul-drawer');
    expect(await within(sheet).findByRole('link', { name: /Ada Bello/ })).toBeInTheDocument();
  });
});
