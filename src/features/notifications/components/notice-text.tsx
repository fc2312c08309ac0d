import { Fragment, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react';
import type { Notification } from '@contract/notification';
import { noticeMessages } from '../model/notice-words';

/**
 * Each name, title and quote in a <bdi> of its own: a name in one script keeps its order inside a
 * sentence in another, and what a member wrote is never read as the message's markup (`<0>`).
 */
function isolated(values: MessageDescriptor['values']): Record<string, ReactNode> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [key, <bdi>{String(value)}</bdi>]));
}

/** A notice's words (model/notice-words.ts) as the list shows them, one line per message. */
export function NoticeText({ notification }: { notification: Notification }) {
  const lines = noticeMessages(notification.parts);
  if (!lines) return notification.message;
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? '\n' : null}
      <Trans id={line.id} message={line.message} values={isolated(line.values)} />
    </Fragment>
  ));
}
