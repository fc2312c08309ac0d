import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { categoryServer, defaultCategories, makeCategory } from '../msw/categories';
import { makeDesire, people } from '../msw/desires';
import { ownProfileOf, peopleHandlers, profileOf } from '../msw/people';
import { renderApp } from '../render-app';

const maya = member();
const mine = { _id: maya._id, fullName: maya.fullName, profileImage: null };

const chips = () =>
  within(screen.getByRole('group', { name: 'Categories' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe("the profile's category filter", () => {
  it('on the member’s own profile follows their categories’ order ("Other" last) and wears their emoji', async () => {
    server.use(
      handlers.me(maya),
      ...categoryServer([...defaultCategories(), makeCategory({ name: 'Road trips', icon: '🚗' }), makeCategory({ name: 'Art' })]).handlers,
      ...peopleHandlers({
        profiles: [ownProfileOf(maya)],
        desires: {
          [maya._id]: [
            makeDesire({ title: 'Route 66', userId: mine, categories: ['Road trips', 'Other'] }),
            makeDesire({ title: 'A kiln', userId: mine, categories: ['Art', 'Thing'] }),
            makeDesire({ title: 'Opera night', userId: mine, categories: ['Opera'] }),
          ],
        },
      }),
    );
    const { user } = renderApp('/profile', { memberToken: 'tok' });
    expect(await screen.findByRole('article', { name: 'Route 66' })).toBeInTheDocument();
    // Her categories first in her order, then names only her desires carry.
    await screen.findByText('🚗');
    expect(chips()).toEqual(['Thing', 'Art', '🚗Road trips', 'Other', 'Opera']);
    // The emoji is decoration; the checkbox is named by the category.
    await user.click(screen.getByRole('checkbox', { name: 'Road trips' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h3')?.textContent)).toEqual(['Route 66']);
  });

  it('on another member’s profile lists the categories their desires use, undecorated', async () => {
    server.use(
      handlers.me(maya),
      ...peopleHandlers({
        profiles: [profileOf()],
        desires: { [people.leo._id]: [makeDesire({ title: 'Canoe', categories: ['Other', 'Boats'] }), makeDesire({ title: 'Vinyl', categories: ['Thing'] })] },
      }),
    );
    renderApp(`/profile/${people.leo._id}`, { memberToken: 'tok' });
    expect(await screen.findByRole('article', { name: 'Canoe' })).toBeInTheDocument();
    expect(chips()).toEqual(['Thing', 'Other', 'Boats']);
  });
});
