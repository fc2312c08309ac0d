import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, todayOf } from '@contract/occasion';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { makeDesire, people } from '../msw/desires';
import { profileOf, peopleHandlers } from '../msw/people';
import { makeOccasion, occasionsServer, type OccasionsState } from '../msw/occasions';
import { renderApp } from '../render-app';
import { expectNoAxeViolations } from '../axe';

const maya = member();
const leo = people.leo._id;

function openLeo(state: Partial<OccasionsState> | null) {
  const backend = state ? occasionsServer(state) : null;
  let asked = 0;
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname === `/api/users/${leo}/occasions`) asked += 1;
  });
  server.use(handlers.me(maya), ...peopleHandlers({ profiles: [profileOf()], desires: { [leo]: [makeDesire({ title: 'Vinyl player' })] } }), ...(backend?.handlers ?? []));
  return { ...renderApp(`/profile/${leo}`, { memberToken: 'tok' }), asked: () => asked };
}

describe('a member’s occasions on their profile', () => {
  it('are listed for a reader as the server lets them see, soonest first, without Edit or Delete', async () => {
    const wedding = makeOccasion({ userId: leo, title: 'Wedding', date: addDays(todayOf(), 30) });
    const birthday = makeOccasion({ userId: leo, title: 'Birthday', date: `1991-${addDays(todayOf(), 2).slice(5)}`, yearly: true });
    openLeo({ members: { [leo]: [wedding, birthday] } });
    const list = await screen.findByRole('list', { name: "Leo Okafor's occasions" });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Birthday', 'Wedding']);
    expect(rows[0]).toHaveTextContent('in 2 days');
    expect(rows[0]).toHaveTextContent('every year');
    expect(rows[1]).toHaveTextContent('in 30 days');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add occasion' })).not.toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Occasions' }));
    server.events.removeAllListeners();
  });

  it('are not shown when the reader may see none', async () => {
    const view = openLeo({ members: { [leo]: [] } });
    expect(await screen.findByRole('article', { name: 'Vinyl player' })).toBeInTheDocument();
    await waitFor(() => expect(view.asked()).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Occasions' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('are not shown on a backend without occasions', async () => {
    const view = openLeo(null);
    expect(await screen.findByRole('article', { name: 'Vinyl player' })).toBeInTheDocument();
    await waitFor(() => expect(view.asked()).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Occasions' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
