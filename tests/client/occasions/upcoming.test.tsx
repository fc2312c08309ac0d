import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { makeDesire, people } from '../msw/desires';
import { profileOf, peopleHandlers } from '../msw/people';
import { makeUpcoming, occasionsServer, type OccasionsState } from '../msw/occasions';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { expectNoAxeViolations } from '../axe';

const maya = member();
const ada = { _id: '6650a1b2c3d4e5f60123ada0', fullName: 'Ada Lovelace', profileImage: null };

function openUpcoming(state: Partial<OccasionsState> | null, path = '/upcoming') {
  const backend = state ? occasionsServer(state) : null;
  server.use(handlers.me(maya), ...(backend?.handlers ?? []));
  return { ...renderApp(path, { memberToken: 'tok' }), backend };
}

const list = () => screen.findByRole('list', { name: 'Upcoming occasions' });

describe('the Upcoming screen', () => {
  it('lists the occasions soonest first, each with its member, title, day and how soon', async () => {
    openUpcoming({
      upcoming: [makeUpcoming(ada, 'Wedding', 12), makeUpcoming(people.leo, 'Birthday', 0), makeUpcoming(ada, 'Graduation', 1)],
    });
    expect(await screen.findByRole('heading', { name: 'Upcoming', level: 1 })).toBeInTheDocument();
    const occasions = within(await list()).getAllByRole('article');
    expect(occasions.map((o) => within(o).getByRole('heading', { level: 2 }).textContent)).toEqual(['Birthday', 'Graduation', 'Wedding']);
    expect(occasions[0]).toHaveTextContent('Today');
    expect(occasions[1]).toHaveTextContent('Tomorrow');
    expect(occasions[2]).toHaveTextContent('in 12 days');
    expect(within(occasions[0]!).getByRole('link', { name: 'Leo Okafor' })).toHaveAttribute('href', `/profile/${people.leo._id}`);
    expect(within(occasions[2]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/profile/${ada._id}`);
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('shows the linked desires as cards, with See all to the member’s profile when there are more', async () => {
    const desires = [makeDesire({ title: 'Record player' }), makeDesire({ title: 'Hiking boots' })];
    const { user, location } = openUpcoming({ upcoming: [makeUpcoming(people.leo, 'Birthday', 3, desires, 9), makeUpcoming(ada, 'Wedding', 20, [makeDesire({ title: 'Vase', userId: ada })])] });
    const [birthday, wedding] = within(await list()).getAllByRole('article', { name: /Birthday|Wedding/ });
    expect(within(birthday!).getByRole('article', { name: 'Record player' })).toBeInTheDocument();
    expect(within(birthday!).getByRole('article', { name: 'Hiking boots' })).toBeInTheDocument();
    expect(within(wedding!).getByRole('article', { name: 'Vase' })).toBeInTheDocument();
    // All of Ada's desires are here: no See all for her.
    expect(within(wedding!).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    server.use(...peopleHandlers({ profiles: [profileOf()] }));
    await user.click(within(birthday!).getByRole('link', { name: "See all of Leo Okafor's desires" }));
    await waitFor(() => expect(location()).toBe(`/profile/${people.leo._id}`));
  });

  it('says so when nothing is coming, with a way to find people', async () => {
    openUpcoming({ upcoming: [] });
    expect(await screen.findByRole('heading', { name: 'Nothing coming up' })).toBeInTheDocument();
    expect(screen.getByText('None of the people you follow has an occasion in the next 60 days that you can see.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find people to follow' })).toHaveAttribute('href', '/search');
  });

  it('asks for the next 60 days', async () => {
    const backend = occasionsServer({ upcoming: [makeUpcoming(ada, 'Wedding', 4)] });
    let asked: string | null = null;
    server.use(handlers.me(maya), ...backend.handlers);
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/occasions/upcoming') asked = url.search;
    });
    renderApp('/upcoming', { memberToken: 'tok' });
    expect(await within(await list()).findByRole('heading', { name: 'Wedding' })).toBeInTheDocument();
    expect(asked).toBe('?days=60');
    server.events.removeAllListeners();
  });

  it('shows skeletons while it loads, then a retry when it fails, which reads the list again', async () => {
    const { user, backend } = openUpcoming({ upcomingFailing: 500 });
    expect(await screen.findByRole('status', { name: 'Loading upcoming occasions' })).toBeInTheDocument();
    const failed = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(failed).toHaveTextContent('Upcoming occasions could not be loaded');
    backend!.state.upcomingFailing = undefined;
    backend!.state.upcoming = [makeUpcoming(ada, 'Wedding', 4)];
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(await list()).findByRole('heading', { name: 'Wedding' })).toBeInTheDocument();
  });

  it('on a backend without occasions, says they are not available', async () => {
    openUpcoming(null);
    expect(await screen.findByText('Occasions are not available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Upcoming occasions' })).not.toBeInTheDocument();
  });
});

describe('the Upcoming entry of the menus', () => {
  it('is in the desktop sidebar once the backend has occasions, marked as the current page', async () => {
    openUpcoming({ upcoming: [] });
    await screen.findByRole('heading', { name: 'Nothing coming up' });
    const sidebar = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(sidebar).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  });

  it('is in the phone’s side menu once the backend has occasions', async () => {
    setViewportWidth(375);
    const { user } = openUpcoming({ upcoming: [makeUpcoming(ada, 'Wedding', 4)] }, '/feed');
    await user.click(await screen.findByRole('button', { name: /open menu/i }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(await within(menu).findByRole('link', { name: 'Upcoming' }));
    expect(await screen.findByRole('heading', { name: 'Upcoming', level: 1 })).toBeInTheDocument();
  });

  it('is in neither menu on a backend without occasions', async () => {
    setViewportWidth(375);
    let asked = 0;
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/api/occasions') asked += 1;
    });
    const { user } = openUpcoming(null, '/feed');
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    await user.click(await screen.findByRole('button', { name: /open menu/i }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Saved' }).closest('ul')).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upcoming' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
