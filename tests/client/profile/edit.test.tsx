import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import type { UpdateProfileBody, User } from '@contract/user';
import { server } from '../msw/server';
import { error, handlers, json, member } from '../msw/handlers';
import { ownProfileOf, peopleHandlers, userAnswer } from '../msw/people';
import { renderApp } from '../render-app';
import { findToast, toastRegion } from '../toasts';

const uploadAnswer = (path: string) => ({ secure_url: path, public_id: 'abc123abc123abc123', originalName: 'me.png', size: 3, format: 'png' });

/** Maya on Edit Profile; the PATCH answers with what was sent unless `patch` says otherwise. */
async function openEdit(options: { user?: User; patch?: Parameters<typeof http.patch>[1] } = {}) {
  const maya = options.user ?? member({ bio: 'Dreamer.', isPublic: true });
  const sent: UpdateProfileBody[] = [];
  server.use(
    handlers.me(maya),
    ...peopleHandlers({ profiles: [ownProfileOf(maya)] }),
    http.patch(
      '/api/users/profile',
      options.patch ??
        (async ({ request }) => {
          const body = (await request.json()) as UpdateProfileBody;
          sent.push(body);
          return json(userAnswer({ ...maya, ...body, fullName: body.fullName ?? maya.fullName } as User));
        }),
    ),
  );
  const view = renderApp('/profile/edit', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Edit Profile' });
  return { ...view, sent, maya };
}

const nameBox = () => screen.getByRole('textbox', { name: 'Display Name' });
const bioBox = () => screen.getByRole('textbox', { name: 'Bio' });

describe('Edit Profile', () => {
  it('counts Display Name /40 and Bio /200 and holds them to 2-40 and 200 with the spec’s words', async () => {
    const { user, sent } = await openEdit();
    expect(nameBox()).toHaveValue('Maya Chen');
    expect(screen.getByText('9/40')).toBeInTheDocument();
    expect(screen.getByText('8/200')).toBeInTheDocument();

    await user.clear(nameBox());
    await user.type(nameBox(), 'M');
    await user.tab();
    expect(await screen.findByText('Display name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('1/40')).toBeInTheDocument();

    await user.clear(nameBox());
    await user.type(nameBox(), 'x'.repeat(41));
    expect(screen.getByText('41/40')).toBeInTheDocument();
    expect(await screen.findByText('Display name must be less than 40 characters')).toBeInTheDocument();

    await user.clear(bioBox());
    await user.click(bioBox());
    await user.paste('b'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Bio must be less than 200 characters')).toBeInTheDocument();
    expect(screen.getByText('201/200')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(nameBox());
    await user.type(nameBox(), 'x'.repeat(40));
    await user.clear(bioBox());
    await user.click(bioBox());
    await user.paste('b'.repeat(200));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ fullName: 'x'.repeat(40), bio: 'b'.repeat(200), isPublic: true });
  });

  it('Save Changes sends name, bio and Public/Private, says "Profile updated", goes to /profile and the shell shows the new name', async () => {
    const { user, sent, location } = await openEdit();
    await user.clear(nameBox());
    await user.type(nameBox(), '  Maya Rivers ');
    await user.clear(bioBox());
    await user.type(bioBox(), 'Wishes for quiet mornings.');
    const visibility = screen.getByRole('switch', { name: 'Public profile' });
    expect(visibility).toBeChecked();
    await user.click(visibility);
    expect(visibility).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Profile updated')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(sent).toEqual([{ fullName: 'Maya Rivers', bio: 'Wishes for quiet mornings.', isPublic: false }]);
    expect(await screen.findByRole('heading', { name: 'Maya Rivers', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Private profile')).toBeInTheDocument();
    // The desktop sidebar's user menu reads the session: it has the new name too.
    expect(within(screen.getByRole('complementary', { name: 'Sidebar' })).getByText('Maya Rivers')).toBeInTheDocument();
  });

  it('a refused save says "Update failed" and keeps what was typed', async () => {
    const { user, location } = await openEdit({ patch: () => error(400, 'Display name must be less than 40 characters') });
    await user.clear(nameBox());
    await user.type(nameBox(), 'Maya Kept');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Update failed')).toBeInTheDocument();
    expect(location()).toBe('/profile/edit');
    expect(nameBox()).toHaveValue('Maya Kept');
  });

  it('Cancel goes back to /profile without saving', async () => {
    const { user, sent, location } = await openEdit();
    await user.type(nameBox(), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(sent).toEqual([]);
  });
});

describe('the profile photo', () => {
  const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
  const photo = () => screen.getByRole('img', { name: /profile photo$/ });

  it('a failed upload brings the old photo back', async () => {
    server.use(
      http.post('/api/upload', async () => {
        await delay(200);
        return error(500, 'Something went wrong');
      }),
    );
    const { user, sent } = await openEdit({ user: member({ profileImage: '/uploads/old-face.png' }) });
    expect(photo().getAttribute('src')).toMatch(/\/uploads\/old-face\.png$/);
    await user.upload(input(), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Your new profile photo' }).getAttribute('src')).toMatch(/^blob:/);
    expect(await findToast('Failed to upload image. Please try again.')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Upload failed')).toBeInTheDocument();
    expect(photo()).toHaveAccessibleName('Your profile photo');
    expect(photo().getAttribute('src')).toMatch(/\/uploads\/old-face\.png$/);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('profileImage');
  });

  it('a new photo uploads when chosen ("Image uploaded") and is saved with the profile', async () => {
    server.use(http.post('/api/upload', () => json(uploadAnswer('/uploads/new-face.png'), 201)));
    const { user, sent } = await openEdit({ user: member({ profileImage: '/uploads/old-face.png' }) });
    await user.upload(input(), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await findToast('Image uploaded')).toBeInTheDocument();
    await waitFor(() => expect(photo().getAttribute('src')).toMatch(/\/uploads\/new-face\.png$/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.profileImage).toBe('/uploads/new-face.png');
  });

  it('must be a JPG, PNG or WebP under 5MB', async () => {
    let uploaded = false;
    server.use(http.post('/api/upload', () => ((uploaded = true), json(uploadAnswer('/uploads/x.png'), 201))));
    const { user } = await openEdit();
    await userEvent.setup({ applyAccept: false }).upload(input(), new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(await findToast('Please select a valid image file (JPG, PNG, or WebP).')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Invalid file type')).toBeInTheDocument();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(input(), huge);
    expect(await findToast('Please select an image smaller than 5MB.')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Image too large')).toBeInTheDocument();
    expect(uploaded).toBe(false);
  });
});
