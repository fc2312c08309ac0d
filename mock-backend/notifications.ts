import { http } from 'msw';
import { MESSAGES } from './messages';
import { api, asMember, fail, json, type Backend } from './respond';
import type { NotificationRecord } from './store';
import { notificationView } from './views';

/** The spec (member core 7 "Notifications and counts"): the list, mark-read, the unread count. */

type Notice = Pick<NotificationRecord, 'recipientId' | 'type' | 'message' | 'fromUserId' | 'desireId' | 'relatedId'>;

/** Stores a notice and sends it live, unless it is to oneself or the recipient switched that kind off. */
export function notify({ store, live }: Backend, notice: Notice): void {
  if (notice.fromUserId === notice.recipientId) return;
  const settings = store.settingsOf(notice.recipientId);
  const wanted = {
    follow: settings.notifyFollowers,
    reaction: settings.notifyReactions,
    like: settings.notifyReactions,
    comment: settings.notifyComments,
    fulfillment: true,
  }[notice.type];
  if (!wanted) return;
  const record: NotificationRecord = { _id: store.id(), isRead: false, createdAt: new Date().toISOString(), ...notice };
  store.notifications.push(record);
  live.send(notice.recipientId, { type: 'notification', data: notificationView(store, record) });
}

export function notificationHandlers(backend: Backend) {
  const { store } = backend;
  const mine = (userId: string) => store.notifications.filter((n) => n.recipientId === userId);
  return [
    http.get(
      api('/notifications/unread-count'),
      asMember(backend, ({ me }) => json({ count: mine(me._id).filter((n) => !n.isRead).length })),
    ),
    http.get(
      api('/notifications'),
      asMember(backend, ({ me }) => json(store.newestFirst(mine(me._id)).map((n) => notificationView(store, n)))),
    ),
    http.put(
      api('/notifications/:id/read'),
      asMember(backend, ({ me, params }) => {
        const notice = mine(me._id).find((n) => n._id === params.id);
        if (!notice) return fail(404, MESSAGES.notificationNotFound);
        notice.isRead = true;
        return json(notificationView(store, notice));
      }),
    ),
  ];
}
