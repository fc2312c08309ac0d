import { sql, type SQL } from 'drizzle-orm';
import type { PushPayload } from '@contract/push';
import type { Database } from '../../db/client';
import type { LanguageChoice } from '@contract/languages';
import { rowsOf } from '../../db/rows';
import { notifications, pushDeliveries, type NoticeParts } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { chatTellsOf } from '../visibility/chats';
import { memberLanguage, noticeWords } from '../texts';
import { noticeVisible } from '../visibility/notices';
import { isPresent } from './presence';

/** How many times a push is tried before it is given up: about 16 minutes of backoff in all. */
export const PUSH_ATTEMPTS = 6;
/** How long a process holds the pushes it took before another may take them (it crashed, say). */
export const PUSH_LEASE_MS = 60_000;
/** The wait after the first failed attempt; it doubles after each. */
export const PUSH_BACKOFF_MS = 30_000;

/** A new id in SQL, in the shape of lib/ids newId (seconds, then random hex), one per row. */
const sqlId = sql`lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0') || substr(md5(random()::text || clock_timestamp()::text), 1, 16)`;

const queuedListeners = new Set<() => void>();

/** Told when a push was queued in this process (plugins/push.ts wakes its worker once the request is answered). */
export function onPushQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Tells this process's listeners that pushes were queued (once the statement that queued them ran). */
export function pushesQueued(count: number): void {
  if (count > 0) for (const listener of queuedListeners) listener();
}

/**
 * SQL that queues `payload` (jsonb) for every device of `memberId`, to run in the statement or
 * transaction that stores what it tells of, so that it leaves only if that is stored. Nothing when the
 * member has no device, nor while they have the app open and visible somewhere (the live channel tells
 * them). `from`: a source the two expressions read (a CTE of the statement), if any. Returns a row per push.
 */
export function pushInsert(memberId: SQL, payload: SQL, from?: SQL, about: PushAbout = {}): SQL {
  return sql`
    insert into push_deliveries (id, subscription_id, payload, notice_id, message_id)
    select ${sqlId}, s.id, ${payload}, ${about.noticeId ?? sql`null`}, ${about.messageId ?? sql`null`} from ${from ? sql`${from}, ` : sql``}push_subscriptions s
    where s.user_id = ${memberId} and not ${isPresent(memberId)}
    returning 1`;
}

/** The notice or chat message a push tells of (text ids, as SQL): it is asked again when the push leaves. */
export interface PushAbout {
  noticeId?: SQL;
  messageId?: SQL;
}

/** `payload` as the jsonb parameter pushInsert takes. */
export const pushPayload = (payload: PushPayload) => sql`${JSON.stringify(payload)}::jsonb`;

export interface TakenPush {
  id: string;
  attempts: number;
  /** Whether its member may still be told what it tells (visibility/notices.ts, visibility/chats.ts); if not, it is dropped unsent. */
  told: boolean;
  /** As queued, but a notice's words in its member's language (their choice, else their browser's). */
  payload: PushPayload;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const anyPushDue = preparedQuery((db) =>
  db
    .select({ one: sql<number>`1` })
    .from(pushDeliveries)
    .where(sql`${pushDeliveries.dueAt} <= now()`)
    .limit(1)
    .prepare('push_any_due'),
);

/**
 * Takes up to `limit` pushes that are due, for this process alone: each is leased (its due time moved
 * past the lease, its attempt counted) in one statement, rows another process is taking skipped. A
 * process that stops mid-send leaves them to be taken again when the lease ends.
 */
export async function takeDuePushes(db: Database, limit: number): Promise<TakenPush[]> {
  // The worker looks every few seconds, and almost always finds nothing: a read of the index says so,
  // where the leasing statement is a write (on the embedded database, time on the one thread every statement shares).
  if ((await anyPushDue(db).execute()).length === 0) return [];
  const result = await db.execute(sql`
    with due as (
      select id from push_deliveries where due_at <= now() order by due_at limit ${limit} for update skip locked
    ), taken as (
      update push_deliveries d set due_at = now() + ${`${PUSH_LEASE_MS} milliseconds`}::interval, attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.attempts, d.payload, d.subscription_id, d.notice_id, d.message_id
    )
    select t.id, t.attempts, t.payload, s.id as "subscriptionId", s.endpoint, s.p256dh, s.auth,
      n.parts, us.language, us.browser_language as "browserLanguage",
      (t.notice_id is null or exists (select 1 from ${notifications} where ${notifications.id} = t.notice_id and ${noticeVisible(sql`${notifications.recipientId}`)}))
      and (t.message_id is null or exists (
        select 1 from messages m join chat_members told on told.chat_id = m.chat_id and told.user_id = s.user_id
        where m.id = t.message_id and ${chatTellsOf('told')})) as told
    from taken t join push_subscriptions s on s.id = t.subscription_id
    left join ${notifications} n on n.id = t.notice_id
    left join user_settings us on us.user_id = s.user_id`);
  type Row = Omit<TakenPush, 'payload'> & { payload: PushPayload; parts: NoticeParts | null; language: LanguageChoice | null; browserLanguage: string | null };
  return rowsOf<Row>(result).map(({ parts, language, browserLanguage, ...row }) => ({
    ...row,
    attempts: Number(row.attempts),
    told: Boolean(row.told),
    // Queued with the English words; a notice written with its parts is told in its member's language.
    payload: parts ? { ...row.payload, body: noticeWords(parts, memberLanguage(language, browserLanguage)) } : row.payload,
  }));
}

/** Sent, or given up: the rows go, in one statement. */
export async function dropPushes(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`delete from push_deliveries where id = any(${sql.param([...ids])}::text[])`);
}

/** Tried again after the backoff of its attempt count. */
export async function retryPushLater(db: Database, id: string, attempts: number): Promise<void> {
  const waitMs = PUSH_BACKOFF_MS * 2 ** Math.max(0, attempts - 1);
  await db.execute(sql`update push_deliveries set due_at = now() + ${`${waitMs} milliseconds`}::interval where id = ${id}`);
}

/** The push service said the device is gone (404, 410): its subscription goes, with what waits for it. */
export async function dropSubscription(db: Database, subscriptionId: string): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where id = ${subscriptionId}`);
}
