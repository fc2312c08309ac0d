import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '../msw/server';
import { error, handlers, member } from '../msw/handlers';
import { people } from '../msw/desires';
import { peopleHandlers, profileOf, statsOf, type PeopleServer } from '../msw/people';
import { safetyHandlers, safetyState, type SafetyServer } from '../msw/member-safety';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { sentence } from '../sentence';

const leo = people.leo._id;

/** Maya on Leo's profile, with the block and mute calls of our server. */
async function openLeo(profile = profileOf(), options: Partial<SafetyServer> = {}, ...extra: Parameters<typeof server.use>) {
  const state: PeopleServer = { profiles: [profile], stats: { [leo]: statsOf({ followers: 3 }) } };
  const safety = safetyState({ profiles: state.profiles, ...options });
  server.use(...extra, handlers.me(member()), ...peopleHandlers(state), ...safetyHandlers(safety));
  const view = renderApp(`/profile/${leo}`, { memberToken: 'tok' });
  await screen.findByRole('heading', { name: profile.fullName, level: 2 });
  return { ...view, safety };
}

const more = () => screen.findByRole('button', { name: `More actions for ${people.leo.fullName}` });

describe('the profile menu', () => {
  it('mutes with a toast, the item turning into Unmute, and unmutes', async () => {
    const { user, safety } = await openLeo();
    await user.click(await more());
    await user.click(screen.getByRole('menuitem', { name: `Mute ${people.leo.fullName}` }));
    expect(await findToast(`${people.leo.fullName} is muted`)).toBeInTheDocument();
    expect(safety.calls).toEqual([`POST mute ${leo}`]);
    await user.click(await more());
    await user.click(screen.getByRole('menuitem', { name: `Unmute ${people.leo.fullName}` }));
    expect(await findToast(`${people.leo.fullName} is unmuted`)).toBeInTheDocument();
    expect(safety.calls).toEqual([`POST mute ${leo}`, `DELETE mute ${leo}`]);
  });

  it('blocks only after the confirmation, closing the profile at once and taking away Follow and Message', async () => {
    const { user, safety } = await openLeo(profileOf(), {}, http.post(`/api/users/${leo}/block`, async () => {
      await delay(200);
      safety.calls.push('slow block');
      return new Response(JSON.stringify({ message: 'Member blocked', blockedByMe: true }), { headers: { 'content-type': 'application/json' } });
    }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await user.click(await more());
    await user.click(screen.getByRole('menuitem', { name: `Block ${people.leo.fullName}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Block ${people.leo.fullName}?` });
    expect(dialog).toHaveTextContent('Follows between you end');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(safety.calls).toEqual([]);

    await user.click(await more());
    await user.click(screen.getByRole('menuitem', { name: `Block ${people.leo.fullName}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    // Optimistic: the note and no Follow button before the answer has come.
    expect(await screen.findByText(sentence(`You blocked ${people.leo.fullName}`))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(safety.calls).toEqual([]);
    expect(await findToast(`${people.leo.fullName} is blocked`)).toBeInTheDocument();
    expect(safety.calls).toEqual(['slow block']);
  });

  it('rolls a failed block back with a toast naming the server’s reason', async () => {
    const { user } = await openLeo(profileOf(), {}, http.post(`/api/users/${leo}/block`, async () => {
      await delay(100);
      return error(400, 'An administrator cannot be blocked');
    }));
    await user.click(await more());
    await user.click(screen.getByRole('menuitem', { name: `Block ${people.leo.fullName}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(sentence(`You blocked ${people.leo.fullName}`))).toBeInTheDocument();
    expect(await findToast('Could not block this member')).toBeInTheDocument();
    expect(await findToast('An administrator cannot be blocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(sentence(`You blocked ${people.leo.fullName}`))).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('shows a member who blocked the reader as unavailable, with no Follow, Message or Mute', async () => {
    const { user } = await openLeo(profileOf({ blocksYou: true, canSeeDetails: false, bio: null }));
    expect(await screen.findByText('This profile is not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /message/i })).not.toBeInTheDocument();
    await user.click(await more());
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    // Block (and the app's Report), never Mute: muting changes nothing across a block.
    expect(items).toContain(`Block ${people.leo.fullName}`);
    expect(items.filter((name) => /mute/i.test(name ?? ''))).toEqual([]);
  });

  it.each([
    ['who blocked the reader', { blocksYou: true }],
    ['the reader blocked', { blockedByMe: true }],
  ])('shows no counts or joined date on the profile of a member %s, once the figures have come', async (_, block) => {
    const answered = new Promise<void>((resolve) => {
      const seen = ({ request }: { request: Request }) => {
        if (!new URL(request.url).pathname.startsWith('/api/stats/user/')) return;
        server.events.removeListener('response:mocked', seen);
        resolve();
      };
      server.events.on('response:mocked', seen);
    });
    await openLeo(profileOf({ ...block, canSeeDetails: false, bio: null }));
    await answered;
    await screen.findByText((_, element) => element?.tagName === 'P' && /^(This profile is not available|You blocked)/.test(element.textContent ?? ''));
    expect(screen.queryByRole('group', { name: 'Counts' })).not.toBeInTheDocument();
    expect(screen.queryByText(/followers?$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Joined /)).not.toBeInTheDocument();
  });

  it('shows the counts and joined date of a member no block stands between', async () => {
    await openLeo();
    const counts = await screen.findByRole('group', { name: 'Counts' });
    expect(await within(counts).findByText(/3/)).toBeInTheDocument();
    expect(screen.getByText(/^Joined /)).toBeInTheDocument();
  });

  it('has no menu when the backend offers no blocking or muting (fields missing)', async () => {
    const bare = profileOf();
    const { blockedByMe: _b, mutedByMe: _m, blocksYou: _y, ...spec } = bare;
    const state: PeopleServer = { profiles: [spec as typeof bare] };
    server.use(handlers.me(member()), ...peopleHandlers(state));
    renderApp(`/profile/${leo}`, { memberToken: 'tok' });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });
});
