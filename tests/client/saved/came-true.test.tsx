import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Fulfillment } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { makeDesire, people } from '../msw/desires';
import { ownProfileOf, peopleHandlers, profileOf } from '../msw/people';
import { savedServer } from '../msw/saved';
import { renderApp } from '../render-app';

const maya = member();
const leo = people.leo._id;
const mine = { _id: maya._id, fullName: maya.fullName, profileImage: null };

const offer = (overrides: Partial<Fulfillment>): Fulfillment => ({
  _id: `offer-${Math.random().toString(36).slice(2)}`,
  userId: null,
  anonymous: false,
  message: null,
  fulfilledAt: '2025-06-14T10:00:00.000Z',
  createdAt: '2025-06-10T10:00:00.000Z',
  ...overrides,
});

const bike = makeDesire({ title: 'A bike', status: 'fulfilled', fulfillments: [offer({ userId: people.maya })] });
const secret = makeDesire({ title: 'A secret gift', status: 'fulfilled', fulfillments: [offer({ anonymous: true, fulfilledAt: '2025-07-01T09:00:00.000Z' })] });
const open = makeDesire({ title: 'Still wished' });
const fulfilledInList = makeDesire({ title: 'A bike', status: 'fulfilled' });

function openLeo(archives = true) {
  const saving = savedServer({ cameTrue: { [leo]: [secret, bike] } });
  server.use(handlers.me(maya), ...(archives ? saving.handlers : []), ...peopleHandlers({ profiles: [profileOf()], desires: { [leo]: [open, fulfilledInList] } }));
  return renderApp(`/profile/${leo}`, { memberToken: 'tok' });
}

describe('the Came true tab', () => {
  it('takes the fulfilled desires out of the main list, and shows them with their date and fulfiller', async () => {
    const { user, location } = openLeo();
    const tabs = await screen.findByRole('tablist', { name: 'Desires of this profile' });
    expect(await within(tabs).findByRole('tab', { name: 'Came true (2)' })).toBeInTheDocument();
    expect(within(tabs).queryByRole('tab', { name: /I helped/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Still wished' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'A bike' })).not.toBeInTheDocument();
    // The main list's chips have no Fulfilled: that is the tab's.
    expect(screen.queryByRole('radio', { name: 'Fulfilled' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Came true (2)' }));
    expect(location()).toBe(`/profile/${leo}?tab=came-true`);
    const list = await screen.findByRole('list', { name: 'Desires that came true' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Came true on Jul 1, 2025');
    expect(items[1]).toHaveTextContent('Came true on Jun 14, 2025');
    const bikeCard = within(list).getByRole('article', { name: 'A bike' });
    expect(within(bikeCard).getByRole('link', { name: /You/ })).toBeInTheDocument();
    // Never who fulfilled an anonymous one.
    const secretCard = within(list).getByRole('article', { name: 'A secret gift' });
    expect(secretCard).toHaveTextContent('Anonymous User');
    expect(within(secretCard).queryByRole('link', { name: /Maya|You/ })).not.toBeInTheDocument();
  });

  it('on a backend without it, the profile keeps its one list with the Fulfilled chip', async () => {
    openLeo(false);
    expect(await screen.findByRole('article', { name: 'A bike' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Still wished' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Fulfilled' })).toBeInTheDocument();
  });
});

describe('I helped', () => {
  it('is a tab of one\'s own profile, anonymous ones included, with the day one helped', async () => {
    const helpedAnonymously = makeDesire({
      title: 'Lessons for Leo',
      status: 'fulfilled',
      fulfillments: [offer({ anonymous: true, userId: people.maya, fulfilledAt: '2025-05-02T12:00:00.000Z' })],
    });
    const saving = savedServer({ helped: [helpedAnonymously], cameTrue: { [maya._id]: [] } });
    server.use(handlers.me(maya), ...saving.handlers, ...peopleHandlers({ profiles: [ownProfileOf(maya)], desires: { [maya._id]: [makeDesire({ title: 'My wish', userId: mine })] } }));
    const { user } = renderApp('/profile', { memberToken: 'tok' });
    const tabs = await screen.findByRole('tablist', { name: 'Desires of this profile' });
    await user.click(await within(tabs).findByRole('tab', { name: 'I helped (1)' }));
    const list = await screen.findByRole('list', { name: 'Desires you helped come true' });
    expect(within(list).getByRole('article', { name: 'Lessons for Leo' })).toBeInTheDocument();
    expect(list).toHaveTextContent('You helped on May 2, 2025');
    expect(list).toHaveTextContent('You (anonymously)');

    await user.click(within(tabs).getByRole('tab', { name: 'Came true (0)' }));
    expect(await screen.findByRole('heading', { name: 'Nothing has come true yet' })).toBeInTheDocument();
  });

  it('is not on another member\'s profile, even when asked for in the address', async () => {
    const saving = savedServer({ cameTrue: { [leo]: [] } });
    server.use(handlers.me(maya), ...saving.handlers, ...peopleHandlers({ profiles: [profileOf()], desires: { [leo]: [open] } }));
    renderApp(`/profile/${leo}?tab=helped`, { memberToken: 'tok' });
    const tabs = await screen.findByRole('tablist', { name: 'Desires of this profile' });
    expect(within(tabs).getByRole('tab', { name: 'Desires' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).queryByRole('tab', { name: /I helped/ })).not.toBeInTheDocument();
  });
});
