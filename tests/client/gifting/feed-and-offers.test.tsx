import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged, people } from '../msw/desires';
import { activateLanguage } from '@/lib/i18n';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { expectNoAxeViolations, giftingSettings, giver, pricedDesire } from './gifting-server';

async function openFeed(desires: Desire[], ...extra: Parameters<typeof server.use>) {
  server.use(
    ...extra,
    http.get('/api/desires/public', () => json(paged(desires))),
    http.get('/api/user/settings', () => json(giftingSettings())),
    handlers.me(member()),
    ...feedHandlers(desires),
  );
  const view = renderApp('/feed', { memberToken: 'tok' });
  await screen.findAllByRole('article');
  return view;
}

const card = (title: string) => screen.getByRole('article', { name: title, hidden: true });

afterEach(() => activateLanguage('en'));

describe('gifting on a feed', () => {
  it('two priced desires on one page each have a "Giving together" group, and axe finds no landmark twice', async () => {
    const lisbon = pricedDesire();
    const bike = pricedDesire({ _id: '6650a1b2c3d4e5f60123cccc', title: 'A city bike', price: { amount: 400, currency: 'EUR' }, pledges: { total: 0, count: 0, mine: null, givers: [] } });
    await openFeed([lisbon, bike]);
    const groups = await screen.findAllByRole('group', { name: 'Giving together' });
    expect(groups).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Giving together' })).not.toBeInTheDocument();
    await expectNoAxeViolations(document.querySelector('main') ?? document.body);
  });

  it('the summary keeps the sum and the givers’ count each whole, with the dot going with the count', async () => {
    await openFeed([pricedDesire({ pledges: { total: 60, count: 2, mine: null, givers: [giver(people.leo, 30), giver(null, 30)] } })]);
    const [group] = await screen.findAllByRole('group', { name: 'Giving together' });
    const sum = within(group!).getByText(/of €100\.00/).closest('span.whitespace-nowrap');
    expect(sum).toHaveTextContent('€60.00 of €100.00');
    const givers = within(group!).getByText(/2 givers/).closest('span.whitespace-nowrap');
    expect(givers).toHaveTextContent(/^· 2 givers$/);
  });
});

describe('offering to fulfil', () => {
  const offer = async (desire: Desire, anonymous = false) => {
    const view = await openFeed(
      [desire],
      http.patch(`/api/desires/${desire._id}/start-fulfillment`, () =>
        json({ message: 'Fulfillment started', desire: { ...desire, status: 'in_progress', fulfillments: [{ _id: 'f1', userId: people.maya, anonymous, message: null, fulfilledAt: null, createdAt: new Date().toISOString() }] } }),
      ),
    );
    await view.user.click(within(card(desire.title)).getByRole('button', { name: 'Fulfill Desire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fulfill Desire' });
    if (anonymous) await view.user.click(within(dialog).getByRole('switch', { name: 'Fulfill anonymously' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Offer to Fulfill' }));
    expect(await findToast('Fulfillment Started!')).toBeInTheDocument();
    return view;
  };

  it('on a surprise, the toast says the owner sees the offer when they reveal it', async () => {
    await offer(makeDesire({ title: 'A secret trip', surprise: true, revealedAt: null }));
    expect(await findToast('Leo Okafor will see it when they reveal the surprise.')).toBeInTheDocument();
  });

  it('on a surprise offered anonymously, the toast says both', async () => {
    await offer(makeDesire({ title: 'A secret trip', surprise: true, revealedAt: null }), true);
    expect(await findToast('You offered anonymously. Leo Okafor will see it when they reveal the surprise.')).toBeInTheDocument();
  });

  it('on a desire that is no surprise, the toast keeps the specification’s words', async () => {
    await offer(makeDesire({ title: 'A plain wish', surprise: false, revealedAt: null }));
    expect(await findToast('Leo Okafor will see your offer.')).toBeInTheDocument();
  });
});

describe('a card’s header on a phone', () => {
  it('the owner’s Surprise badge keeps its word for screen readers while showing only its icon on narrow screens', async () => {
    await openFeed([pricedDesire({ userId: people.maya, surprise: true, pledges: null })]);
    const article = card('A weekend in Lisbon');
    const word = within(article).getByText('Surprise');
    expect(word).toHaveClass('max-sm:sr-only');
    await waitFor(() => expect(article).toHaveTextContent('Price: €100.00'));
  });
});

describe('the secret hint in Arabic', () => {
  it('says the owner will not see offers and pledges without assuming the owner is a man', async () => {
    await activateLanguage('ar');
    await openFeed([pricedDesire({ surprise: true, revealedAt: null })]);
    const article = card('A weekend in Lisbon');
    await waitFor(() => expect(article).toHaveTextContent('لن تظهر العروض والمساهمات لـLeo Okafor حتى الكشف عنها.'));
    expect(article).not.toHaveTextContent('لا يرى');
  });
});
