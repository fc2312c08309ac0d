import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { error, handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, people } from '../msw/desires';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { giftingSettings, giver, pricedDesire } from './gifting-server';

async function openDesire(desire: Desire, ...extra: Parameters<typeof server.use>) {
  server.use(
    ...extra,
    http.get(`/api/desires/${desire._id}`, () => json(desire)),
    http.get(`/api/desires/${desire._id}/comments`, () => json([])),
    http.get('/api/user/settings', () => json(giftingSettings())),
    handlers.me(member()),
    ...feedHandlers([]),
  );
  const view = renderApp(`/post/${desire._id}`, { memberToken: 'tok' });
  const article = await screen.findByRole('article', { name: desire.title });
  return { ...view, article };
}

describe('a surprise', () => {
  it('its owner sees the Surprise badge, the price without pledges, and after confirming Reveal the givers', async () => {
    const surprise = pricedDesire({ userId: people.maya, surprise: true, pledges: null });
    const revealed: Desire = {
      ...surprise,
      revealedAt: new Date().toISOString(),
      pledges: { total: 45, count: 2, mine: null, givers: [giver(people.leo, 25, 'From both of us'), giver(null, 20)] },
    };
    let reveals = 0;
    let current = surprise;
    const { user, article } = await openDesire(
      surprise,
      http.post(`/api/desires/${surprise._id}/reveal`, () => {
        reveals += 1;
        current = revealed;
        return json({ message: 'Surprise revealed', desire: revealed });
      }),
      http.get(`/api/desires/${surprise._id}`, () => json(current)),
    );
    expect(within(article).getByText('Surprise')).toBeInTheDocument();
    // The gifting part has loaded (the price shows): only then does the missing bar say anything.
    await waitFor(() => expect(article).toHaveTextContent('Price: €100.00'));
    expect(within(article).queryByRole('progressbar')).not.toBeInTheDocument();
    // The owner is not told to keep their own surprise secret.
    expect(article).not.toHaveTextContent('keep it secret');

    await user.click(await within(article).findByRole('button', { name: 'Reveal' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Reveal what your friends are planning?' });
    expect(reveals).toBe(0);
    await user.click(within(ask).getByRole('button', { name: 'Reveal' }));
    expect(await findToast('Surprise revealed')).toBeInTheDocument();
    expect(reveals).toBe(1);
    const panel = await within(article).findByRole('group', { name: 'Giving together' });
    expect(within(panel).getByRole('list', { name: 'Givers' })).toHaveTextContent('Leo OkaforFrom both of us€25.00');
    expect(within(panel).getByRole('list', { name: 'Givers' })).toHaveTextContent('Anonymous User€20.00');
    expect(within(article).queryByText('Surprise')).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });

  it('a failed reveal says so and keeps the surprise', async () => {
    const surprise = pricedDesire({ userId: people.maya, surprise: true, pledges: null });
    const { user, article } = await openDesire(surprise, http.post(`/api/desires/${surprise._id}/reveal`, () => error(500, 'Something went wrong. Please try again.')));
    await user.click(await within(article).findByRole('button', { name: 'Reveal' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reveal' }));
    expect(await findToast('Could not reveal the surprise')).toBeInTheDocument();
    expect(within(article).getByText('Surprise')).toBeInTheDocument();
  });

  it('everyone else is told to keep it secret, and sees no Reveal', async () => {
    const { article } = await openDesire(pricedDesire({ surprise: true }));
    expect(article).toHaveTextContent('Surprise: keep it secret. Leo Okafor does not see offers and pledges until they reveal them.');
    expect(within(article).getByRole('group', { name: 'Giving together' })).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });

  it('the maker of an offer on a surprise may withdraw it; a backend without the call says it could not be withdrawn', async () => {
    const offered = makeDesire({
      surprise: true,
      revealedAt: null,
      price: null,
      pledges: null,
      occasionId: null,
      status: 'in_progress',
      fulfillments: [{ _id: 'f1', userId: people.maya, anonymous: false, message: null, fulfilledAt: null, createdAt: new Date().toISOString() }],
    });
    let answer: 'none' | 'ok' = 'none';
    const withdrawn: Desire = { ...offered, status: 'desire', fulfillments: [] };
    let current = offered;
    const { user, article } = await openDesire(
      offered,
      http.delete(`/api/desires/${offered._id}/start-fulfillment`, () => {
        if (answer !== 'ok') return error(405, 'Method Not Allowed');
        current = withdrawn;
        return json({ message: 'Offer withdrawn', desire: withdrawn });
      }),
      http.get(`/api/desires/${offered._id}`, () => json(current)),
    );
    await user.click(await within(article).findByRole('button', { name: 'Withdraw my offer' }));
    expect(await findToast('Your offer could not be withdrawn')).toBeInTheDocument();
    expect(await findToast('This server does not let offers be taken back.')).toBeInTheDocument();

    answer = 'ok';
    await user.click(within(article).getByRole('button', { name: 'Withdraw my offer' }));
    expect(await findToast('Your offer is withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(within(article).queryByText('Being fulfilled by')).not.toBeInTheDocument());
    expect(within(article).getByRole('button', { name: 'Fulfill Desire' })).toBeInTheDocument();
  });

  it('an offer on a desire that is no surprise has no Withdraw', async () => {
    const offered = makeDesire({
      status: 'in_progress',
      fulfillments: [{ _id: 'f1', userId: people.maya, anonymous: false, message: null, fulfilledAt: null, createdAt: new Date().toISOString() }],
    });
    const { article } = await openDesire(offered);
    expect(within(article).getByText('Being fulfilled by')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Withdraw my offer' })).not.toBeInTheDocument();
  });
});
