import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, todayOf } from '@contract/occasion';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { feedHandlers, makeDesire, people } from '../msw/desires';
import { makeOccasion, makeUpcoming, occasionsServer, type OccasionsState } from '../msw/occasions';
import { renderApp } from '../render-app';

const maya = member();
const leo = people.leo._id;
const birthday = makeOccasion({ userId: leo, title: 'Leo’s birthday', date: `1990-${addDays(todayOf(), 2).slice(5)}`, yearly: true });

/** Maya on the public feed with these desires; counts the reads of each member's occasions. */
function openFeed(desires: Parameters<typeof feedHandlers>[0], state: Partial<OccasionsState> | null) {
  const backend = state ? occasionsServer(state) : null;
  const asked: string[] = [];
  server.events.on('response:mocked', ({ request }) => {
    const match = /^\/api\/users\/([^/]+)\/occasions$/.exec(new URL(request.url).pathname);
    if (match) asked.push(match[1]!);
  });
  server.use(handlers.me(maya), ...feedHandlers(desires), ...(backend?.handlers ?? []));
  return { ...renderApp('/feed', { memberToken: 'tok' }), asked };
}

const card = (title: string) => screen.findByRole('article', { name: title });

describe('the occasion a desire is for, on its card', () => {
  it('says "For <occasion> · <day> · in N days" under the text, with one read of the owner’s occasions for all their cards', async () => {
    const view = openFeed(
      [
        makeDesire({ title: 'Record player', occasionId: birthday._id }),
        makeDesire({ title: 'Hiking boots', occasionId: birthday._id }),
        makeDesire({ title: 'A quiet weekend', userId: people.maya }),
      ],
      { members: { [leo]: [birthday] } },
    );
    for (const title of ['Record player', 'Hiking boots']) {
      const line = await within(await card(title)).findByText(/^For/);
      expect(line.closest('p')).toHaveTextContent(/^For Leo’s birthday · \S+ \S+ · in 2 days$/);
    }
    expect(within(await card('A quiet weekend')).queryByText(/^For/)).not.toBeInTheDocument();
    expect(view.asked).toEqual([leo]);
    server.events.removeAllListeners();
  });

  it('shows nothing, and reads no occasions, when no desire on screen is for one', async () => {
    const view = openFeed([makeDesire({ title: 'Record player' })], { members: { [leo]: [birthday] } });
    const shown = await card('Record player');
    // The feed's desires are on screen, and a card would have asked as it first showed.
    await waitFor(() => expect(within(shown).getByRole('button', { name: /comment/ })).toBeInTheDocument());
    expect(within(shown).queryByText(/^For/)).not.toBeInTheDocument();
    expect(view.asked).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows nothing when the reader may not see that occasion', async () => {
    const hidden = makeOccasion({ userId: leo, title: 'Leo’s private day' });
    openFeed(
      [makeDesire({ title: 'Record player', occasionId: hidden._id }), makeDesire({ title: 'Hiking boots', occasionId: birthday._id })],
      { members: { [leo]: [birthday] } },
    );
    // Leo's list has come: the card of the occasion Maya may see shows it.
    expect(await within(await card('Hiking boots')).findByText(/^For/)).toBeInTheDocument();
    expect(within(await card('Record player')).queryByText(/^For/)).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('shows nothing on a backend without occasions', async () => {
    const view = openFeed([makeDesire({ title: 'Record player', occasionId: birthday._id })], null);
    const shown = await card('Record player');
    await waitFor(() => expect(view.asked).toEqual([leo]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(shown).queryByText(/^For/)).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('is not repeated on the cards Upcoming shows under that very occasion', async () => {
    const desire = makeDesire({ title: 'Record player', occasionId: birthday._id });
    const upcoming = makeUpcoming(people.leo, 'Leo’s birthday', 2, [desire]);
    const view = openFeed([], { members: { [leo]: [birthday] }, upcoming: [{ ...upcoming, occasion: birthday }] });
    await view.user.click(await screen.findByRole('link', { name: 'Upcoming' }));
    const shown = await card('Record player');
    expect(within(shown).queryByText(/^For/)).not.toBeInTheDocument();
    expect(view.asked).toEqual([]);
    server.events.removeAllListeners();
  });
});
