import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { liveEventSchema } from '@contract/live';
import { activateLanguage } from '@/lib/i18n';
import { tolerant } from '@/lib/tolerant-schema';
import { keepReadableNotifications } from '@/features/notifications/api/queries';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { elsewhereHandlers, makeNotification, notificationServer, senders } from '../msw/people-screens';
import { renderApp } from '../render-app';

afterEach(() => activateLanguage('en'));

/** The list's name in each language the tests speak. */
const LIST_NAME = /^(Notifications|Benachrichtigungen|الإشعارات)$/;

/** Maya signed in on /notifications, the server holding these notices; the list's items. */
async function listed(items: unknown[]) {
  server.use(handlers.me(member()), ...notificationServer(items).handlers, ...elsewhereHandlers);
  renderApp('/notifications', { memberToken: 'tok' });
  return within(await screen.findByRole('list', { name: LIST_NAME }, { timeout: 5000 })).getAllByRole('listitem');
}

const follow = makeNotification({ type: 'follow', message: 'Leo Okafor started following you', parts: { kind: 'follow', name: 'Leo Okafor' } });
const offer = makeNotification({
  type: 'fulfillment',
  fromUserId: senders.ana,
  message: 'Ana Silva offered to fulfill your desire "رحلة إلى باريس"\n"I know a great hotel!"',
  parts: { kind: 'offer', name: 'Ana Silva', title: 'رحلة إلى باريس', message: 'I know a great hotel!' },
});
// As a backend of the spec alone sends it, or our server for a notice older than its parts.
const bare = makeNotification({ type: 'comment', message: 'Leo Okafor commented on "Piano": Lovely "idea" <0>!</0>' });

describe('notices in the reader’s language', () => {
  it('in German, a notice with parts reads in German; one without reads the server’s English word for word', async () => {
    await activateLanguage('de');
    const [first, second] = await listed([follow, bare]);
    const name = within(first!).getByText('Leo Okafor');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement!.textContent).toBe('Leo Okafor folgt dir jetzt');
    const message = within(second!).getByText(/commented on/);
    expect(message.textContent).toBe('Leo Okafor commented on "Piano": Lovely "idea" <0>!</0>');
    expect(message.querySelector('bdi')).toBeNull();
  });

  it('in Arabic, an offer with its message reads in Arabic on two lines, the name and the title each isolated', async () => {
    await activateLanguage('ar');
    const [item] = await listed([offer]);
    const text = within(item!).getByText('Ana Silva').parentElement!;
    expect(text.textContent).toBe('عرض Ana Silva أن يحقق أمنيتك «رحلة إلى باريس»\n«I know a great hotel!»');
    expect(text).toHaveClass('whitespace-pre-line');
    expect([...text.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['Ana Silva', 'رحلة إلى باريس', 'I know a great hotel!']);
  });

  it('in English, a notice with parts reads exactly as its message', async () => {
    const [first, second] = await listed([follow, offer]);
    expect(within(first!).getByText('Leo Okafor').parentElement!.textContent).toBe(follow.message);
    expect(within(second!).getByText('Ana Silva').parentElement!.textContent).toBe(offer.message);
  });
});

describe('reading parts', () => {
  it('parts the app cannot read leave the notice in the list with its message, in the list and live', () => {
    const odd = { ...follow, parts: { kind: 'birthday', name: 'Leo' } };
    expect(keepReadableNotifications([odd, { ...follow, parts: null }])).toMatchObject([
      { _id: follow._id, message: follow.message, parts: undefined },
      { _id: follow._id, parts: undefined },
    ]);
    const live = tolerant(liveEventSchema).safeParse({ type: 'notification', data: odd });
    expect(live.data).toMatchObject({ type: 'notification', data: { _id: follow._id, parts: undefined } });
    const good = tolerant(liveEventSchema).safeParse({ type: 'notification', data: offer });
    expect(good.data).toMatchObject({ data: { parts: offer.parts } });
  });
});
