import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeComment, makeDesire, paged, people, reactionResult } from '../msw/desires';
import { desireQueries } from '@/features/desires/api/queries';
import { renderApp } from '../render-app';
import { findToast, toastRegion } from '../toasts';

const failure = () => new HttpResponse(JSON.stringify({ message: 'Something went wrong. Please try again.' }), { status: 500, headers: { 'content-type': 'application/json' } });

/** Maya signed in, reading a feed of these desires. */
async function openFeed(desires: Desire[], ...extra: Parameters<typeof server.use>) {
  // The list is read on each request, so a test can change what the server holds.
  server.use(...extra, http.get('/api/desires/public', () => json(paged(desires))), handlers.me(member()), ...feedHandlers(desires));
  const view = renderApp('/feed', { memberToken: 'tok' });
  await screen.findAllByRole('article');
  return view;
}

// hidden: a modal dialog hides the page behind it from the accessibility tree
const card = (title: string) => screen.getByRole('article', { name: title, hidden: true });

describe('reactions', () => {
  it('show at once, and roll back with "Failed to update reaction" when the server refuses', async () => {
    const desire = makeDesire({ title: 'React to me' });
    const { user } = await openFeed([desire], http.post(`/api/desires/${desire._id}/react`, failure));
    const heart = within(card('React to me')).getByRole('button', { name: 'heart' });
    await user.click(heart);
    expect(within(card('React to me')).getByRole('button', { name: 'heart, 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(await findToast('Failed to update reaction')).toBeInTheDocument();
    expect(within(card('React to me')).getByRole('button', { name: 'heart' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('rapid taps collapse into one request for the final state; an even number of taps sends nothing', async () => {
    const desire = makeDesire({ title: 'Tap tap' });
    const sent: string[] = [];
    const { user } = await openFeed(
      [desire],
      http.post(`/api/desires/${desire._id}/react`, async ({ request }) => {
        const { emoji } = (await request.json()) as { emoji: string };
        sent.push(`post ${emoji}`);
        return json(reactionResult(desire, people.maya._id, emoji));
      }),
      http.delete(`/api/desires/${desire._id}/react`, () => {
        sent.push('delete');
        return json(reactionResult(desire, people.maya._id, null));
      }),
    );
    const target = () => within(card('Tap tap')).getByRole('button', { name: /^target/ });
    await user.click(target());
    await user.click(target());
    await user.click(target());
    await waitFor(() => expect(sent).toEqual(['post 🎯']), { timeout: 2000 });
    expect(target()).toHaveAttribute('aria-pressed', 'true');

    const fire = () => within(card('Tap tap')).getByRole('button', { name: /^fire/ });
    await user.click(fire());
    await user.click(target());
    // fire then back to target: the final state is what the server already has, so nothing is sent
    await new Promise((r) => setTimeout(r, 600));
    expect(sent).toEqual(['post 🎯']);
    expect(target()).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('comments', () => {
  it('show at once; a failure removes it with "Failed to add comment" and puts the text back', async () => {
    const desire = makeDesire({ title: 'Talk to me', commentsCount: 1 });
    const { user } = await openFeed(
      [desire],
      http.get(`/api/desires/${desire._id}/comments`, () => json([makeComment(desire._id, 'First!')])),
      http.post(`/api/desires/${desire._id}/comments`, async () => {
        await delay(150);
        return failure();
      }),
    );
    await user.click(within(card('Talk to me')).getByRole('button', { name: '1 comment' }));
    expect(await screen.findByText('First!')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'So good');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('So good')).toBeInTheDocument();
    expect(within(card('Talk to me')).getByRole('button', { name: '2 comments' })).toBeInTheDocument();
    expect(await findToast('Failed to add comment')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('So good', { selector: 'p' })).not.toBeInTheDocument());
    expect(within(card('Talk to me')).getByRole('button', { name: '1 comment' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('So good');
  });

  it('Ctrl or Cmd+Enter sends; the count and the list follow the server', async () => {
    const desire = makeDesire({ title: 'Say hi' });
    const saved: ReturnType<typeof makeComment>[] = [];
    const { user } = await openFeed(
      [desire],
      http.get(`/api/desires/${desire._id}/comments`, () => json(saved)),
      http.post(`/api/desires/${desire._id}/comments`, async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        saved.push(makeComment(desire._id, text.trim(), people.maya));
        return json(saved.at(-1)!, 201);
      }),
    );
    await user.click(within(card('Say hi')).getByRole('button', { name: '0 comments' }));
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), '  Hello there  ');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    expect(within(card('Say hi')).getByRole('button', { name: '1 comment' })).toBeInTheDocument();
  });
});

describe('a comment while the list is being read again', () => {
  it('ends with the server’s count, not the one a read started before the comment carried', async () => {
    const desire = makeDesire({ title: 'Race me' });
    const saved: ReturnType<typeof makeComment>[] = [];
    let slowRead = false;
    const { user, queryClient } = await openFeed(
      [desire],
      // A read of the list that started before the comment was stored answers late, with the old count.
      http.get('/api/desires/public', async () => {
        const count = saved.length;
        if (slowRead) {
          slowRead = false;
          await delay(300);
        }
        return json(paged([{ ...desire, commentsCount: count }]));
      }),
      http.get(`/api/desires/${desire._id}/comments`, () => json(saved)),
      http.post(`/api/desires/${desire._id}/comments`, async ({ request }) => {
        await delay(100);
        const { text } = (await request.json()) as { text: string };
        saved.push(makeComment(desire._id, text, people.maya));
        return json(saved.at(-1)!, 201);
      }),
    );
    await user.click(within(card('Race me')).getByRole('button', { name: '0 comments' }));
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'First one');
    // Another act's refresh of the lists, under way when the comment is sent, and one that starts during it.
    slowRead = true;
    void queryClient.invalidateQueries({ queryKey: desireQueries.lists() });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    void queryClient.refetchQueries({ queryKey: desireQueries.lists(), type: 'active' });
    expect(await screen.findByText('First one')).toBeInTheDocument();
    await delay(600);
    await waitFor(() => expect(within(card('Race me')).getByRole('button', { name: '1 comment' })).toBeInTheDocument());
  });
});

describe('the owner’s changes', () => {
  const mine = (overrides: Partial<Desire>) => makeDesire({ userId: people.maya, ...overrides });

  it('delete asks first, leaves at once, and comes back with "Failed to delete desire"', async () => {
    const desire = mine({ title: 'Delete me' });
    const { user } = await openFeed([desire], http.delete(`/api/desires/${desire._id}`, async () => {
      await delay(100);
      return failure();
    }));
    await user.click(within(card('Delete me')).getByRole('button', { name: 'Desire options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this desire?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Delete me' })).not.toBeInTheDocument());
    expect(await findToast('Failed to delete desire')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Delete me' })).toBeInTheDocument();
  });

  it('deleted from its own page, the member goes back to the feed they came from, never to "Desire Not Found"', async () => {
    const desire = mine({ title: 'Delete me here' });
    const held = [desire];
    const { user, location } = await openFeed(
      held,
      http.get(`/api/desires/${desire._id}`, () => json(desire)),
      http.get(`/api/desires/${desire._id}/comments`, () => json([])),
      http.delete(`/api/desires/${desire._id}`, async () => {
        await delay(100);
        held.splice(0);
        return json({ message: 'Desire deleted successfully' });
      }),
    );
    await user.click(within(card('Delete me here')).getByRole('link', { name: 'Delete me here' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete me here' })).toBeInTheDocument();
    expect(location()).toBe(`/post/${desire._id}`);
    await user.click(screen.getByRole('button', { name: 'Desire options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this desire?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/feed'));
    expect(await findToast('Desire deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Desire Not Found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Delete me here' })).not.toBeInTheDocument();
  });

  it('deleted from its own page opened by a link, the member lands on the feed', async () => {
    const desire = mine({ title: 'Opened by a link' });
    server.use(
      http.get(`/api/desires/${desire._id}`, () => json(desire)),
      http.get(`/api/desires/${desire._id}/comments`, () => json([])),
      http.delete(`/api/desires/${desire._id}`, () => json({ message: 'Desire deleted successfully' })),
      handlers.me(member()),
      ...feedHandlers([]),
    );
    const { user, location } = renderApp(`/post/${desire._id}`, { memberToken: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Opened by a link' });
    await user.click(screen.getByRole('button', { name: 'Desire options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this desire?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/feed'));
    expect(screen.queryByRole('heading', { name: 'Desire Not Found' })).not.toBeInTheDocument();
  });

  it('the menu offers exactly the moves of the status; a refused move rolls back with "Failed to update status"', async () => {
    const desire = mine({ title: 'In the works', status: 'in_progress' });
    const { user } = await openFeed([desire], http.patch(`/api/desires/${desire._id}/status`, async () => {
      await delay(100);
      return failure();
    }));
    await user.click(within(card('In the works')).getByRole('button', { name: 'Desire options' }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent?.trim());
    // Custom link too: the desire is public, and nothing has said the backend lacks links by name.
    expect(items).toEqual(['Edit', 'Mark as Fulfilled', 'Reset to Desired', 'Copy link', 'Custom link', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Reset to Desired' }));
    expect(within(card('In the works')).getByText('Desired')).toBeInTheDocument();
    expect(await findToast('Failed to update status')).toBeInTheDocument();
    expect(within(card('In the works')).getByText('In Progress')).toBeInTheDocument();
  });

  it('Mark as Fulfilled completes the fulfilment: "Desire Completed!"', async () => {
    const desire = mine({ title: 'Almost there', status: 'in_progress' });
    const list = [desire];
    const { user } = await openFeed(
      list,
      http.patch(`/api/desires/${desire._id}/complete-fulfillment`, () => {
        list[0] = { ...desire, status: 'fulfilled' };
        return json({ message: 'Desire completed', desire: list[0] });
      }),
    );
    await user.click(within(card('Almost there')).getByRole('button', { name: 'Mark as Fulfilled' }));
    expect(await findToast('Desire Completed!')).toBeInTheDocument();
    expect(within(card('Almost there')).getByText('Fulfilled')).toBeInTheDocument();
  });
});

describe('fulfilling', () => {
  it('the offer shows the desire in progress at once; "own desire" rolls back with "Cannot Fulfill"', async () => {
    const desire = makeDesire({ title: 'Help wanted' });
    const { user } = await openFeed([desire], http.patch(`/api/desires/${desire._id}/start-fulfillment`, async () => {
      await delay(100);
      return HttpResponse.json({ message: 'You cannot fulfill your own desire' }, { status: 400 });
    }));
    await user.click(within(card('Help wanted')).getByRole('button', { name: 'Fulfill Desire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fulfill Desire' });
    expect(within(dialog).getByText(/Offer to make "Help wanted" happen for Leo Okafor/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Offer to Fulfill' }));
    expect(within(card('Help wanted')).getByText('In Progress')).toBeInTheDocument();
    expect(await findToast('You cannot fulfill your own desire.')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Cannot Fulfill')).toBeInTheDocument();
    expect(within(card('Help wanted')).getByText('Desired')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fulfill Desire' })).not.toBeInTheDocument());
  });

  it('an anonymous offer with a message: "Fulfillment Started!", and the message is capped at 500', async () => {
    const desire = makeDesire({ title: 'A long journey' });
    let sent: unknown;
    const { user } = await openFeed(
      [desire],
      http.patch(`/api/desires/${desire._id}/start-fulfillment`, async ({ request }) => {
        sent = await request.json();
        return json({ message: 'Fulfillment started', desire: { ...desire, status: 'in_progress', fulfillments: [{ _id: 'f1', userId: people.maya, anonymous: true, message: 'On it', fulfilledAt: null, createdAt: new Date().toISOString() }] } });
      }),
    );
    await user.click(within(card('A long journey')).getByRole('button', { name: 'Fulfill Desire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fulfill Desire' });
    const message = within(dialog).getByLabelText(/Message/);
    await user.click(message);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Offer to Fulfill' })).toBeDisabled();
    await user.clear(message);
    await user.type(message, '  On it  ');
    await user.click(within(dialog).getByRole('switch', { name: 'Fulfill anonymously' }));
    await user.click(within(dialog).getByRole('button', { name: 'Offer to Fulfill' }));
    expect(await findToast('Fulfillment Started!')).toBeInTheDocument();
    expect(sent).toEqual({ anonymous: true, message: 'On it' });
    expect(within(card('A long journey')).getByText('You (anonymously)')).toBeInTheDocument();
  });

  it('an offer already made: "Already Fulfilling" and the dialog closes', async () => {
    const desire = makeDesire({ title: 'Twice' });
    const { user } = await openFeed([desire], http.patch(`/api/desires/${desire._id}/start-fulfillment`, () => json({ message: 'You have already offered to fulfill this desire', alreadyFulfilled: true, desire: { ...desire, status: 'in_progress' } })));
    await user.click(within(card('Twice')).getByRole('button', { name: 'Fulfill Desire' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Fulfill Desire' })).getByRole('button', { name: 'Offer to Fulfill' }));
    expect(await findToast('You have already offered to fulfill this desire.')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Already Fulfilling')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fulfill Desire' })).not.toBeInTheDocument());
  });

  it('anonymous fulfillers show as "Anonymous User", not a link', async () => {
    const desire = makeDesire({ title: 'Secret helper', status: 'in_progress', fulfillments: [{ _id: 'f', userId: null, anonymous: true, message: null, fulfilledAt: null, createdAt: new Date().toISOString() }] });
    await openFeed([desire]);
    const chip = within(card('Secret helper')).getByText('Anonymous User');
    expect(chip.closest('a')).toBeNull();
  });

  it('a fulfiller whose account is gone shows as "Fulfilled by Unknown User", not a link', async () => {
    const desire = makeDesire({ title: 'Kept promise', status: 'fulfilled', fulfillments: [{ _id: 'f', userId: null, anonymous: false, message: null, fulfilledAt: new Date().toISOString(), createdAt: new Date().toISOString() }] });
    await openFeed([desire]);
    expect(within(card('Kept promise')).getByText('Fulfilled by')).toBeInTheDocument();
    const chip = within(card('Kept promise')).getByText('Unknown User');
    expect(chip.closest('a')).toBeNull();
    expect(within(card('Kept promise')).queryByText('Anonymous User')).not.toBeInTheDocument();
  });
});
