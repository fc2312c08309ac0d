import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Desire } from '@contract/desire';
import type { UrlMetadata } from '@contract/url-metadata';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, paged } from '../msw/desires';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

const camera: UrlMetadata = { title: 'Film camera', description: 'A 35mm classic', image: '/uploads/cam.jpg', price: 'USD 129.99', isRestricted: false };
const lens: UrlMetadata = { title: 'Portrait lens', description: 'An 85mm f/1.8', image: '/uploads/lens.jpg', price: 'USD 349', isRestricted: false };

/** The create dialog on the feed; each import answers with the page the address names. */
async function openCreate() {
  const list: Desire[] = [];
  server.use(
    http.post('/api/fetch-url-metadata', async ({ request }) => {
      const { url } = (await request.json()) as { url: string };
      return json(url.includes('lens') ? lens : camera);
    }),
    http.get('/api/desires/public', () => json(paged(list))),
    handlers.me(member()),
    ...feedHandlers(list),
  );
  const view = renderApp('/feed', { memberToken: 'tok' });
  await screen.findByText('No public desires yet');
  await view.user.click(screen.getAllByRole('button', { name: 'Create New Desire' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  const importFrom = async (url: string) => {
    await view.user.clear(field('Import from URL'));
    await view.user.type(field('Import from URL'), url);
    await view.user.click(within(dialog).getByRole('button', { name: 'Import', hidden: true }));
    expect(await findToast('Product details have been imported successfully.')).toBeInTheDocument();
  };
  return { ...view, dialog, field, importFrom };
}

const question = (dialog: HTMLElement, text: string) => within(dialog).findByRole('group', { name: text });

describe('URL import beside what the member typed', () => {
  it('fills the empty fields, asks before replacing the typed title, and "Keep mine" keeps it', async () => {
    const { user, dialog, field, importFrom } = await openCreate();
    await user.type(field('Title'), 'My own camera wish');
    await importFrom('https://shop.example/camera');

    // The empty fields are filled at once; the typed title is not touched.
    expect(field('Description')).toHaveValue('A 35mm classic');
    expect(field('Estimated cost')).toHaveValue('USD 129.99');
    expect(within(dialog).getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', expect.stringContaining('/uploads/cam.jpg'));
    expect(field('Title')).toHaveValue('My own camera wish');

    const choice = await question(dialog, "Replace title with the page's?");
    await user.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(within(dialog).queryByRole('group', { name: /^Replace/ })).not.toBeInTheDocument();
    expect(field('Title')).toHaveValue('My own camera wish');
    expect(field('Title')).toHaveFocus();
  });

  it('"Replace" puts the page\'s title and description over the typed ones', async () => {
    const { user, dialog, field, importFrom } = await openCreate();
    await user.type(field('Title'), 'A camera');
    await user.type(field('Description'), 'For the trip in May');
    await importFrom('https://shop.example/camera');

    expect(field('Estimated cost')).toHaveValue('USD 129.99');
    expect(field('Title')).toHaveValue('A camera');
    expect(field('Description')).toHaveValue('For the trip in May');
    const choice = await question(dialog, "Replace title and description with the page's?");
    await user.click(within(choice).getByRole('button', { name: 'Replace' }));
    expect(field('Title')).toHaveValue('Film camera');
    expect(field('Description')).toHaveValue('A 35mm classic');
    expect(within(dialog).queryByRole('group', { name: /^Replace/ })).not.toBeInTheDocument();
  });

  it('a second import replaces the first one’s values without asking, but asks about a field edited since', async () => {
    const { user, dialog, field, importFrom } = await openCreate();
    await importFrom('https://shop.example/camera');
    expect(field('Title')).toHaveValue('Film camera');
    expect(within(dialog).queryByRole('group', { name: /^Replace/ })).not.toBeInTheDocument();

    await user.clear(field('Estimated cost'));
    await user.type(field('Estimated cost'), 'About $100');
    await importFrom('https://shop.example/lens');
    // Nothing of the camera's was typed by the member: the lens's values are in.
    expect(field('Title')).toHaveValue('Portrait lens');
    expect(field('Description')).toHaveValue('An 85mm f/1.8');
    expect(within(dialog).getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', expect.stringContaining('/uploads/lens.jpg'));
    // The cost was typed after the first import.
    expect(field('Estimated cost')).toHaveValue('About $100');
    expect(await question(dialog, "Replace estimated cost with the page's?")).toBeInTheDocument();
  });

  it('a field that already says what the page says is not asked about', async () => {
    const { user, dialog, field, importFrom } = await openCreate();
    await user.type(field('Title'), 'Film camera');
    await importFrom('https://shop.example/camera');
    expect(field('Description')).toHaveValue('A 35mm classic');
    expect(within(dialog).queryByRole('group', { name: /^Replace/ })).not.toBeInTheDocument();
  });

  it('a restored draft counts as typed: the import asks before replacing it', async () => {
    const { user, dialog, field } = await openCreate();
    await user.type(field('Title'), 'See the aurora');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Desire' })).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: 'Create New Desire' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Create New Desire' });
    expect(within(again).getByText('Your unsent draft is back')).toBeInTheDocument();
    await user.type(within(again).getByRole('textbox', { name: 'Import from URL' }), 'https://shop.example/camera');
    await user.click(within(again).getByRole('button', { name: 'Import', hidden: true }));
    expect(await question(again, "Replace title with the page's?")).toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('See the aurora');
    expect(within(again).getByRole('textbox', { name: 'Description' })).toHaveValue('A 35mm classic');
  });
});
