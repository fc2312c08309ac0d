import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Comment, Desire } from '@contract/desire';
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
async function openFeed(desires: Desire[], comments: Comment[] = []) {
  const fake = reportServer();
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
    const { user, fake } = await openFeed([desire]);
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
