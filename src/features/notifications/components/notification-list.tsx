import { Link } from 'react-router-dom';
import { CalendarHeart, Coins, Flag, Gift, Heart, PartyPopper, MessageCircle, SmilePlus, UserPlus, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@contract/notification';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { notificationTarget } from '../model/target';
import { NoticeText } from './notice-text';
import { RowSkeletons } from '@/components/ui/row-skeletons';

const kinds: Record<Notification['type'], { icon: typeof Heart; tone: string }> = {
  follow: { icon: UserPlus, tone: 'bg-sky-600' },
  like: { icon: Heart, tone: 'bg-rose-600' },
  reaction: { icon: SmilePlus, tone: 'bg-amber-600' },
  comment: { icon: MessageCircle, tone: 'bg-indigo-600' },
  fulfillment: { icon: Gift, tone: 'bg-emerald-700' },
  // An extra of our server: a report the member made was resolved (it opens nothing).
  report: { icon: Flag, tone: 'bg-slate-600' },
  // Extras of gifting (contract/gifting.ts, contract/occasion.ts).
  pledge: { icon: Coins, tone: 'bg-emerald-700' },
  reveal: { icon: PartyPopper, tone: 'bg-fuchsia-700' },
  occasion_reminder: { icon: CalendarHeart, tone: 'bg-orange-700' },
};

function Sender({ notification }: { notification: Notification }) {
  const kind = kinds[notification.type];
  const from = notification.fromUserId;
  return (
    <span className="relative shrink-0">
      {from ? (
        <Avatar name={from.fullName} src={from.profileImage} size="md" />
      ) : (
        // Nobody may be named (an anonymous offer): a neutral face.
        <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className={cn('absolute -bottom-1 -end-1 flex size-5 items-center justify-center rounded-full text-white ring-2 ring-card', kind.tone)}>
        <kind.icon className="size-3" aria-hidden="true" />
      </span>
    </span>
  );
}

function Body({ notification }: { notification: Notification }) {
  return (
    <>
      <Sender notification={notification} />
      <span className="grid min-w-0 flex-1 gap-1">
        {/* Messages may run over several lines; what a member wrote stays text. */}
        <span className={cn('whitespace-pre-line wrap-anywhere text-sm leading-snug', !notification.isRead && 'font-medium')}>
          <NoticeText notification={notification} />
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {timeAgo(notification.createdAt)}
        </time>
      </span>
      {notification.isRead ? null : (
        <span className="mt-1.5 flex shrink-0 items-center">
          <span className="size-2.5 rounded-full bg-primary" aria-hidden="true" />
          <span className="sr-only">
            <Trans>, unread</Trans>
          </span>
        </span>
      )}
    </>
  );
}

const rowClass = (unread: boolean) =>
  cn(
    'flex w-full items-start gap-3 rounded-2xl border p-3 text-start transition-colors sm:gap-4 sm:p-4',
    unread ? 'border-primary/25 bg-accent/50 hover:bg-accent' : 'bg-card hover:bg-muted',
  );

/**
 * The notifications, newest first. A click marks one read (through `onOpen`) and opens what it is
 * about: the sender's profile or the desire.
 */
export function NotificationList({ items, onOpen }: { items: Notification[]; onOpen: (notification: Notification) => void }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-2" aria-label={t`Notifications`}>
      {items.map((notification) => {
        const target = notificationTarget(notification);
        const unread = !notification.isRead;
        return (
          <li key={notification._id}>
            {target ? (
              <Link to={target} onClick={() => onOpen(notification)} className={rowClass(unread)}>
                <Body notification={notification} />
              </Link>
            ) : unread ? (
              <button type="button" onClick={() => onOpen(notification)} className={rowClass(unread)}>
                <Body notification={notification} />
              </button>
            ) : (
              <div className={rowClass(unread)}>
                <Body notification={notification} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function NotificationListSkeleton() {
  const { t } = useLingui();
  return <RowSkeletons rows={5} label={t`Loading notifications`} rowClassName="flex items-start gap-3 rounded-2xl border p-3 sm:gap-4 sm:p-4" lineWidths={['w-3/4', 'w-20']} />;
}
