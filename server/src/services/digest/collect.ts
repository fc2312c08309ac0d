import { sql, type SQL } from 'drizzle-orm';
import type { Language, LanguageChoice } from '@contract/languages';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notifications, type NoticeParts, type NotificationRow } from '../../db/schema';
import { chatTellsOf, takesMessageNotices } from '../visibility/chats';
import { isHiddenAccountAs } from '../visibility/members';
import { noticeVisible } from '../visibility/notices';
import { CHAT_UNREAD_CAP, seenUpTo } from '../chat-views';
import { memberLanguage } from '../texts';

/** The newest notices a digest lists by their words; the rest it counts. */
export const DIGEST_NOTICES_SHOWN = 10;
/** Past this many unread notices the count says "1000 or more" in effect: nobody reads further. */
const NOTICE_COUNT_CAP = 1000;

export interface DigestNotice {
  type: NotificationRow['type'];
  /** The English words; `parts`, when the notice has them, write it in the member's language. */
  message: string;
  parts: NoticeParts | null;
  fromUserId: string | null;
  desireId: string | null;
  relatedId: string | null;
  createdAt: string;
}

export interface DigestChat {
  chatId: string;
  /** The other member's name. */
  from: string;
  count: number;
}

/** What a digest for one member would hold: unread since the last digest. Instants are ISO text with microseconds. */
export interface DigestContent {
  email: string;
  fullName: string;
  /** The language the mail speaks: the member's choice, else their browser's, else English. */
  language: Language;
  /** A verified address, not blocked, not an admin, digests on. */
  eligible: boolean;
  notices: DigestNotice[];
  noticeCount: number;
  chats: DigestChat[];
  /** The oldest and newest unread thing in it; null when there is none. */
  oldest: string | null;
  newest: string | null;
}

/** Incoming unread messages of `me` (a chat_members row) after `since`: muted and blocked chats left out. */
const unreadMessages = (since: SQL) => sql`
  select m.created_at from messages m
  where m.chat_id = me.chat_id and m.created_at > greatest(${seenUpTo}, ${since}) and m.sender_id <> me.user_id`;

/** The member's chats they are told of by mail: not muted, not blocked either way, messages switched on (visibility/chats.ts). */
const toldChats = (memberId: SQL) => sql`me.user_id = ${memberId} and ${chatTellsOf('me')} and ${takesMessageNotices('me')}`;

/** Unread notices the member may still be shown, by the in-app list's own rule (visibility/notices.ts). */
const unreadNotices = (memberId: SQL, since: SQL) => sql`${notifications.recipientId} = ${memberId} and not ${notifications.isRead} and ${notifications.createdAt} > ${since} and ${noticeVisible(memberId)}`;

const instant = (value: string | null) => sql`${value ?? '-infinity'}::timestamptz`;
/** ISO 8601 with the microseconds Postgres keeps: read back, it is the same instant, so nothing is mailed twice. */
export const micros = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** SQL: something unread came for the member after `since` (Postgres text). */
export const hasUnreadAfter = (memberId: string, since: string) => sql`(
  exists (select 1 from ${notifications} where ${unreadNotices(sql`${memberId}`, instant(since))})
  or exists (select 1 from chat_members me where ${toldChats(sql`${memberId}`)} and exists (${unreadMessages(instant(since))})))`;

/** One statement: the member, their unread notices and chats since `since` (null: ever). */
export async function collectDigest(db: Database, memberId: string, since: string | null): Promise<DigestContent | null> {
  const after = instant(since);
  const result = await db.execute(sql`
    select u.email, u.full_name as "fullName", s.language as "languageChoice", s.browser_language as "browserLanguage",
      (u.is_verified and not ${isHiddenAccountAs('u')} and coalesce(s.email_digest, true)) as eligible,
      (select coalesce(json_agg(x), '[]') from (
        select ${notifications.type}, ${notifications.message}, ${notifications.parts}, ${notifications.fromUserId} as "fromUserId", ${notifications.desireId} as "desireId",
          ${notifications.relatedId} as "relatedId", ${micros(sql`${notifications.createdAt}`)} as "createdAt" from ${notifications}
        where ${unreadNotices(sql`u.id`, after)} order by ${notifications.createdAt} desc limit ${DIGEST_NOTICES_SHOWN}
      ) x) as notices,
      nt.count as "noticeCount", ${micros(sql`nt.oldest`)} as "noticesOldest", ${micros(sql`nt.newest`)} as "noticesNewest",
      (select coalesce(json_agg(c order by c.newest desc), '[]') from (
        select me.chat_id as "chatId", other_user.full_name as "from", um.count, ${micros(sql`um.oldest`)} as oldest, ${micros(sql`um.newest`)} as newest
        from chat_members me
        join chat_members other on other.chat_id = me.chat_id and other.user_id <> me.user_id
        join users other_user on other_user.id = other.user_id
        cross join lateral (
          select count(*)::int as count, min(q.created_at) as oldest, max(q.created_at) as newest
          from (${unreadMessages(after)} order by m.created_at limit ${CHAT_UNREAD_CAP}) q
        ) um
        where ${toldChats(sql`u.id`)} and um.count > 0
      ) c) as chats
    from users u
    left join user_settings s on s.user_id = u.id
    cross join lateral (
      select count(*)::int as count, min(q.created_at) as oldest, max(q.created_at) as newest
      from (select ${notifications.createdAt} from ${notifications} where ${unreadNotices(sql`u.id`, after)} limit ${NOTICE_COUNT_CAP}) q
    ) nt
    where u.id = ${memberId}`);
  type Row = Omit<DigestContent, 'chats' | 'oldest' | 'newest' | 'language'> & {
    languageChoice: LanguageChoice | null;
    browserLanguage: string | null;
    noticesOldest: string | null;
    noticesNewest: string | null;
    chats: (DigestChat & { oldest: string; newest: string })[];
  };
  const [row] = rowsOf<Row>(result);
  if (!row) return null;
  const chats = row.chats.map(({ chatId, from, count }) => ({ chatId, from, count: Number(count) }));
  const instants = [row.noticesOldest, row.noticesNewest, ...row.chats.flatMap((c) => [c.oldest, c.newest])].filter((t): t is string => t !== null);
  // Same width and zone throughout: the text sorts as the instants do.
  const ordered = [...instants].sort();
  return {
    email: row.email,
    fullName: row.fullName,
    language: memberLanguage(row.languageChoice, row.browserLanguage),
    eligible: Boolean(row.eligible),
    notices: row.notices,
    noticeCount: Number(row.noticeCount),
    chats,
    oldest: ordered[0] ?? null,
    newest: ordered.at(-1) ?? null,
  };
}
