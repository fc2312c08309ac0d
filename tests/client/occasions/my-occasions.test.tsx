import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { addDays, todayOf } from '@contract/occasion';
import { server } from '../msw/server';
import { error, handlers, member } from '../msw/handlers';
import { ownProfileOf, peopleHandlers } from '../msw/people';
import { makeOccasion, occasionsServer, type OccasionsState } from '../msw/occasions';
import { activateLanguage } from '@/lib/i18n';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { expectNoAxeViolations } from '../axe';

const maya = member();

function openOwnProfile(occasions?: Partial<OccasionsState>) {
  const backend = occasions ? occasionsServer(occasions) : null;
  server.use(handlers.me(maya), ...peopleHandlers({ profiles: [ownProfileOf(maya)] }), ...(backend?.handlers ?? []));
  return { ...renderApp('/profile', { memberToken: 'tok' }), backend };
}

// While a dialog is open the page behind it is hidden from assistive technology: the optimistic row is
// looked for there all the same.
const section = () => screen.findByRole('region', { name: 'Occasions', hidden: true });
const list = async () => within(await section()).findByRole('list', { name: 'Your occasions', hidden: true });
const longDay = (day: string, year = true) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', ...(year ? { year: 'numeric' } : {}) }).format(new Date(`${day}T00:00:00Z`));

/** A promise the test resolves when the server may answer. */
function gate() {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('my occasions on my profile', () => {
  it('stay hidden, with no Upcoming entry, on a backend that answers 404', async () => {
    let asked = 0;
    server.use(http.get('/api/occasions', () => {
      asked += 1;
      return error(404, 'Route GET:/api/occasions not found');
    }));
    openOwnProfile();
    expect(await screen.findByRole('heading', { name: 'Maya Chen', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(await screen.findByText('No desires yet. Start by creating your first desire!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Occasions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add occasion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upcoming' })).not.toBeInTheDocument();
  });

  it('lists each with its day in the reader’s language, every year, how soon it comes and who sees it', async () => {
    const today = todayOf();
    const birthday = makeOccasion({ title: 'My birthday', date: `1990-${today.slice(5)}`, yearly: true, visibility: 'public' });
    const party = makeOccasion({ title: 'Housewarming', date: addDays(today, 12), visibility: 'private' });
    openOwnProfile({ mine: [birthday, party] });
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('My birthday');
    expect(rows[0]).toHaveTextContent(longDay(today, false));
    expect(rows[0]).toHaveTextContent('every year');
    expect(rows[0]).toHaveTextContent('Today');
    expect(rows[0]).toHaveTextContent('Public');
    expect(rows[1]).toHaveTextContent('Housewarming');
    expect(rows[1]).toHaveTextContent(longDay(addDays(today, 12)));
    expect(rows[1]).toHaveTextContent('in 12 days');
    expect(rows[1]).toHaveTextContent('Only you');
    expect(rows[1]).not.toHaveTextContent('every year');
    await expectNoAxeViolations(await section());
  });

  it('adds one: the row shows at once, Followers by default, and the server’s copy takes its place', async () => {
    const hold = gate();
    const { user, backend } = openOwnProfile({ hold: hold.promise });
    await user.click(await within(await section()).findByRole('button', { name: 'Add occasion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add occasion' });
    expect(within(dialog).getByRole('combobox', { name: 'Who can see it' })).toHaveValue('followers');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Graduation');
    const day = addDays(todayOf(), 5);
    await user.type(within(dialog).getByLabelText('Date'), day);
    await user.click(within(dialog).getByRole('switch', { name: 'Every year' }));
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));
    // Shown while the server has not answered yet.
    const row = await within(await list()).findByText('Graduation');
    expect(row.closest('li')).toHaveTextContent('in 5 days');
    expect(backend?.state.calls).toEqual([{ call: 'POST', body: { title: 'Graduation', date: day, yearly: true, visibility: 'followers' } }]);
    hold.open();
    expect(await findToast('Occasion added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your occasions', hidden: true })).getByRole('button', { name: 'Edit Graduation' })).toBeEnabled());
  });

  it('takes the row back and says the server’s reason when it refuses one (too many)', async () => {
    const hold = gate();
    const { user } = openOwnProfile({ mine: [makeOccasion({ title: 'Anniversary' })], hold: hold.promise, failing: { status: 409, message: 'You can keep at most 50 occasions' } });
    await user.click(await within(await section()).findByRole('button', { name: 'Add occasion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add occasion' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'One too many');
    await user.type(within(dialog).getByLabelText('Date'), addDays(todayOf(), 3));
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));
    expect(await within(await list()).findByText('One too many')).toBeInTheDocument();
    hold.open();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can keep at most 50 occasions');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your occasions', hidden: true })).queryByText('One too many')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Your occasions', hidden: true })).getByText('Anniversary')).toBeInTheDocument();
    // What was typed stays, for another try.
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('One too many');
  });

  it('says what is wrong with an empty title, a missing day and a day that does not exist, and sends nothing', async () => {
    const { user, backend } = openOwnProfile({});
    await user.click(await within(await section()).findByRole('button', { name: 'Add occasion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add occasion' });
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date must be a real day, as YYYY-MM-DD')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    // A day that does not exist is no day at all.
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Leap day');
    await user.type(within(dialog).getByLabelText('Date'), '2027-02-30');
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));
    await waitFor(() => expect(within(dialog).queryByText('Title is required')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Date must be a real day, as YYYY-MM-DD')).toBeInTheDocument();
    expect(backend?.state.calls).toEqual([]);
  });

  it('edits one at once and changes it back when the server refuses', async () => {
    const party = makeOccasion({ title: 'Party' });
    const hold = gate();
    const { user, backend } = openOwnProfile({ mine: [party], hold: hold.promise, failing: { status: 500, message: 'The database is away' } });
    await user.click(await within(await list()).findByRole('button', { name: 'Edit Party' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit occasion' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Party');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(party.date);
    await user.clear(title);
    await user.type(title, 'Big party');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(await list()).findByText('Big party')).toBeInTheDocument();
    hold.open();
    expect(await findToast('The database is away')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your occasions', hidden: true })).getByText('Party')).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Your occasions', hidden: true })).queryByText('Big party')).not.toBeInTheDocument();
    // A PUT is sent again once after a server failure (it changes nothing twice).
    expect(new Set(backend?.state.calls.map((c) => c.call))).toEqual(new Set([`PUT ${party._id}`]));
  });

  it('edits one and keeps the server’s copy', async () => {
    const party = makeOccasion({ title: 'Party' });
    const { user, backend } = openOwnProfile({ mine: [party] });
    await user.click(await within(await list()).findByRole('button', { name: 'Edit Party' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit occasion' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Who can see it' }), 'public');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Occasion saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your occasions', hidden: true })).toHaveTextContent('Public'));
    expect(backend?.state.calls[0]?.body).toEqual({ title: 'Party', date: party.date, yearly: false, visibility: 'public' });
  });

  it('deletes one after asking, and brings it back when the server refuses', async () => {
    const party = makeOccasion({ title: 'Party' });
    const hold = gate();
    const { user, backend } = openOwnProfile({ mine: [party, makeOccasion({ title: 'Trip' })], hold: hold.promise, failing: { status: 500, message: 'The database is away' } });
    await user.click(await within(await list()).findByRole('button', { name: 'Delete Party' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this occasion?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your occasions', hidden: true })).queryByText('Party')).not.toBeInTheDocument());
    hold.open();
    expect(await findToast('The occasion could not be deleted')).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Your occasions', hidden: true })).findByText('Party')).toBeInTheDocument();
    expect(new Set(backend?.state.calls.map((c) => c.call))).toEqual(new Set([`DELETE ${party._id}`]));
  });

  it('deletes one for good when the server agrees', async () => {
    const party = makeOccasion({ title: 'Party' });
    const { user, backend } = openOwnProfile({ mine: [party, makeOccasion({ title: 'Trip' })] });
    await user.click(await within(await list()).findByRole('button', { name: 'Delete Party' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Occasion deleted')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your occasions', hidden: true })).queryByText('Party')).not.toBeInTheDocument();
    expect(backend?.state.mine.map((o) => o.title)).toEqual(['Trip']);
  });

  it('writes the day picked under the date field in the reader’s language, as the browser writes the field in its own', async () => {
    const { user } = openOwnProfile({ mine: [] });
    await user.click(await within(await section()).findByRole('button', { name: 'Add occasion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add occasion' });
    const date = within(dialog).getByLabelText('Date');
    expect(date).not.toHaveAccessibleDescription();
    await user.type(date, '2026-12-11');
    expect(date).toHaveAccessibleDescription('December 11, 2026');
  });

  it('writes the day picked in Arabic for a reader in Arabic', async () => {
    await activateLanguage('ar');
    const { user } = openOwnProfile({ mine: [] });
    await user.click(await within(await screen.findByRole('region', { name: 'المناسبات' })).findByRole('button', { name: 'إضافة مناسبة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مناسبة' });
    const date = within(dialog).getByLabelText('التاريخ');
    await user.type(date, '2026-12-11');
    expect(date).toHaveAccessibleDescription(/ديسمبر/);
  });
});
