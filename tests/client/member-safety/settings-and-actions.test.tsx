import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { MuteBlockActions } from '@/features/profile/components/mute-block-actions';
import { server } from '../msw/server';
import { error, handlers, json, member } from '../msw/handlers';
import { people } from '../msw/desires';
import { peopleHandlers, profileOf } from '../msw/people';
import { safetyHandlers, safetyState } from '../msw/member-safety';
import { settingsServer } from '../msw/people-screens';
import { renderApp } from '../render-app';
import { renderWithI18n } from '../with-i18n';
import { findToast, toastSays } from '../toasts';

const leo = people.leo._id;
const ana = { _id: '6650a1b2c3d4e5f601239999', fullName: 'Ana Reyes', profileImage: null };

describe('Settings, "Muted and blocked"', () => {
  it('lists the muted and blocked members with their names and undoes each', async () => {
    const safety = safetyState({
      profiles: [profileOf({ mutedByMe: true }), profileOf({ _id: ana._id, fullName: ana.fullName, blockedByMe: true })],
      muted: [{ _id: leo, fullName: people.leo.fullName, profileImage: null }],
      blocked: [ana],
    });
    server.use(handlers.me(member()), ...settingsServer().handlers, ...safetyHandlers(safety));
    const { user } = renderApp('/settings', { memberToken: 'tok' });
    const section = await screen.findByRole('region', { name: 'Muted and blocked' });
    const muted = await within(section).findByRole('group', { name: 'Muted members' });
    expect(within(muted).getByRole('link', { name: people.leo.fullName })).toHaveAttribute('href', `/profile/${leo}`);
    const blocked = within(section).getByRole('group', { name: 'Blocked members' });
    expect(within(blocked).getByText('Ana Reyes')).toBeInTheDocument();

    await user.click(within(blocked).getByRole('button', { name: 'Unblock Ana Reyes' }));
    expect(await within(blocked).findByText('You haven’t blocked anyone.')).toBeInTheDocument();
    expect(await findToast('Ana Reyes is unblocked')).toBeInTheDocument();
    await user.click(within(muted).getByRole('button', { name: `Unmute ${people.leo.fullName}` }));
    expect(await within(muted).findByText('You haven’t muted anyone.')).toBeInTheDocument();
    expect(safety.calls).toEqual([`DELETE block ${ana._id}`, `DELETE mute ${leo}`]);
  });

  it('puts a member back in the list, with a toast, when undoing fails', async () => {
    const safety = safetyState({ blocked: [ana], failWith: { status: 500, message: 'Something went wrong' } });
    server.use(handlers.me(member()), ...settingsServer().handlers, ...safetyHandlers(safety));
    const { user } = renderApp('/settings', { memberToken: 'tok' });
    const blocked = await screen.findByRole('group', { name: 'Blocked members' });
    await user.click(within(blocked).getByRole('button', { name: 'Unblock Ana Reyes' }));
    expect(await findToast('Could not unblock this member')).toBeInTheDocument();
    expect(await within(blocked).findByText('Ana Reyes')).toBeInTheDocument();
  });

  it('is not there when the backend has no such call', async () => {
    server.use(handlers.me(member()), ...settingsServer().handlers, http.get('/api/me/blocks-and-mutes', () => error(404, 'Route GET:/api/me/blocks-and-mutes not found')));
    renderApp('/settings', { memberToken: 'tok' });
    await screen.findByRole('switch', { name: 'Comments' });
    // The first read finds the call missing; the section then goes.
    await expect.poll(() => screen.queryByRole('region', { name: 'Muted and blocked' })).toBeNull();
  });
});

describe('MuteBlockActions (offered after a report)', () => {
  function renderActions() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return {
      user: userEvent.setup(),
      ...renderWithI18n(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <MuteBlockActions userId={leo} />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    };
  }

  it('toggles Mute with aria-pressed, and asks before Block', async () => {
    const profiles = [profileOf()];
    const safety = safetyState({ profiles });
    server.use(...peopleHandlers({ profiles }), ...safetyHandlers(safety));
    const { user } = renderActions();
    const mute = await screen.findByRole('button', { name: `Mute ${people.leo.fullName}` });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => safety.calls).toEqual([`POST mute ${leo}`]);
    await expect.poll(() => toastSays(`${people.leo.fullName} is muted`)).toBe(true);

    await user.click(screen.getByRole('button', { name: `Block ${people.leo.fullName}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Block ${people.leo.fullName}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: `Block ${people.leo.fullName}` })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => safety.calls).toEqual([`POST mute ${leo}`, `POST block ${leo}`]);
  });

  it('renders nothing for a profile without the block and mute fields', async () => {
    const { blockedByMe: _b, mutedByMe: _m, blocksYou: _y, ...spec } = profileOf();
    let served = 0;
    server.use(
      http.get(`/api/users/${leo}`, () => {
        served++;
        return json({ user: spec });
      }),
    );
    const { container } = renderActions();
    await expect.poll(() => served).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    // With the fields, the same screen shows the two buttons: the check above can fail.
    server.use(...peopleHandlers({ profiles: [profileOf()] }));
    renderActions();
    expect(await screen.findByRole('button', { name: `Mute ${people.leo.fullName}` })).toBeInTheDocument();
  });
});
