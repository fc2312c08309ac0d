import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { addDays, todayOf } from '@contract/occasion';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { makeDesire, people } from '../msw/desires';
import { followAnswer, profileOf, peopleHandlers } from '../msw/people';
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

  it('leave at an unfollow and come back at a follow, a followers-only one, without a reload', async () => {
    const birthday = makeOccasion({ userId: leo, title: 'Birthday', visibility: 'followers' });
    const backend = occasionsServer({ members: { [leo]: [birthday] } });
    const following = { [leo]: true };
    server.use(
      handlers.me(maya),
      ...peopleHandlers({ profiles: [profileOf()], following }),
      ...backend.handlers,
      http.delete(`/api/follow/${leo}`, () => {
        following[leo] = false;
        backend.state.members[leo] = [];
        return json(followAnswer(false, 0));
      }),
      http.post(`/api/follow/${leo}`, () => {
        following[leo] = true;
        backend.state.members[leo] = [birthday];
        return json(followAnswer(true, 1));
      }),
    );
    const { user } = renderApp(`/profile/${leo}`, { memberToken: 'tok' });
    expect(await screen.findByRole('list', { name: "Leo Okafor's occasions" })).toHaveTextContent('Birthday');
    await user.click(screen.getByRole('button', { name: 'Following' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Occasions' })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('list', { name: "Leo Okafor's occasions" })).toHaveTextContent('Birthday');
  });

  it('are written part by part, each part whole with its dot after it, so that no line starts with a dot', async () => {
    const birthday = makeOccasion({ userId: leo, title: 'Birthday', date: `1991-${addDays(todayOf(), 10).slice(5)}`, yearly: true });
    openLeo({ members: { [leo]: [birthday] } });
    const list = await screen.findByRole('list', { name: "Leo Okafor's occasions" });
    const when = within(list).getByText('every year', { exact: false }).closest('p')!;
    const parts = [...when.querySelectorAll(':scope > span > span')].map((part) => part.textContent);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toBe('every year\u00a0·');
    expect(parts[2]).toBe('in 10 days');
    expect(parts[0]).toMatch(/^\S+ \d+\u00a0·$/);
    for (const part of when.querySelectorAll(':scope > span > span')) expect(part).toHaveClass('whitespace-nowrap');
    server.events.removeAllListeners();
  });
});
