import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '../msw/server';
import { error, handlers, json, member } from '../msw/handlers';
import { chatServer, makeChat } from '../msw/chat';
import { makeDesire, people } from '../msw/desires';
import { ownProfileOf, peopleHandlers, profileOf, statsOf, userAnswer, type PeopleServer } from '../msw/people';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast } from '../toasts';

const maya = member();
const leo = people.leo._id;

function openProfile(path: string, state: PeopleServer, viewer = maya) {
  server.use(handlers.me(viewer), ...peopleHandlers(state));
  return renderApp(path, { memberToken: 'tok' });
}

const counts = () => screen.getByRole('group', { name: 'Counts' });

describe('another member’s profile', () => {
  it('shows banner, name, bio and counts, with Message and Follow', async () => {
    const view = openProfile(`/profile/${leo}`, {
      profiles: [profileOf({ bannerImage: '/uploads/leo-banner.png' })],
      stats: { [leo]: statsOf({ followers: 3, following: 1, desired: 2 }) },
      desires: { [leo]: [makeDesire({ title: 'Vinyl player' }), makeDesire({ title: 'Trip to Lagos' })] },
      // Maya follows Leo: a chat with him can start.
      following: { [leo]: true },
    });
    expect(await screen.findByRole('heading', { name: 'Leo Okafor', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Collects vinyl and wishes for a trip to Lagos.')).toBeInTheDocument();
    expect(document.querySelector('img[src$="/uploads/leo-banner.png"]')).not.toBeNull();
    await waitFor(() => expect(counts()).toHaveTextContent('2 Desires'));
    expect(within(counts()).getByRole('button', { name: '3 followers' })).toBeInTheDocument();
    expect(within(counts()).getByRole('button', { name: '1 following' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change banner' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Vinyl player' })).toBeInTheDocument();

    // Message opens the chat screen on ?user=, which starts (or finds) the chat and selects it.
    const chat = makeChat(people.leo);
    const chats = chatServer({ start: { chat } });
    server.use(...chats.handlers);
    await view.user.click(screen.getByRole('link', { name: 'Message' }));
    await waitFor(() => expect(view.location()).toBe(`/chat?chatId=${chat._id}`));
    expect(chats.state.started).toEqual([leo]);
  });

  it('one’s own profile: Edit Profile, Settings and the banner button; no Follow or Message', async () => {
    const view = openProfile('/profile', { profiles: [ownProfileOf(maya)] });
    expect(await screen.findByRole('heading', { name: 'Maya Chen', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change banner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
    expect(await screen.findByText('No desires yet. Start by creating your first desire!')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Edit Profile' }));
    await waitFor(() => expect(view.location()).toBe('/profile/edit'));
  });
});

describe('who gets the Follow button', () => {
  it('not oneself, even at /profile/{own id}', async () => {
    openProfile(`/profile/${maya._id}`, { profiles: [ownProfileOf(maya)] });
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  });

  it('not on an admin’s profile', async () => {
    openProfile(`/profile/${leo}`, { profiles: [profileOf({ role: 'admin' })] });
    expect(await screen.findByRole('heading', { name: 'Leo Okafor', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('not for a viewer who is an admin', async () => {
    let asked = false;
    server.use(http.get('/api/follow/status/:id', () => ((asked = true), json({ isFollowing: false }))));
    openProfile(`/profile/${leo}`, { profiles: [profileOf()] }, member({ role: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Leo Okafor', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});

describe('profiles that cannot be shown', () => {
  it('an unknown id: "User not found" with links to notifications and the feed', async () => {
    const view = openProfile('/profile/0000000000000000000000aa', { profiles: [] });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByText("The profile you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View notifications' })).toHaveAttribute('href', '/notifications');
    await view.user.click(screen.getByRole('link', { name: 'Go to your feed' }));
    await waitFor(() => expect(view.location()).toBe('/feed'));
  });

  it('a private profile: name, avatar and counts, "This profile is private", the Follow button, no desires or lists', async () => {
    let desiresAsked = false;
    server.use(http.get('/api/desires/user/:id', () => ((desiresAsked = true), json({ desires: [], total: 0 }))));
    openProfile(`/profile/${leo}`, {
      profiles: [profileOf({ canSeeDetails: false, isPublic: false, bio: null })],
      stats: { [leo]: statsOf({ followers: 8, following: 2, desired: 4, achieved: 1 }) },
    });
    expect(await screen.findByText('This profile is private')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leo Okafor', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(counts()).toHaveTextContent('5 Desires8 followers2 following'));
    // The lists are not the reader's to open.
    expect(within(counts()).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Desires' })).not.toBeInTheDocument();
    expect(desiresAsked).toBe(false);
  });
});

describe('the member’s desires', () => {
  it('status chips and the category multi-select filter them, with the spec’s empty texts', async () => {
    const desires = [
      makeDesire({ title: 'Vinyl player', categories: ['Thing'], status: 'desire' }),
      makeDesire({ title: 'Lagos trip', categories: ['Place', 'Experience'], status: 'in_progress' }),
      makeDesire({ title: 'Learn to surf', categories: ['Goal'], status: 'desire' }),
    ];
    const { user, location } = openProfile(`/profile/${leo}`, { profiles: [profileOf()], desires: { [leo]: desires } });
    expect(await screen.findByRole('article', { name: 'Vinyl player' })).toBeInTheDocument();
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(within(categories).getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['Thing', 'Place', 'Experience', 'Goal']);

    await user.click(within(categories).getByRole('checkbox', { name: 'Thing' }));
    await user.click(within(categories).getByRole('checkbox', { name: 'Goal' }));
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual(['Vinyl player', 'Learn to surf']);

    await user.click(screen.getByRole('radio', { name: 'In Progress' }));
    expect(location()).toBe(`/profile/${leo}?status=in_progress`);
    expect(await screen.findByText('No in progress desires yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual(['Lagos trip']);
    await user.click(screen.getByRole('radio', { name: 'Fulfilled' }));
    expect(await screen.findByText('No fulfilled desires yet.')).toBeInTheDocument();
  });

  it('while the profile loads, skeletons stand in', async () => {
    server.use(
      handlers.me(maya),
      http.get('/api/users/:id', async () => {
        await delay(200);
        return json({ user: profileOf() });
      }),
      ...peopleHandlers({ profiles: [profileOf()] }).slice(1),
    );
    renderApp(`/profile/${leo}`, { memberToken: 'tok' });
    expect(await screen.findByText('Loading profile')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Leo Okafor', level: 2 })).toBeInTheDocument();
  });
});

describe('the banner (own profile)', () => {
  const banner = () => document.querySelector<HTMLImageElement>('section img');
  const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

  it('shows the chosen file under "Uploading...", then the server’s banner and the success toast', async () => {
    let received: FormDataEntryValue | null = null;
    server.use(
      http.post('/api/users/banner', async ({ request }) => {
        received = (await request.formData()).get('bannerImage');
        await delay(250);
        return json(userAnswer({ ...maya, bannerImage: '/uploads/new-banner.png' }));
      }),
    );
    const { user } = openProfile('/profile', { profiles: [ownProfileOf(maya)] });
    await screen.findByRole('button', { name: 'Change banner' });
    await user.upload(input(), new File(['png'], 'sky.png', { type: 'image/png' }));
    expect(screen.getByText('Uploading...')).toHaveAttribute('role', 'status');
    expect(banner()?.getAttribute('src')).toMatch(/^blob:/);
    expect(await findToast('Banner image updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Uploading...')).not.toBeInTheDocument());
    expect(banner()?.getAttribute('src')).toMatch(/\/uploads\/new-banner\.png$/);
    expect(received).toMatchObject({ type: 'image/png' });
  });

  it('on failure the preview and the overlay go and the old banner is back: "Failed to upload banner image"', async () => {
    server.use(
      http.post('/api/users/banner', async () => {
        await delay(150);
        return error(500, 'Something went wrong');
      }),
    );
    const { user } = openProfile('/profile', { profiles: [ownProfileOf(maya, { bannerImage: '/uploads/old-banner.png' })] });
    await screen.findByRole('button', { name: 'Change banner' });
    await waitFor(() => expect(banner()?.getAttribute('src')).toMatch(/old-banner\.png$/));
    await user.upload(input(), new File(['png'], 'sky.png', { type: 'image/png' }));
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(await findToast('Failed to upload banner image')).toBeInTheDocument();
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    expect(banner()?.getAttribute('src')).toMatch(/old-banner\.png$/);
  });

  it('must be an image under 5MB', async () => {
    let sent = false;
    server.use(http.post('/api/users/banner', () => ((sent = true), json(userAnswer(maya)))));
    const { user } = openProfile('/profile', { profiles: [ownProfileOf(maya)] });
    await screen.findByRole('button', { name: 'Change banner' });
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup({ applyAccept: false }).upload(input(), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await findToast('Please select an image file (JPG, PNG, GIF, etc.)')).toBeInTheDocument();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(input(), huge);
    expect(await findToast('Please select an image smaller than 5MB')).toBeInTheDocument();
    expect(sent).toBe(false);
  });
});

describe('layouts', () => {
  it('375 px: the actions sit under the details, the page has one h1', async () => {
    setViewportWidth(375);
    openProfile(`/profile/${leo}`, { profiles: [profileOf()] });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
