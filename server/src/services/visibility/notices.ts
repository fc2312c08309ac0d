import { and, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { comments, desires, notifications, occasions } from '../../db/schema';
import { visibleTo } from './desires';
import { notBlockedBetween, notHidden, mutes } from './members';
import { occasionVisibleTo } from './occasions';

/*
 * Which of a member's notices they may still be shown, wherever a notice goes: the notifications list
 * and its unread count, the email digest, and a push still waiting to leave. A notice was written only
 * when it was allowed (notifications.ts writeNotification asks `silenced`), so this keeps out what
 * changed since: a block or a mute, an account an admin blocked, a desire the recipient can no longer
 * see, a comment an operator hid (its words are quoted in the notice), an occasion's reminder when the
 * recipient may no longer see that occasion (occasions.ts).
 */

/**
 * `notifications` is the notice, `recipientId` its recipient (a value, a placeholder or an
 * expression of the outer statement). The rules on the notice's desire and comment are scalar
 * subqueries on their primary keys, so that each stays one look-up per notice: as a join or EXISTS
 * the planner may hash every desire first, which grows with the whole table.
 */
export function noticeVisible(recipientId: string | Placeholder | SQL): SQL {
  return and(
    or(isNull(notifications.desireId), sql`coalesce((select ${visibleTo(recipientId as string | Placeholder)} from ${desires} where ${desires.id} = ${notifications.desireId}), false)`),
    // Nor one caused by a member who is blocked now.
    notHidden(notifications.actorId),
    // Nor one caused by a member the recipient muted, or blocked, or was blocked by, since.
    sql`not ${mutes(recipientId, notifications.actorId)}`,
    or(isNull(notifications.actorId), notBlockedBetween(recipientId, notifications.actorId)),
    // Nor one that quotes a comment an operator hid.
    sql`(${notifications.type} <> 'comment' or coalesce((select ${comments.hiddenReason} is null from ${comments} where ${comments.id} = ${notifications.relatedId}), true))`,
    // Nor the reminder of an occasion the recipient may no longer see (it went private, they unfollowed).
    sql`(${notifications.type} <> 'occasion_reminder' or coalesce((select ${occasionVisibleTo(recipientId, { attention: true })} from ${occasions} where ${occasions.id} = ${notifications.relatedId}), false))`,
  )!;
}
