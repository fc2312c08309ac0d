import type { PushPayload } from '@contract/push';
import type { NotificationRow } from '../../db/schema';

/** The app's name: the title of a notice's push (the notice's own words say who did what). */
export const APP_NAME = 'Wishwell';

/** Where a click on a notice's push leads: the screen its row in the list opens (the app's notificationTarget). */
export function noticeUrl(row: Pick<NotificationRow, 'type' | 'fromUserId' | 'desireId' | 'relatedId'>): string {
  switch (row.type) {
    case 'follow':
      return row.fromUserId ? `/profile/${row.fromUserId}` : '/notifications';
    case 'fulfillment': {
      const id = row.relatedId || row.desireId;
      return id ? `/post/${id}` : '/notifications';
    }
    case 'comment':
    case 'reaction':
    case 'like': {
      const id = row.desireId || row.relatedId;
      return id ? `/post/${id}` : '/notifications';
    }
    default:
      return '/notifications';
  }
}

export function noticePush(row: Pick<NotificationRow, 'id' | 'type' | 'message' | 'fromUserId' | 'desireId' | 'relatedId'>): PushPayload {
  return { title: APP_NAME, body: row.message, url: noticeUrl(row), tag: `notice:${row.id}` };
}

/** A chat message: the sender's name and the start of what they wrote (`preview`); a newer one replaces it. */
export function messagePush(chatId: string, senderName: string, preview: string): PushPayload {
  return { title: senderName, body: preview, url: `/chat?chatId=${encodeURIComponent(chatId)}`, tag: `chat:${chatId}` };
}
