import type { PushPayload } from '@contract/push';
import { noticeTarget } from '@contract/pages/notice-target';
import { paths } from '@contract/pages/paths';
import type { NotificationRow } from '../../db/schema';

/** The app's name: the title of a notice's push (the notice's own words say who did what). */
export const APP_NAME = 'Wishwell';

/** Where a click on a notice's push or its line in a digest leads: the notice's screen, else the list. */
export function noticeUrl(row: Pick<NotificationRow, 'type' | 'fromUserId' | 'desireId' | 'relatedId'>): string {
  return noticeTarget(row) ?? paths.notifications;
}

export function noticePush(row: Pick<NotificationRow, 'id' | 'type' | 'message' | 'fromUserId' | 'desireId' | 'relatedId'>): PushPayload {
  return { title: APP_NAME, body: row.message, url: noticeUrl(row), tag: `notice:${row.id}` };
}

/** A chat message: the sender's name and the start of what they wrote (`preview`); a newer one replaces it. */
export function messagePush(chatId: string, senderName: string, preview: string): PushPayload {
  return { title: senderName, body: preview, url: paths.chat(chatId), tag: `chat:${chatId}` };
}
