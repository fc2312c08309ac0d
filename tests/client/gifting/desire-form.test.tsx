import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { delay, http } from 'msw';
import type { Desire, DesireBody } from '@contract/desire';
import type { UrlMetadata } from '@contract/url-metadata';
import { AppProvider } from '@/app/provider';
import { DesireEnvironmentProvider } from '@/features/desires/components/desire-environment';
import { DesireFormDialog } from '@/features/desires/components/desire-form/desire-form-dialog';
import { createQueryClient } from '@/lib/query-client';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged, people } from '../msw/desires';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { expectNoAxeViolations, giftingSettings } from './gifting-server';
import { DEFAULT_SETTINGS, type UserSettings } from '@contract/settings';
import { activateLanguage } from '@/lib/i18n';
import { currencyName } from '@/features/desires/model/currency';

/** Maya's feed on a backend with these settings; every desire sent is kept. */
function serve(settings: UserSettings, list: Desire[] = [], ...extra: Parameters<typeof server.use>) {
  const sent: DesireBody[] = [];
  server.use(
    ...extra,
    http.post('/api/desires', async ({ request }) => {
      const body = (await request.json()) as DesireBody;
      sent.push(body);
      return json(makeDesire({ userId: people.maya, title: body.title }), 201);
    }),
    http.put('/api/desires/:id', async ({ request }) => {
      const body = (await request.json()) as DesireBody;
      sent.push(body);
      return json({ ...list[0]!, title: body.title });
    }),
    http.get('/api/user/settings', () => json(settings)),
    http.get('/api/desires/public', () => json(paged(list))),
    handlers.me(member()),
    ...feedHandlers(list),
  );
  return sent;
}

async function openCreate() {
  const view = renderApp('/feed', { memberToken: 'tok' });
  await screen.findByText('No public desires yet');
  await view.user.click(screen.getAllByRole('button', { name: 'Create New Desire' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' });
  return { ...view, dialog };
}

describe('the desire form on a backend with gifting', () => {
  it('starts as a surprise when Settings say so, and sends surprise and price (a decimal comma read as the member meant it)', async () => {
    const sent = serve(giftingSettings(true));
    const { user, dialog } = await openCreate();
    const surprise = await within(dialog).findByRole('switch', { name: 'Keep it a surprise' });
    expect(surprise).toBeChecked();
    expect(surprise).toHaveAccessibleDescription('Offers and pledges stay hidden from you until you reveal them.');
    // No occasions were offered: no Occasion choice.
    expect(within(dialog).queryByRole('combobox', { name: 'Occasion' })).not.toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Concert tickets');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '12,50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'GBP');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    expect(await findToast('Desire created!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Concert tickets', surprise: true, price: { amount: 12.5, currency: 'GBP' } });
    expect(sent[0]).not.toHaveProperty('occasionId');
  });

  it('a surprise still being sent shows its owner the price, and no pledges', async () => {
    serve(giftingSettings(true), [], http.post('/api/desires', () => delay('infinite')));
    const { user, dialog } = await openCreate();
    await within(dialog).findByRole('switch', { name: 'Keep it a surprise' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Secret sailing trip');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '300');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    const card = await screen.findByRole('article', { name: 'Secret sailing trip', hidden: true });
    await waitFor(() => expect(card).toHaveTextContent('Price: €300.00'));
    expect(within(card).queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
  });

  it('a price in words is asked for as a number, a price with three decimals gets the contract\u2019s message, and a blank one is sent as none', async () => {
    const sent = serve(giftingSettings(false));
    const { user, dialog } = await openCreate();
    expect(await within(dialog).findByRole('switch', { name: 'Keep it a surprise' })).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'A bike');
    const amount = within(dialog).getByRole('textbox', { name: 'Price' });
    await user.type(amount, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    expect(await within(dialog).findByText('Enter the amount as a number, such as 25 or 12.50')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Amount must be more than 0/)).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.234');
    expect(await within(dialog).findByText('Amount must be more than 0 and at most 1,000,000, with at most two decimals')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ surprise: false, price: null });
  });

  it('a price typed while the estimated cost is empty writes itself out there, follows the price while untouched, and never replaces the member\u2019s own words', async () => {
    const sent = serve(giftingSettings(false));
    const { user, dialog } = await openCreate();
    await within(dialog).findByRole('switch', { name: 'Keep it a surprise' });
    const cost = within(dialog).getByRole('textbox', { name: 'Estimated cost' });
    const amount = within(dialog).getByRole('textbox', { name: 'Price' });
    expect(amount).toHaveAccessibleName('Price');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.type(amount, '120');
    expect(cost).toHaveValue('€120.00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(cost).toHaveValue('£120.00');
    await user.clear(amount);
    expect(cost).toHaveValue('');
    await user.type(cost, 'About a hundred');
    await user.type(amount, '95');
    expect(cost).toHaveValue('About a hundred');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Rain jacket');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ estimatedCost: 'About a hundred', price: { amount: 95, currency: 'GBP' } });
  });

  it('names each currency code first, and in Arabic the Indian rupee with its feminine adjective', async () => {
    serve(giftingSettings(false));
    const { dialog } = await openCreate();
    const currency = await within(dialog).findByRole('combobox', { name: 'Currency' });
    expect(within(currency).getByRole('option', { name: 'USD — US Dollar' })).toBeInTheDocument();
    expect(within(currency).getByRole('option', { name: 'EUR — Euro' })).toBeInTheDocument();
    await activateLanguage('ar');
    try {
      expect(currencyName('INR')).toBe('INR — روبية هندية');
      expect(currencyName('EUR')).toBe(`EUR — ${new Intl.DisplayNames('ar', { type: 'currency' }).of('EUR')}`);
    } finally {
      await activateLanguage('en');
    }
  });

  it('edit opens with the desire\u2019s price and surprise and sends them back', async () => {
    const mine = makeDesire({ userId: people.maya, title: 'Old camera', surprise: true, revealedAt: null, occasionId: null, price: { amount: 40, currency: 'CHF' }, pledges: null });
    const sent = serve(giftingSettings(false), [mine]);
    const { user } = renderApp('/feed', { memberToken: 'tok' });
    await user.click(within(await screen.findByRole('article', { name: 'Old camera' })).getByRole('button', { name: 'Desire options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Desire' });
    expect(await within(dialog).findByRole('switch', { name: 'Keep it a surprise' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('40');
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('CHF');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes', hidden: true }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ surprise: true, price: { amount: 40, currency: 'CHF' } });
  });

  it('an imported page with a price as money fills the price, and its price as text the estimated cost', async () => {
    const page = { title: 'Espresso machine', description: null, image: null, price: '€249.90', priceValue: { amount: 249.9, currency: 'EUR' }, isRestricted: false } as UrlMetadata;
    serve(giftingSettings(false), [], http.post('/api/fetch-url-metadata', () => json(page)));
    const { user, dialog } = await openCreate();
    await within(dialog).findByRole('switch', { name: 'Keep it a surprise' });
    // An address reads left to right in every language.
    expect(within(dialog).getByRole('textbox', { name: 'Import from URL' })).toHaveAttribute('dir', 'ltr');
    await user.type(within(dialog).getByRole('textbox', { name: 'Import from URL' }), 'https://shop.example/espresso');
    await user.click(within(dialog).getByRole('button', { name: 'Import', hidden: true }));
    expect(await findToast('Product details have been imported successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('249.90'));
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    expect(within(dialog).getByRole('textbox', { name: 'Estimated cost' })).toHaveValue('€249.90');
  });

  it('offers the occasions it is given and sends the one chosen', async () => {
    const sent = serve(giftingSettings(false));
    const user = userEvent.setup();
    window.localStorage.setItem('social_exp_token', 'tok');
    render(
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter>
          <DesireEnvironmentProvider value={{ viewer: people.maya, requireLogin: () => {}, editDesire: () => {}, gifting: { surpriseByDefault: false } }}>
            <DesireFormDialog
              mode={{ kind: 'create', category: 'Thing' }}
              open
              onOpenChange={() => {}}
              defaultVisibility="public"
              renderMemberPicker={() => null}
              occasionChoices={[
                { _id: '6650a1b2c3d4e5f60123aaaa', title: 'Birthday', next: '2027-03-14' },
                { _id: '6650a1b2c3d4e5f60123bbbb', title: 'Wedding day', next: '2027-06-01' },
              ]}
            />
          </DesireEnvironmentProvider>
        </MemoryRouter>
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create New Desire' });
    const occasion = within(dialog).getByRole('combobox', { name: 'Occasion' });
    expect(within(occasion).getByRole('option', { name: 'Birthday · Mar 14, 2027' })).toBeInTheDocument();
    await user.selectOptions(occasion, '6650a1b2c3d4e5f60123bbbb');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Dinner for two');
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ occasionId: '6650a1b2c3d4e5f60123bbbb', surprise: false, price: null });
  });
});

describe('the desire form on a backend without gifting', () => {
  it('offers no surprise, price or occasion, and sends none of them', async () => {
    const sent = serve(DEFAULT_SETTINGS);
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Plain wish');
    // The spec's last field is there: the form has rendered whole.
    expect(within(dialog).getByText('Who can see it')).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: 'Keep it a surprise' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Price' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Desire', hidden: true }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('surprise');
    expect(sent[0]).not.toHaveProperty('price');
    expect(sent[0]).not.toHaveProperty('occasionId');
  });
});
