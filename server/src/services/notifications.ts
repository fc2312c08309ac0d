import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Notification } from '@contract/notification';
import type { Database } from '../db/client';
import { GENERIC_PLAN } from '../db/generic-plan';
import { preparedQuery } from '../db/prepared';
import { notifications, userSettings, users, type DesireRow, type NoticeParts, type NotificationRow } from '../db/schema';
import { notFound } from '../lib/http-error';
import { newId } from '../lib/ids';
import { onlyMembers } from '../live/audience';
import type { LivePublisher } from '../live/publisher';
import type { MemberRef } from '../db/desire-record';
import { toUserSummary } from './desires/serialise';
import { queueDelivery } from './delivery';
import { noticePush } from './push/payloads';
import { noticeWords } from './texts';
import { silencedBetween } from './visibility/members';
import { noticeVisible } from './visibility/notices';
import { noticeKeptFrom } from './visibility/surprise';

/** The recipient's switch that can silence a kind of notice. */
export type NotificationSwitch = 'notifyFollowers' | 'notifyReactions' | 'notifyComments' | 'notifyFulfillments';

export interface NewNotification {
  recipientId: string;
  /** Who acted: never notified of their own acts. Null: nobody did (a surprise revealed). */
  actorId: string | null;
  /** An anonymous actor is not recorded as the sender (fromUserId stays null). */
  anonymousActor?: boolean;
  type: NotificationRow['type'];
  /** What it tells: its English words are its `message`, and a push or digest writes it in the recipient's language. */
  parts: NoticeParts;
  desireId?: string | null;
  relatedId?: string | null;
  switch?: NotificationSwitch;
  /** The desire the notice is about, when it may be a surprise: its owner is told nothing of givers before the reveal. */
  about?: Pick<DesireRow, 'userId' | 'surprise' | 'revealedAt'>;
}

/**
 * Writes one notification unless it is about the recipient's own act or the recipient switched that
 * kind off. Returns the row written (null when none was), so that a caller can push it live once its
 * transaction has committed.
 */
export async function writeNotification(db: Database, input: NewNotification): Promise<NotificationRow | null> {
  if (input.actorId === input.recipientId) return null;
  if (input.about && noticeKeptFrom(input.about, input.recipientId)) return null;
  // Nothing from a member the recipient muted, nor across a block either way.
  if (input.actorId !== null && (await silencedBetween(db, input.recipientId, input.actorId))) return null;
  if (input.switch) {
    const [settings] = await db.select().from(userSettings).where(eq(userSettings.userId, input.recipientId)).limit(1);
    if (settings && !settings[input.switch]) return null;
  }
  const [row] = await db
    .insert(notifications)
    .values({
      id: newId(),
      recipientId: input.recipientId,
      type: input.type,
      message: noticeWords(input.parts, 'en'),
      parts: input.parts,
      fromUserId: input.anonymousActor ? null : input.actorId,
      actorId: input.actorId,
      desireId: input.desireId ?? null,
      relatedId: input.relatedId ?? null,
    })
    .returning();
  // The member's devices get it too, if they have any (Web Push, sent outside the request), and a
  // digest mail if it stays unread.
  if (row) await queueDelivery(db, row.recipientId, noticePush(row), { noticeId: row.id });
  return row ?? null;
}

/** A short quote of what someone wrote, for a notice. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export const NOTIFICATION_PAGE = 50;

/** An instant as toISOString writes it, in SQL. */
const isoText = (column: SQL | AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const recipient = sql.placeholder('recipientId');

/** A listed notice as the statement writes it: `parts` null for a notice older than its parts. */
type ListedNotice = Omit<Notification, 'parts'> & { parts?: NoticeParts | null };

const latestNotifications = preparedQuery((db) => {
  const latest = db
    .select({
      id: notifications.id,
      type: notifications.type,
      message: notifications.message,
      parts: notifications.parts,
      isRead: notifications.isRead,
      createdAt: sql`${notifications.createdAt}`.as('created_at'),
      createdAtText: sql`${isoText(notifications.createdAt)}`.as('created_at_text'),
      desireId: notifications.desireId,
      relatedId: notifications.relatedId,
      fromId: sql`${users.id}`.as('from_id'),
      fromName: sql`${users.fullName}`.as('from_name'),
      fromImage: sql`${users.profileImage}`.as('from_image'),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.fromUserId))
    .where(and(eq(notifications.recipientId, recipient), noticeVisible(recipient)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE)
    .as('latest');
  return db
    .select({
      list: sql<ListedNotice[]>`${sql.raw(GENERIC_PLAN)} coalesce(json_agg(json_build_object(
        '_id', ${latest.id}, 'type', ${latest.type}, 'message', ${latest.message}, 'isRead', ${latest.isRead},
        'createdAt', ${latest.createdAtText},
        'fromUserId', case when ${latest.fromId} is null then null
          else json_build_object('_id', ${latest.fromId}, 'fullName', ${latest.fromName}, 'profileImage', ${latest.fromImage}) end,
        'desireId', ${latest.desireId}, 'relatedId', ${latest.relatedId}, 'parts', ${latest.parts}
      ) order by ${latest.createdAt} desc, ${latest.id} desc), '[]'::json)`,
    })
    .from(latest)
    .prepare('latest_notifications');
});

/**
 * The member's latest notifications, newest first. Postgres builds the answer's JSON itself, so one
 * value crosses from the database instead of 50 rows of ten columns: half the cost on PGlite.
 */
export async function listNotifications(db: Database, recipientId: string): Promise<Notification[]> {
  const [row] = await latestNotifications(db).execute({ recipientId });
  const list = row?.list ?? [];
  // A notice older than its parts has none to send: the key goes, as the contract has it optional.
  for (const notice of list) if (notice.parts === null) delete notice.parts;
  return list as Notification[];
}

/** Every badge shows "99+" above 99, so counting stops here: a backlog of thousands costs no more than 100. */
export const UNREAD_COUNT_CAP = 100;

const countUnread = preparedQuery((db) => {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipient), eq(notifications.isRead, false), noticeVisible(recipient)))
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  return db.select({ n: sql<number>`${sql.raw(GENERIC_PLAN)} count(*)::int` }).from(unread).prepare('count_unread_notifications');
});

/** Unread notifications, exact up to UNREAD_COUNT_CAP and that number from there. */
export async function unreadCount(db: Database, recipientId: string): Promise<number> {
  const [row] = await countUnread(db).execute({ recipientId });
  return row?.n ?? 0;
}

/** Marks one of the member's own notifications read; 404 for anyone else's. */
export async function markRead(db: Database, recipientId: string, id: string): Promise<void> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('Notification not found');
}

/** A notice as GET /notifications answers it; the actor is named only when the row records them. */
export function toNotification(row: NotificationRow, actor: MemberRef): Notification {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    fromUserId: row.fromUserId !== null && row.fromUserId === actor.id ? toUserSummary(actor) : null,
    desireId: row.desireId,
    relatedId: row.relatedId,
    parts: row.parts ?? undefined,
  };
}

/**
 * The notices a transaction writes, held until it has committed and then pushed live, each to its
 * recipient only. A transaction that fails never sends them: the outbox is simply dropped.
 */
export class NoticeOutbox {
  private readonly notices: { recipientId: string; notification: Notification }[] = [];

  /** `row` as writeNotification returned it (null: nothing was written). */
  add(row: NotificationRow | null, actor: MemberRef): void {
    if (row) this.notices.push({ recipientId: row.recipientId, notification: toNotification(row, actor) });
  }

  send(live: LivePublisher): void {
    for (const { recipientId, notification } of this.notices) {
      live.publish({ kind: 'event', audience: onlyMembers([recipientId]), event: { type: 'notification', data: notification } });
    }
  }
}
