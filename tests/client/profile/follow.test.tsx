import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '../msw/server';
import { error, handlers, json, member } from '../msw/handlers';
import { people } from '../msw/desires';
import { followAnswer, peopleHandlers, profileOf, statsOf, type PeopleServer } from '../msw/people';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

const leo = people.leo._id;

/** Maya on Leo's profile; Leo has 3 followers. */
async function openLeo(following: boolean, ...extra: Parameters<typeof server.use>) {
  const state: PeopleServer = { profiles: [profileOf()], stats: { [leo]: statsOf({ followers: 3, following: 1 }) }, following: { [leo]: following } };
  server.use(...extra, handlers.me(member()), ...peopleHandlers(state));
  const view = renderApp(`/profile/${leo}`, { memberToken: 'tok' });
  await screen.findByRole('button', { name: following ? 'Following' : 'Follow' });
  await waitFor(() => expect(followers()).toHaveTextContent('3 followers'));
  return view;
}

const followers = () => within(screen.getByRole('group', { name: 'Counts' })).getByRole('button', { name: /follower/ });

describe('the Follow button', () => {
  it('follows at once, the followers count with it, then "Now following this user!"; unfollow says "Unfollowed user"', async () => {
    let followed = false;
    const { user } = await openLeo(
      false,
      http.post(`/api/follow/${leo}`, async () => {
        await delay(100);
        followed = true;
        return json(followAnswer(true, 4));
      }),
      http.delete(`/api/follow/${leo}`, () => {
        followed = false;
        return json(followAnswer(false, 3));
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('4 followers');
    expect(await findToast('Now following this user!')).toBeInTheDocument();
    expect(followed).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('3 followers');
    expect(await findToast('Unfollowed user')).toBeInTheDocument();
    expect(followed).toBe(false);
  });

  it('rolls back, the count too, with "Failed to follow user" when the server refuses', async () => {
    const { user } = await openLeo(
      false,
      http.post(`/api/follow/${leo}`, async () => {
        await delay(100);
        return error(500, 'Something went wrong');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('4 followers');
    expect(await findToast('Failed to follow user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('3 followers');
  });

  it('rolls back an unfollow with "Failed to unfollow user"', async () => {
    const { user } = await openLeo(true, http.delete(`/api/follow/${leo}`, () => error(403, 'Not allowed')));
    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await findToast('Failed to unfollow user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('3 followers');
  });

  it('rapid taps collapse into one request for the final state; an even number of taps sends nothing', async () => {
    const sent: string[] = [];
    const { user } = await openLeo(
      false,
      http.post(`/api/follow/${leo}`, () => {
        sent.push('follow');
        return json(followAnswer(true, 4));
      }),
      http.delete(`/api/follow/${leo}`, () => {
        sent.push('unfollow');
        return json(followAnswer(false, 3));
      }),
    );
    const button = () => screen.getByRole('button', { name: /^Follow/ });
    await user.click(button());
    await user.click(button());
    await user.click(button());
    await waitFor(() => expect(sent).toEqual(['follow']), { timeout: 2000 });
    expect(button()).toHaveTextContent('Following');
    await waitFor(() => expect(followers()).toHaveTextContent('4 followers'));

    await user.click(button());
    await user.click(button());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sent).toEqual(['follow']);
    expect(button()).toHaveTextContent('Following');
    expect(followers()).toHaveTextContent('4 followers');
  });
});
