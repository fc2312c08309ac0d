import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Comment, Desire } from '@contract/desire';
import { REPORT_NOTE_MAX } from '@contract/report';
import { forgetReported } from '@/features/reports/model/reported';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeComment, makeDesire, people } from '../msw/desires';
import { profileOf } from '../msw/people';
import { reportServer } from '../msw/reports';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

afterEach(() => forgetReported());

/** Maya signed in, reading a feed of these desires on a backend that takes reports. */
async function openFeed(desires: Desire[], comments: Comment[] = [], { reportedBefore = [] as string[], withoutOpenList = false } = {}) {
  const fake = reportServer([], { withoutOpenList });
  for (const key of reportedBefore) fake.store.reportedBefore.add(key);
  server.use(
    ...fake.handlers,
    handlers.me(member()),
    ...feedHandlers(desires),
    http.get('/api/desires/:id/comments', () => json(comments)),
    // The dialog's Mute and Block read the member's profile once the report is in.
    http.get('/api/users/:id', () => json({ user: profileOf() })),
  );
  const view = renderApp('/feed', { memberToken: 'tok' });
  await screen.findAllByRole('article');
  return { ...view, fake };
}

const card = (title: string) => screen.getByRole('article', { name: title, hidden: true });

async function openReportFor(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(within(card(title)).getByRole('button', { name: 'Desire options' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report desire' });
}

describe('reporting a desire', () => {
  it('sends the reason and note, says "Reported", and the entry turns into a disabled "Reported"', async () => {
    const desire = makeDesire({ title: 'Cheap watches', hiddenReason: null });
    const { user, fake } = await openFeed([desire]);
    const dialog = await openReportFor(user, 'Cheap watches');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason');
    expect(fake.store.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), '  Selling watches  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const done = await screen.findByRole('dialog', { name: 'Reported' });
    expect(done).toHaveTextContent('Thanks for letting us know');
    expect(fake.store.filed).toEqual([{ targetType: 'desire', targetId: desire._id, reason: 'spam', note: 'Selling watches' }]);

    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card('Cheap watches')).getByRole('button', { name: 'Desire options' }));
    expect(await screen.findByRole('menuitem', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('reported before this page loaded, the entry reads a disabled "Reported" without a new report', async () => {
    const desire = makeDesire({ title: 'Reported yesterday', hiddenReason: null });
    const { user, fake } = await openFeed([desire], [], { reportedBefore: [`desire:${desire._id}`] });
    await user.click(within(card('Reported yesterday')).getByRole('button', { name: 'Desire options' }));
    expect(await screen.findByRole('menuitem', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
    expect(fake.store.openListReads).toBe(1);
    expect(fake.store.calls).toEqual([]);
  });

  it('a backend that cannot list open reports still takes them: "Report" stays, and reporting works', async () => {
    const desire = makeDesire({ title: 'Older backend', hiddenReason: null });
    const { user, fake } = await openFeed([desire], [], { withoutOpenList: true });
    await user.click(within(card('Older backend')).getByRole('button', { name: 'Desire options' }));
    await waitFor(() => expect(fake.store.openListReads).toBe(1));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report desire' });
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Reported' })).toBeInTheDocument();
    expect(fake.store.filed).toHaveLength(1);
  });

  it('once reported, offers to mute or block the member behind it', async () => {
    const desire = makeDesire({ title: 'Loud wish', hiddenReason: null });
    const { user } = await openFeed([desire]);
    const dialog = await openReportFor(user, 'Loud wish');
    await user.click(within(dialog).getByRole('radio', { name: /^Other|^Something else/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const done = await screen.findByRole('dialog', { name: 'Reported' });
    expect(await within(done).findByRole('button', { name: 'Mute Leo Okafor' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(done).getByRole('button', { name: 'Block Leo Okafor' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a 409 (reported before) shows "Reported" too', async () => {
    const desire = makeDesire({ title: 'Seen it before', hiddenReason: null });
    // Reported on another device after this page read its open reports: only the 409 tells.
    const { user, fake } = await openFeed([desire], [], { withoutOpenList: true });
    fake.store.reportedBefore.add(`desire:${desire._id}`);
    const dialog = await openReportFor(user, 'Seen it before');
    await user.click(within(dialog).getByRole('radio', { name: /^Harassment/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Reported' })).toHaveTextContent('You have already reported this');
  });

  it('a failure keeps the dialog open with the typed note and says why', async () => {
    const desire = makeDesire({ title: 'Try again later', hiddenReason: null });
    const { user, fake } = await openFeed([desire]);
    fake.store.failing.file = { status: 429, message: 'Too many attempts. Please try again in 5 minutes.' };
    const dialog = await openReportFor(user, 'Try again later');
    await user.click(within(dialog).getByRole('radio', { name: /^Inappropriate/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Please look');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToast('Too many attempts. Please try again in 5 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report desire' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveValue('Please look');
    expect(within(dialog).getByRole('radio', { name: /^Inappropriate/ })).toBeChecked();
  });

  it('tells a missing reason in the group it is about, and takes it back once one is picked with the arrow keys', async () => {
    const desire = makeDesire({ title: 'Pick one', hiddenReason: null });
    const { user, fake } = await openFeed([desire]);
    const dialog = await openReportFor(user, 'Pick one');
    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting this desire?' });
    expect(reasons).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(reasons).toHaveAccessibleDescription('Please choose a reason');
    expect(fake.store.calls).toHaveLength(0);

    // Real radios of one group: an arrow moves the choice on.
    within(reasons).getByRole('radio', { name: /^Spam/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(reasons).getByRole('radio', { name: /^Harassment/ })).toBeChecked();
    expect(within(reasons).getByRole('radio', { name: /^Harassment/ })).toHaveFocus();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(reasons).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByRole('dialog', { name: 'Reported' });
    expect(fake.store.filed).toEqual([{ targetType: 'desire', targetId: desire._id, reason: 'harassment' }]);
  });

  it('an over-long note is told beside its counter, sends nothing and keeps the text; shortened, it goes trimmed', async () => {
    const desire = makeDesire({ title: 'Long story', hiddenReason: null });
    const { user, fake } = await openFeed([desire]);
    const dialog = await openReportFor(user, 'Long story');
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    expect(note).toHaveAccessibleDescription(`0/${REPORT_NOTE_MAX}`);

    // The spaces around it are not counted: one letter too many is.
    const typed = ` ${'x'.repeat(REPORT_NOTE_MAX)}y `;
    await user.click(note);
    await user.paste(typed);
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(`Note must be at most ${REPORT_NOTE_MAX} characters ${REPORT_NOTE_MAX + 1}/${REPORT_NOTE_MAX}`);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Note must be at most ${REPORT_NOTE_MAX} characters`);
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    // Even a submit that gets past the button is stopped by the form's own check, which leads to the note.
    within(dialog).getByRole('radio', { name: /^Spam/ }).focus();
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    await waitFor(() => expect(note).toHaveFocus());
    expect(fake.store.calls).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Report desire' })).toBeInTheDocument();
    expect(note).toHaveValue(typed);

    await user.clear(note);
    await user.paste(`  ${'x'.repeat(REPORT_NOTE_MAX)}  `);
    await waitFor(() => expect(note).not.toHaveAttribute('aria-invalid'));
    expect(note).toHaveAccessibleDescription(`${REPORT_NOTE_MAX}/${REPORT_NOTE_MAX}`);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByRole('dialog', { name: 'Reported' });
    expect(fake.store.filed).toEqual([{ targetType: 'desire', targetId: desire._id, reason: 'spam', note: 'x'.repeat(REPORT_NOTE_MAX) }]);
  });

  it('refuses a control character in the note, in the words the server uses', async () => {
    const desire = makeDesire({ title: 'Odd bytes', hiddenReason: null });
    const { user, fake } = await openFeed([desire]);
    const dialog = await openReportFor(user, 'Odd bytes');
    await user.click(within(dialog).getByRole('radio', { name: /^Other|^Something else/ }));
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.click(note);
    await user.paste('Look\u0007here');
    await waitFor(() => expect(note).toHaveAccessibleDescription(/^Text cannot contain control characters/));
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeDisabled();
    expect(fake.store.calls).toHaveLength(0);
  });

  it('a note of spaces is no note, and two submits in a row send one report', async () => {
    const desire = makeDesire({ title: 'Twice', hiddenReason: null });
    const { user, fake } = await openFeed([desire]);
    const dialog = await openReportFor(user, 'Twice');
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), '   ');
    const form = within(dialog).getByRole('button', { name: 'Send report' }).closest('form');
    if (!form) throw new Error('the report dialog has no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('dialog', { name: 'Reported' });
    expect(screen.getByRole('dialog', { name: 'Reported' })).toHaveTextContent('Thanks for letting us know');
    expect(fake.store.calls.filter((c) => c.request === 'POST /api/reports')).toHaveLength(1);
    expect(fake.store.filed).toEqual([{ targetType: 'desire', targetId: desire._id, reason: 'spam' }]);
  });

  it('a backend without the endpoint: says so, closes, and the Report entry goes', async () => {
    const desire = makeDesire({ title: 'Nowhere to send', hiddenReason: null });
    const { user, fake } = await openFeed([desire]);
    fake.store.failing.file = { status: 404, message: 'Not found: POST /api/reports' };
    const dialog = await openReportFor(user, 'Nowhere to send');
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToast('Reporting is not available')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card('Nowhere to send')).getByRole('button', { name: 'Desire options' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('offers no Report entry on one\'s own desire, nor where the backend does not moderate', async () => {
    const own = makeDesire({ title: 'My own', userId: people.maya, hiddenReason: null });
    const elsewhere = makeDesire({ title: 'Other backend' });
    const { user } = await openFeed([own, elsewhere]);
    expect(within(card('Other backend')).queryByRole('button', { name: 'Desire options' })).not.toBeInTheDocument();
    await user.click(within(card('My own')).getByRole('button', { name: 'Desire options' }));
    expect(screen.queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('shows its owner why a desire was hidden', async () => {
    await openFeed([makeDesire({ title: 'Hidden one', userId: people.maya, hiddenReason: 'Spam' })]);
    expect(within(card('Hidden one')).getByRole('note')).toHaveTextContent('Hidden by a moderator: Spam');
  });
});

describe('reporting a comment', () => {
  it('reports someone else\'s comment from its menu; the author sees their hidden comment marked', async () => {
    const desire = makeDesire({ title: 'With comments', hiddenReason: null, commentsCount: 2 });
    const rude = { ...makeComment(desire._id, 'A rude remark'), hiddenReason: null };
    const mine = { ...makeComment(desire._id, 'My hidden words', people.maya), hiddenReason: 'Harassment' };
    const { user, fake } = await openFeed([desire], [rude, mine]);
    await user.click(within(card('With comments')).getByRole('button', { name: /2 comments/ }));
    await screen.findByText('A rude remark');
    expect(screen.getByText('Hidden by a moderator: Harassment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Comment options for Maya Chen/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Comment options for Leo Okafor's comment" }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await user.click(within(dialog).getByRole('radio', { name: /^Harassment/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByRole('dialog', { name: 'Reported' });
    expect(fake.store.filed).toEqual([{ targetType: 'comment', targetId: rude._id, reason: 'harassment' }]);
  });
});
