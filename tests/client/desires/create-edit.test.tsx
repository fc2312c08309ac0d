import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Desire, DesireBody } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged, people } from '../msw/desires';
import { renderApp } from '../render-app';
import { setViewportWidth } from '../setup';
import { findToast, toastRegion } from '../toasts';


async function openCreate(list: Desire[], ...extra: Parameters<typeof server.use>) {
  server.use(...extra, http.get('/api/desires/public', () => json(paged(list))), handlers.me(member()), ...feedHandlers(list));
  const view = renderApp('/feed', { memberToken: 'tok' });
  if (list.length) await screen.findByRole('article', { name: list[0]!.title });
  else await screen.findByText('No public desires yet');
  await view.user.click(screen.getAllByRole('button', { name: 'Create New Desire' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' });
  return { ...view, dialog };
}

describe('creating a desire', () => {
  it('checks the title: required, 3 to 100, with its counter', async () => {
    const { user, dialog } = await openCreate([]);
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Hi');
    expect(within(dialog).getByText('2/100')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    expect(await within(dialog).findByText('Title must be at least 3 characters')).toBeInTheDocument();
  });

  it('a description past 500 turns its counter red and says so while typing; back within it, the error goes', async () => {
    const { user, dialog } = await openCreate([]);
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.paste('x'.repeat(498));
    const counter = within(dialog).getByText('498/500');
    expect(counter).toHaveClass('text-muted-foreground');
    expect(counter).not.toHaveClass('text-destructive');
    expect(within(dialog).queryByText('Description must be 500 characters or less')).not.toBeInTheDocument();
    await user.type(description, 'abc');
    expect(within(dialog).getByText('501/500')).toHaveClass('text-destructive');
    expect(within(dialog).getByText('501/500')).not.toHaveClass('text-muted-foreground');
    // No submit: the error shows as the limit is passed.
    expect(await within(dialog).findByText('Description must be 500 characters or less')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await user.type(description, '{Backspace}');
    expect(within(dialog).getByText('500/500')).toHaveClass('text-muted-foreground');
    await waitFor(() => expect(within(dialog).queryByText('Description must be 500 characters or less')).not.toBeInTheDocument());
  });

  it('a desire still being sent is on top of the feed, but not shown in the Trending column', async () => {
    setViewportWidth(1280);
    const trending = makeDesire({ title: 'Already trending', reactionsCount: 3 });
    const { user, dialog } = await openCreate([trending], http.post('/api/desires', () => delay('infinite')));
    // hidden: the open dialog hides the page behind it from the accessibility tree
    const column = await screen.findByRole('region', { name: 'Trending Desires', hidden: true });
    expect(await within(column).findByText('Already trending')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Pending picnic');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    // The temporary card is on the feed: the same change reached the trending cache.
    expect(await screen.findByRole('article', { name: 'Pending picnic', hidden: true })).toBeInTheDocument();
    expect(within(column).queryByText('Pending picnic')).not.toBeInTheDocument();
    expect(within(column).getAllByRole('listitem', { hidden: true })).toHaveLength(1);
  });

  it('Back closes the dialog and stays on the page; what was typed, to the last letter, is there when it opens again', async () => {
    const { user, dialog, location } = await openCreate([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Back and forth');
    // At once, before the draft's pause: Back.
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Desire' })).not.toBeInTheDocument());
    expect(location()).toBe('/feed');
    await user.click(screen.getAllByRole('button', { name: 'Create New Desire' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Create New Desire' });
    expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('Back and forth');
  });

  it('closed by its own button, the dialog takes its history entry back: the next Back is the page’s', async () => {
    const { user, dialog } = await openCreate([]);
    const depth = window.history.length;
    expect((window.history.state as { sheet?: string } | null)?.sheet).toMatch(/^sheet:/);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Desire' })).not.toBeInTheDocument());
    await waitFor(() => expect((window.history.state as { sheet?: string } | null)?.sheet).toBeUndefined());
    expect(window.history.length).toBe(depth);
  });

  it('a title of zero-width spaces is no title, and reordering characters never reach the server', async () => {
    let body: DesireBody | undefined;
    const list: Desire[] = [];
    const { user, dialog } = await openCreate(
      list,
      http.post('/api/desires', async ({ request }) => {
        body = (await request.json()) as DesireBody;
        return json(makeDesire({ userId: people.maya, title: body.title }), 201);
      }),
    );
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, '\u200b\u200b\u200b\u200b');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.clear(title);
    await user.type(title, 'photo\u202egnp.exe');
    const custom = within(dialog).getByRole('textbox', { name: 'Add your own category' });
    await user.type(custom, '\u200b\u200b{Enter}');
    expect(within(dialog).queryByRole('list', { name: 'Other categories' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    await waitFor(() => expect(body?.title).toBe('photognp.exe'));
  });

  it('a failed request keeps the draft: the temporary card goes, the form stays, and reopening brings it back', async () => {
    const list: Desire[] = [makeDesire({ title: 'Someone else’s wish' })];
    const { user, dialog } = await openCreate(
      list,
      http.post('/api/desires', async () => {
        await delay(200);
        return HttpResponse.json({ message: 'Database is temporarily at capacity' }, { status: 503 });
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'See the aurora');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'In Tromsø, in winter.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    expect(await screen.findByRole('article', { name: 'See the aurora', hidden: true })).toHaveTextContent('Posting…');
    expect(await findToast('Database is temporarily at capacity. The system is automatically cleaning up space. Please try again in a few moments.')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Error creating desire')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'See the aurora', hidden: true })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('See the aurora');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Desire' })).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: 'Create New Desire' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Create New Desire' });
    expect(within(again).getByText('Your unsent draft is back')).toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('See the aurora');
    expect(within(again).getByRole('textbox', { name: 'Description' })).toHaveValue('In Tromsø, in winter.');
  });

  it('success: "Desire created!", the dialog closes, the card is the server’s, and the draft is gone', async () => {
    const list: Desire[] = [];
    let body: DesireBody | undefined;
    const { user, dialog } = await openCreate(
      list,
      http.post('/api/desires', async ({ request }) => {
        body = (await request.json()) as DesireBody;
        const created = makeDesire({ userId: people.maya, title: body.title, categories: body.categories ?? [] });
        list.unshift(created);
        return json(created, 201);
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Learn to sail');
    await user.click(within(dialog).getByRole('button', { name: 'Experience' }));
    const custom = within(dialog).getByRole('textbox', { name: 'Add your own category' });
    await user.type(custom, ' Summer {Enter}');
    await user.type(custom, 'summer{Enter}');
    expect(within(dialog).getAllByText('Summer')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    expect(await findToast('Desire created!')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Your desire has been shared successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Desire' })).not.toBeInTheDocument());
    expect(body).toMatchObject({ title: 'Learn to sail', categories: ['Experience', 'Summer'], visibility: 'public', sharedWith: [] });
    expect(body).not.toHaveProperty('sourceUrl');
    expect(await screen.findByRole('article', { name: 'Learn to sail' })).not.toHaveTextContent('Posting…');
    expect(window.localStorage.getItem(`wishwell:desire-draft:${member()._id}`)).toBeNull();
  });

  it('URL import fills the form and says so; a restricted site says "Preview not available"', async () => {
    const { user, dialog } = await openCreate(
      [],
      http.post('/api/fetch-url-metadata', async ({ request }) => {
        const { url } = (await request.json()) as { url: string };
        return url.includes('blocked')
          ? json({ isRestricted: true, message: 'This website prevents automatic previews. You can manually enter the details below.' })
          : json({ title: 'Film camera', description: 'A 35mm classic', image: '/uploads/cam.jpg', price: 'USD 129.99', isRestricted: false });
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import', hidden: true }));
    expect(await within(dialog).findByText('Please enter a URL')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Import from URL' }), 'https://shop.example/camera');
    await user.click(within(dialog).getByRole('button', { name: 'Import', hidden: true }));
    expect(await findToast('Product details have been imported successfully.')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('URL imported')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Film camera');
    expect(within(dialog).getByRole('textbox', { name: 'Estimated cost' })).toHaveValue('USD 129.99');
    expect(within(dialog).getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', expect.stringContaining('/uploads/cam.jpg'));

    await user.clear(within(dialog).getByRole('textbox', { name: 'Import from URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Import from URL' }), 'https://blocked.example/x');
    await user.click(within(dialog).getByRole('button', { name: 'Import', hidden: true }));
    expect(await findToast('Preview not available')).toBeInTheDocument();
  });

  it('custom visibility needs members, found from 2 characters', async () => {
    let sharedWith: unknown;
    const { user, dialog } = await openCreate(
      [],
      http.get('/api/users/search', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        return json(q.length >= 2 ? [{ _id: people.leo._id, fullName: 'Leo Okafor', email: 'leo@example.com', profileImage: null, bio: null }] : []);
      }),
      http.post('/api/desires', async ({ request }) => {
        sharedWith = ((await request.json()) as DesireBody).sharedWith;
        return json(makeDesire({ userId: people.maya, visibility: 'custom' }), 201);
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Just for Leo');
    await user.click(within(dialog).getByRole('radio', { name: /Custom/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    expect(await within(dialog).findByText('Choose at least one member to share with')).toBeInTheDocument();
    const picker = within(dialog).getByRole('combobox', { name: 'Share with' });
    await user.type(picker, 'L');
    expect(await within(dialog).findByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await user.type(picker, 'e');
    await user.click(await within(dialog).findByRole('option', { name: /Leo Okafor/ }));
    expect(within(dialog).getByRole('button', { name: 'Remove Leo Okafor' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    await waitFor(() => expect(sharedWith).toEqual([people.leo._id]));
  });

  it('the default visibility comes from the member’s settings', async () => {
    const { dialog } = await openCreate(
      [],
      http.get('/api/user/settings', () => json({ defaultVisibility: 'followers', showMyActivity: true, notifyFollowers: true, notifyReactions: true, notifyComments: true })),
    );
    expect(within(dialog).getByRole('radio', { name: /Followers/ })).toBeChecked();
  });

  it('a cover image must be an image under 5MB', async () => {
    const { user, dialog } = await openCreate([]);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await findToast('Please choose an image under 5MB')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('File too large')).toBeInTheDocument();
  });
});

describe('editing a desire', () => {
  it('opens with its values; saving says "Desire updated!" and closes 1.5 s later', async () => {
    const mine = makeDesire({ userId: people.maya, title: 'Old title', description: 'Old words', visibility: 'private' });
    let put: DesireBody | undefined;
    server.use(
      http.put(`/api/desires/${mine._id}`, async ({ request }) => {
        put = (await request.json()) as DesireBody;
        return json({ ...mine, title: put.title });
      }),
      http.get('/api/desires/public', () => json(paged([mine]))),
      handlers.me(member()),
      ...feedHandlers([mine]),
    );
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await user.click(within(await screen.findByRole('article', { name: 'Old title' })).getByRole('button', { name: 'Desire options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Desire' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Old title');
    expect(within(dialog).getByRole('radio', { name: /Private/ })).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Import from URL' })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'New title');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes', hidden: true }));
    expect(await findToast('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(put).toMatchObject({ title: 'New title', visibility: 'private' });
    expect(screen.getByRole('dialog', { name: 'Edit Desire' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Desire' })).not.toBeInTheDocument(), { timeout: 3000 });
  });
});
