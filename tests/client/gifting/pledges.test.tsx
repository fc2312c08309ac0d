import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, people } from '../msw/desires';
import { activateLanguage } from '@/lib/i18n';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { expectNoAxeViolations, gate, giftingSettings, giver, pledgeServer, pricedDesire } from './gifting-server';

/** The desire's page, read by Maya (or by a visitor). */
async function openDesire(desire: Desire, { signedIn = true, region = 'Giving together' } = {}) {
  const fake = pledgeServer(desire);
  server.use(...fake.handlers, http.get('/api/user/settings', () => json(giftingSettings())), handlers.me(signedIn ? member() : null), ...feedHandlers([]));
  const view = renderApp(`/post/${desire._id}`, signedIn ? { memberToken: 'tok' } : {});
  await screen.findByRole('heading', { level: 1, name: desire.title });
  const panel = await screen.findByRole('group', { name: region });
  return { ...view, fake, panel };
}

async function chipIn(view: Awaited<ReturnType<typeof openDesire>>, amount: string, options: { anonymous?: boolean; message?: string } = {}) {
  const { user, panel } = view;
  await user.click(within(panel).getByRole('button', { name: 'Chip in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chip in' });
  const field = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
  await user.clear(field);
  await user.type(field, amount);
  if (options.anonymous) await user.click(within(dialog).getByRole('switch', { name: 'Chip in anonymously' }));
  if (options.message) await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), options.message);
  await user.click(within(dialog).getByRole('button', { name: 'Pledge' }));
  return dialog;
}

afterEach(() => activateLanguage('en'));

describe('pledges on a priced desire', () => {
  it('shows how much of the price is pledged in a progress bar, the givers, and an anonymous giver as "Anonymous User" with their message', async () => {
    const { panel } = await openDesire(pricedDesire());
    const bar = within(panel).getByRole('progressbar', { name: 'Pledged' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuetext', '€30.00 of €100.00 pledged');
    expect(panel).toHaveTextContent('€30.00 of €100.00 · 1 giver');
    const givers = within(panel).getByRole('list', { name: 'Givers' });
    const [first] = within(givers).getAllByRole('listitem');
    expect(first).toHaveTextContent('Anonymous User');
    expect(first).toHaveTextContent('€30.00');
    expect(first).toHaveTextContent('Happy birthday!');
    await expectNoAxeViolations(panel);
  });

  it('Chip in opens with what is left, shows the part at once, and sends amount, anonymity and message', async () => {
    const view = await openDesire(pricedDesire());
    const { held, release } = gate();
    view.fake.state.hold = held;
    await view.user.click(within(view.panel).getByRole('button', { name: 'Chip in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chip in' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue('70');
    await expectNoAxeViolations(dialog);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chip in' })).not.toBeInTheDocument());

    await chipIn(view, '20', { anonymous: true, message: 'From Maya' });
    // Before the answer: the part is on the desire, the sum and the count with it.
    await waitFor(() => expect(view.panel).toHaveTextContent('Your part: €20.00'));
    expect(view.panel).toHaveTextContent('€50.00 of €100.00 · 2 givers');
    expect(view.panel).toHaveTextContent('You (anonymously)');
    release();
    expect(await findToast('Thank you for chipping in!')).toBeInTheDocument();
    expect(view.fake.state.bodies).toEqual([{ amount: 20, anonymous: true, message: 'From Maya' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chip in' })).not.toBeInTheDocument());
    expect(view.panel).toHaveTextContent('Your part: €20.00');
  });

  it('Change opens with the part given and saves the new one; Withdraw takes it back and Chip in returns', async () => {
    const mine = pricedDesire({ pledges: { total: 55, count: 2, mine: 25, givers: [giver(people.maya, 25, 'Enjoy', false), giver(null, 30)] } });
    const view = await openDesire(mine);
    expect(view.panel).toHaveTextContent('Your part: €25.00');
    expect(within(view.panel).queryByRole('button', { name: 'Chip in' })).not.toBeInTheDocument();
    await view.user.click(within(view.panel).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your part' });
    const field = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
    expect(field).toHaveValue('25');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue('Enjoy');
    await view.user.clear(field);
    await view.user.type(field, '40,50');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save my part' }));
    expect(await findToast('Your part is changed')).toBeInTheDocument();
    expect(view.fake.state.bodies).toEqual([{ amount: 40.5, anonymous: false, message: 'Enjoy' }]);
    await waitFor(() => expect(view.panel).toHaveTextContent('Your part: €40.50'));
    expect(view.panel).toHaveTextContent('€70.50 of €100.00 · 2 givers');

    await view.user.click(within(view.panel).getByRole('button', { name: 'Withdraw' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Withdraw your part?' });
    expect(ask).toHaveTextContent('Your €40.50 and your message are taken back. You can chip in again while the price is open.');
    // Asked first: nothing is sent until the member confirms.
    expect(view.fake.state.bodies).toHaveLength(1);
    await view.user.click(within(ask).getByRole('button', { name: 'Withdraw' }));
    expect(await findToast('Your pledge is withdrawn')).toBeInTheDocument();
    expect(view.fake.state.bodies.at(-1)).toBe('delete');
    expect(await within(view.panel).findByRole('button', { name: 'Chip in' })).toBeInTheDocument();
    expect(view.panel).toHaveTextContent('€30.00 of €100.00 · 1 giver');
  });

  it('a 409 says how much is left and keeps what was typed; the part shown meanwhile goes', async () => {
    const view = await openDesire(pricedDesire());
    view.fake.state.fail = 409;
    view.fake.state.left = 15;
    // Within what the screen knows is left: someone else gave meanwhile, and the server says so.
    const dialog = await chipIn(view, '60');
    expect(await within(dialog).findByText('Only €15.00 is left to pledge')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue('60');
    expect(view.panel).toHaveTextContent('€30.00 of €100.00 · 1 giver');
    expect(view.panel).not.toHaveTextContent('Your part');
  });

  it('more than what is left is refused before it is sent, with the typed amount kept beside the limit', async () => {
    const view = await openDesire(pricedDesire());
    const dialog = await chipIn(view, '80');
    expect(await within(dialog).findByText('Only €70.00 is left to pledge')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
    expect(field).toHaveValue('80');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(view.fake.state.bodies).toEqual([]);
    // Within the limit, the error goes and the pledge is sent.
    await view.user.clear(field);
    await view.user.type(field, '70');
    await view.user.click(within(dialog).getByRole('button', { name: 'Pledge' }));
    expect(await findToast('Thank you for chipping in!')).toBeInTheDocument();
    expect(view.fake.state.bodies).toEqual([{ amount: 70, anonymous: false, message: null }]);
  });

  it('changing a part past the price says how much the part can be, the member’s own part included', async () => {
    const mine = pricedDesire({ pledges: { total: 55, count: 2, mine: 25, givers: [giver(people.maya, 25, null, false), giver(null, 30)] } });
    const view = await openDesire(mine);
    await view.user.click(within(view.panel).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your part' });
    expect(dialog).toHaveTextContent('Your part can be at most €70.00.');
    const field = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
    await view.user.clear(field);
    await view.user.type(field, '90');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save my part' }));
    expect(await within(dialog).findByText('Your part can be at most €70.00')).toBeInTheDocument();
    expect(field).toHaveValue('90');
    expect(within(dialog).queryByText(/is left to pledge/)).not.toBeInTheDocument();
    expect(view.fake.state.bodies).toEqual([]);
  });

  it('Withdraw asks first; Cancel keeps the part and sends nothing', async () => {
    const mine = pricedDesire({ pledges: { total: 55, count: 2, mine: 25, givers: [giver(people.maya, 25, 'Enjoy', false), giver(null, 30)] } });
    const view = await openDesire(mine);
    await view.user.click(within(view.panel).getByRole('button', { name: 'Withdraw' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Withdraw your part?' });
    expect(ask).toHaveTextContent('Your €25.00 and your message are taken back.');
    await view.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.panel).toHaveTextContent('Your part: €25.00');
    expect(view.fake.state.bodies).toEqual([]);
  });

  it('letters in the amount are asked for as a number, not told the bounds', async () => {
    const view = await openDesire(pricedDesire());
    const dialog = await chipIn(view, 'ten');
    expect(await within(dialog).findByText('Enter the amount as a number, such as 25 or 12.50')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Amount must be more than 0/)).not.toBeInTheDocument();
    expect(view.fake.state.bodies).toEqual([]);
  });

  it('a failed pledge is rolled back where it showed, with a toast saying so', async () => {
    const view = await openDesire(pricedDesire());
    const { held, release } = gate();
    view.fake.state.hold = held;
    view.fake.state.fail = 500;
    await chipIn(view, '10');
    await waitFor(() => expect(view.panel).toHaveTextContent('€40.00 of €100.00 · 2 givers'));
    release();
    expect(await findToast('Your pledge was not saved')).toBeInTheDocument();
    await waitFor(() => expect(view.panel).toHaveTextContent('€30.00 of €100.00 · 1 giver'));
    // The dialog stays open to try again, so the page behind it is hidden from the accessibility tree.
    expect(within(view.panel).getByRole('progressbar', { name: 'Pledged', hidden: true })).toHaveAttribute('aria-valuenow', '30');
  });

  it('an amount with three decimals is refused with the contract’s words before anything is sent', async () => {
    const view = await openDesire(pricedDesire());
    const dialog = await chipIn(view, '1.234');
    expect(await within(dialog).findByText('Amount must be more than 0 and at most 1,000,000, with at most two decimals')).toBeInTheDocument();
    expect(view.fake.state.bodies).toEqual([]);
  });

  it('Chip in is reached with Tab from the page and opened with Enter; Escape closes it', async () => {
    const view = await openDesire(pricedDesire());
    const chip = within(view.panel).getByRole('button', { name: 'Chip in' });
    for (let presses = 0; document.activeElement !== chip && presses < 60; presses += 1) await view.user.tab();
    expect(chip).toHaveFocus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Chip in' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chip in' })).not.toBeInTheDocument());
  });

  it('the owner sees the givers but no Chip in; a visitor who chips in is asked to sign in', async () => {
    const own = await openDesire(pricedDesire({ userId: people.maya }));
    expect(within(own.panel).getByRole('list', { name: 'Givers' })).toBeInTheDocument();
    expect(within(own.panel).queryByRole('button', { name: 'Chip in' })).not.toBeInTheDocument();
    own.unmount();
    window.localStorage.clear();

    const visitor = await openDesire(pricedDesire(), { signedIn: false });
    await visitor.user.click(within(visitor.panel).getByRole('button', { name: 'Chip in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to Wishwell' })).toBeInTheDocument();
  });

  it('in Arabic, the money, the givers’ count and the bar read in Arabic', async () => {
    await activateLanguage('ar');
    const { panel } = await openDesire(pricedDesire(), { region: 'الإهداء معًا' });
    const money = (amount: number) => new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(amount);
    // The text as a reader sees it: the no-break space inside the money reads as a space.
    expect(panel).toHaveTextContent(`${money(30)} من ${money(100)} · مساهم واحد`.replace(/\u00a0/g, ' '));
    expect(within(panel).getByRole('progressbar', { name: 'المتعهَّد به' })).toHaveAttribute('aria-valuetext', `تم التعهد بـ ${money(30)} من ${money(100)}`);
    expect(within(panel).getByRole('list', { name: 'المساهمون' })).toHaveTextContent('مستخدم مجهول');
  });

  it('a giver’s message sits in the name’s column, keeps its own direction, and the amount stands apart at the end', async () => {
    await activateLanguage('ar');
    const { panel } = await openDesire(pricedDesire({ pledges: { total: 30, count: 1, mine: null, givers: [giver(people.leo, 30, 'Obrigada for all the recipes!', false)] } }), { region: 'الإهداء معًا' });
    const [row] = within(within(panel).getByRole('list', { name: 'المساهمون' })).getAllByRole('listitem');
    const message = within(row!).getByText('Obrigada for all the recipes!');
    const name = within(row!).getByRole('link', { name: 'Leo Okafor' });
    expect(message).toHaveAttribute('dir', 'auto');
    expect(name).toHaveAttribute('dir', 'auto');
    // Name and message share one column; the amount is outside it.
    expect(message.parentElement).toBe(name.parentElement);
    expect(message.parentElement).not.toHaveTextContent(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(30));
    expect(row).toHaveTextContent(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(30).replace(/\u00a0/g, ' '));
  });
});
