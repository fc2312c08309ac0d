import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@contract/notification';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { elsewhereHandlers, makeNotification, notificationServer, senders } from '../msw/people-screens';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

/** Maya signed in on /notifications, the server holding these notices. */
async function openNotifications(items: unknown[], options: Parameters<typeof notificationServer>[1] = {}) {
  const fake = notificationServer(items, options);
  server.use(handlers.me(member()), ...fake.handlers, ...elsewhereHandlers);
  const view = renderApp('/notifications', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Notifications', level: 1 });
  return { ...view, fake };
}

const list = () => screen.findByRole('list', { name: 'Notifications' });
const sidebarNotifications = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getByRole('link', { name: /^Notifications/ });

describe('the notification list', () => {
  it('drops items without _id or message, keeps multi-line messages, and shows the sender, the time and "{n} new"', async () => {
    const offer = makeNotification({ type: 'fulfillment', message: 'Ana Silva offered to fulfil "Paris trip"\nI know a great hotel!', fromUserId: senders.ana, createdAt: new Date(Date.now() - 3 * 3600_000).toISOString() });
    const read = makeNotification({ isRead: true, message: 'Leo Okafor started following you', type: 'follow' });
    const { _id: _dropped, ...withoutId } = makeNotification({ message: 'No id here' });
    const withoutMessage = { ...makeNotification(), message: undefined };
    const blank = makeNotification({ message: '   ' });
    await openNotifications([offer, withoutId, read, withoutMessage, blank]);

    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.queryByText('No id here')).not.toBeInTheDocument();
    // The message keeps its line break (rendered with pre-line).
    const message = within(items[0]!).getByText(/offered to fulfil/);
    expect(message.textContent).toBe('Ana Silva offered to fulfil "Paris trip"\nI know a great hotel!');
    expect(message).toHaveClass('whitespace-pre-line');
    expect(within(items[0]!).getByText('3 hours ago')).toBeInTheDocument();
    expect(items[0]!.querySelector('img, [class*="rounded-full"]')).not.toBeNull();
    expect(within(items[0]!).getByRole('link')).toHaveAccessibleName(/unread/);
    expect(within(items[1]!).getByRole('link')).not.toHaveAccessibleName(/unread/);
    expect(screen.getByText('1 new')).toBeInTheDocument();
  });

  it('says "You\'re all caught up!" / "No notifications yet" when there are none, with no Mark all read', async () => {
    await openNotifications([]);
    expect(await screen.findByRole('heading', { name: "You're all caught up!" })).toBeInTheDocument();
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('a failed read shows "Failed to load notifications", the toast with the status, and Refresh Page reads again', async () => {
    const fake = notificationServer([makeNotification({ message: 'Back again' })]);
    fake.state.listStatus = 503;
    server.use(handlers.me(member()), ...fake.handlers);
    const { user } = renderApp('/notifications', { memberToken: 'tok' });
    expect(await screen.findByText('Failed to load notifications', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await findToast('Failed to fetch notifications: 503')).toBeInTheDocument();
    fake.state.listStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load notifications')).not.toBeInTheDocument();
  });
});

describe('opening a notification', () => {
  const leo = senders.leo;
  const desire = 'dddddddddddddddddddddddd';
  const related = 'rrrrrrrrrrrrrrrrrrrrrrrr'.replace(/r/g, 'e');
  const cases: { name: string; notice: Partial<Notification>; to: string }[] = [
    { name: 'follow: the sender\'s profile', notice: { type: 'follow', fromUserId: leo, desireId: null, relatedId: null }, to: `/profile/${leo._id}` },
    { name: 'fulfillment: /post/{relatedId}', notice: { type: 'fulfillment', desireId: desire, relatedId: related }, to: `/post/${related}` },
    { name: 'fulfillment without relatedId: /post/{desireId}', notice: { type: 'fulfillment', desireId: desire, relatedId: null }, to: `/post/${desire}` },
    { name: 'comment: /post/{desireId}', notice: { type: 'comment', desireId: desire, relatedId: related }, to: `/post/${desire}` },
    { name: 'comment without desireId: /post/{relatedId}', notice: { type: 'comment', desireId: null, relatedId: related }, to: `/post/${related}` },
    { name: 'reaction: /post/{desireId}', notice: { type: 'reaction', desireId: desire, relatedId: related }, to: `/post/${desire}` },
    { name: 'reaction without desireId: /post/{relatedId}', notice: { type: 'reaction', desireId: null, relatedId: related }, to: `/post/${related}` },
    { name: 'like: /post/{desireId}', notice: { type: 'like', desireId: desire, relatedId: related }, to: `/post/${desire}` },
    { name: 'like without desireId: /post/{relatedId}', notice: { type: 'like', desireId: null, relatedId: related }, to: `/post/${related}` },
  ];

  it.each(cases)('$name, and marks it read', async ({ notice, to }) => {
    const item = makeNotification({ ...notice, message: 'Open me' });
    const { user, location, fake } = await openNotifications([item]);
    await user.click(await screen.findByRole('link', { name: /Open me/ }));
    await waitFor(() => expect(location()).toBe(to));
    await waitFor(() => expect(fake.state.reads).toEqual([item._id]));
  });

  it('a read notice opens without another read call; the badge of the shell goes down for an unread one', async () => {
    const read = makeNotification({ isRead: true, type: 'follow', message: 'Seen already' });
    const unread = [makeNotification({ type: 'follow', message: 'Fresh one' }), makeNotification(), makeNotification()];
    const { user, location, fake } = await openNotifications([read, ...unread]);
    await waitFor(() => expect(sidebarNotifications()).toHaveTextContent('3'));
    await user.click(await screen.findByRole('link', { name: /Seen already/ }));
    await waitFor(() => expect(location()).toBe(`/profile/${senders.leo._id}`));
    expect(fake.state.reads).toEqual([]);
    await user.click(sidebarNotifications());
    await user.click(await screen.findByRole('link', { name: /Fresh one/ }));
    await waitFor(() => expect(sidebarNotifications()).toHaveTextContent('2'));
    expect(fake.state.reads).toEqual([unread[0]!._id]);
  });
});

describe('Mark all read', () => {
  it('sends one read call per unread item, and the list, "{n} new" and the badge follow at once', async () => {
    const unread = [makeNotification(), makeNotification({ type: 'follow' }), makeNotification({ type: 'reaction' })];
    const read = [makeNotification({ isRead: true }), makeNotification({ isRead: true })];
    const { user, fake } = await openNotifications([unread[0], read[0], unread[1], read[1], unread[2]]);
    await screen.findByText('3 new');
    await waitFor(() => expect(sidebarNotifications()).toHaveTextContent('3'));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(screen.queryByText('3 new')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
    for (const link of within(await list()).getAllByRole('link')) expect(link).not.toHaveAccessibleName(/unread/);
    await waitFor(() => expect(fake.state.reads).toHaveLength(3));
    expect([...fake.state.reads].sort()).toEqual(unread.map((n) => n._id).sort());
    await waitFor(() => expect(sidebarNotifications()).toHaveTextContent(/^Notifications$/));
  });

  it('puts back the ones whose call failed, with "Failed to mark as read"', async () => {
    const [good, bad] = [makeNotification({ message: 'Will be read' }), makeNotification({ message: 'Stays unread' })];
    const { user, fake } = await openNotifications([good, bad], { failRead: (id) => id === bad._id });
    await screen.findByText('2 new');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await findToast('Failed to mark as read')).toBeInTheDocument();
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Stays unread/ })).toHaveAccessibleName(/unread/);
    expect(screen.getByRole('link', { name: /Will be read/ })).not.toHaveAccessibleName(/unread/);
    expect(fake.state.reads).toHaveLength(2);
    await waitFor(() => expect(sidebarNotifications()).toHaveTextContent('1'));
  });
});
