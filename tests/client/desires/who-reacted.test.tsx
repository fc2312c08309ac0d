import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Desire, Reaction } from '@contract/desire';
import type { WhoReacted } from '@contract/who-reacted';
import type { UserSummary } from '@contract/user';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, people, reactionResult } from '../msw/desires';
import { pushLive } from '../msw/live';
import { renderApp } from '../render-app';
import { expectNoAxeViolations } from '../axe';

// The reactions count on a desire opens who reacted with which emoji (GET /api/desires/{id}/reactions).

const ana: UserSummary = { _id: '6650a1b2c3d4e5f60123a0a0', fullName: 'Ana Souza', profileImage: null };

let made = 0;
const reaction = (desire: Desire, by: UserSummary, emoji: string): Reaction => ({
  _id: `6650a1b2c3d4e5f60123${(0xf000 + ++made).toString(16)}`,
  userId: by._id,
  postId: desire._id,
  emoji,
  createdAt: new Date().toISOString(),
});
/** As our server answers: each reaction with who made it. */
const named = (desire: Desire, who: UserSummary, emoji: string): WhoReacted => ({ ...reaction(desire, who, emoji), user: who });

function desireWith(...reactors: [UserSummary, string][]): Desire {
  const desire = makeDesire({ title: `Reacted to ${++made}` });
  const reactions = reactors.map(([who, emoji]) => reaction(desire, who, emoji));
  return { ...desire, reactions, reactionsCount: reactions.length };
}

/** Maya signed in on the feed, the list answered by `answer` (each call, so a test may change it). */
async function openFeed(desire: Desire, answer: () => Response, ...extra: Parameters<typeof server.use>) {
  server.use(...extra, http.get(`/api/desires/${desire._id}/reactions`, answer), handlers.me(member()), ...feedHandlers([desire]));
  const view = renderApp('/feed', { memberToken: 'tok' });
  const card = await screen.findByRole('article', { name: desire.title });
  return { ...view, card };
}

async function openList(user: ReturnType<typeof renderApp>['user'], card: HTMLElement, count: string) {
  await user.click(within(card).getByRole('button', { name: count }));
  return screen.findByRole('dialog', { name: 'Who reacted' });
}

describe('who reacted', () => {
  it('the count "2 reactions" opens the list: each name links to the profile, beside the emoji', async () => {
    const desire = desireWith([ana, '❤️'], [people.maya, '🔥']);
    const { user, card } = await openFeed(desire, () => json([named(desire, ana, '❤️'), named(desire, people.maya, '🔥')]));
    const dialog = await openList(user, card, '2 reactions');
    const rows = within(await within(dialog).findByRole('list', { name: 'Who reacted' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['ASAna Souza❤️', 'MCMaya Chen🔥']);
    expect(within(rows[0]!).getByRole('link', { name: /Ana Souza/ })).toHaveAttribute('href', `/profile/${ana._id}`);
    await expectNoAxeViolations(dialog);
  });

  it('says "Failed to fetch reactions" when the read fails, and Try again reads it again', async () => {
    const desire = desireWith([ana, '👏']);
    let fail = true;
    const { user, card } = await openFeed(desire, () => (fail ? HttpResponse.json({ message: 'No' }, { status: 403 }) : json([named(desire, ana, '👏')])));
    const dialog = await openList(user, card, '1 reaction');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch reactions');
    await expectNoAxeViolations(dialog);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('link', { name: /Ana Souza/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each emoji from "A member" when the backend names nobody (the spec answer), and the reader’s own by their name', async () => {
    const desire = desireWith([ana, '💯'], [people.maya, '🙌']);
    const { user, card } = await openFeed(desire, () => json(desire.reactions));
    const dialog = await openList(user, card, '2 reactions');
    const rows = within(await within(dialog).findByRole('list', { name: 'Who reacted' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['?A member💯', 'MCMaya Chen🙌']);
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /Maya Chen/ })).toHaveAttribute('href', `/profile/${people.maya._id}`);
  });

  it('says there is nobody to show when the server left every reactor out', async () => {
    const desire = desireWith([ana, '🎯']);
    const { user, card } = await openFeed(desire, () => json([]));
    const dialog = await openList(user, card, '1 reaction');
    expect(await within(dialog).findByText('No reactions to show')).toBeInTheDocument();
  });

  it('reads the list again after the reader’s own reaction and after a live one', async () => {
    const desire = desireWith([ana, '❤️']);
    let answer: WhoReacted[] = [named(desire, ana, '❤️')];
    let reads = 0;
    const { user, card } = await openFeed(
      desire,
      () => {
        reads += 1;
        return json(answer);
      },
      http.post(`/api/desires/${desire._id}/react`, () => json(reactionResult(desire, people.maya._id, '🔥'))),
    );
    let dialog = await openList(user, card, '1 reaction');
    await within(dialog).findByRole('link', { name: /Ana Souza/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The reader's own: the list, read once, is read again on the next opening.
    answer = [...answer, named(desire, people.maya, '🔥')];
    await user.click(within(card).getByRole('button', { name: 'fire' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: '2 reactions' })).toBeInTheDocument());
    dialog = await openList(user, card, '2 reactions');
    expect(await within(dialog).findByRole('link', { name: /Maya Chen/ })).toBeInTheDocument();
    const readsBefore = reads;

    // A live one while it is open.
    answer = [...answer, named(desire, people.leo, '🎯')];
    pushLive({ type: 'reaction_update', data: { postId: desire._id, action: 'added', userId: people.leo._id, reaction: reaction(desire, people.leo, '🎯') } });
    expect(await within(dialog).findByRole('link', { name: /Leo Okafor/ })).toBeInTheDocument();
    expect(reads).toBe(readsBefore + 1);
  });

  it('opens from a visitor’s count on the desire’s page', async () => {
    const desire = desireWith([ana, '❤️']);
    server.use(
      http.get(`/api/desires/${desire._id}`, () => json(desire)),
      http.get(`/api/desires/${desire._id}/comments`, () => json([])),
      http.get(`/api/desires/${desire._id}/reactions`, () => json([named(desire, ana, '❤️')])),
      ...feedHandlers([]),
    );
    const { user } = renderApp(`/post/${desire._id}`);
    await screen.findByRole('heading', { level: 1, name: desire.title });
    await user.click(screen.getByRole('button', { name: '1 reaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who reacted' });
    expect(await within(dialog).findByRole('link', { name: /Ana Souza/ })).toHaveAttribute('href', `/profile/${ana._id}`);
  });
});
