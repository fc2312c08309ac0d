import { sql, type SQL } from 'drizzle-orm';
import type { Chat } from '@contract/chat';
import type { Database } from '../db/client';
import { notFound } from '../lib/http-error';
import { CHAT_MESSAGES } from '@contract/chat';
import { rowsOf } from '../db/rows';
import { chatBlockedBy, chatMemberAway, chatTellsOf } from './visibility/chats';

/*
 * Chats as their reader sees them. Each read is one statement whatever the reader holds: the other
 * participant, the last message the reader may still see and the unread count come from lateral
 * subqueries, each a short walk of messages_chat_created_idx from its end or from a mark.
 */

/** Unread counts stop here: every badge shows "99+" above 99, so a backlog costs no more than 100 rows. */
export const CHAT_UNREAD_CAP = 100;

/** An instant as toISOString writes it, in SQL. */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The reader's marks: what is before them is read, or gone for the reader. */
export const seenUpTo = sql`greatest(coalesce(me.last_read_at, '-infinity'), coalesce(me.cleared_at, '-infinity'))`;

const chatJson = sql`json_build_object(
  '_id', c.id,
  'participants', json_build_array(
    json_build_object('_id', low.id, 'fullName', low.full_name, 'profileImage', low.profile_image),
    json_build_object('_id', high.id, 'fullName', high.full_name, 'profileImage', high.profile_image)),
  'isGroup', false,
  'name', null,
  'lastActivity', ${isoText(sql`c.last_activity`)},
  'lastMessage', case when lm.id is null then null else json_build_object(
    'content', lm.content, 'timestamp', ${isoText(sql`lm.created_at`)}, 'senderId', json_build_object('_id', lm.sender_id)) end,
  'hasUnreadMessages', unread.n > 0,
  'unreadCount', unread.n,
  'settings', json_build_object('muted', me.muted, 'blocked', ${chatBlockedBy('me', 'other')}),
  'blockedByOther', ${chatBlockedBy('other', 'me')},
  'otherUnavailable', ${chatMemberAway('other')},
  'createdAt', ${isoText(sql`c.created_at`)})`;

/** The chats of `me` (a chat_members row) with all a chat answer needs, as `chat` JSON, newest activity first. */
const chatsOf = (where: SQL) => sql`
  select ${chatJson} as chat
  from chat_members me
  join chats c on c.id = me.chat_id
  join chat_members other on other.chat_id = me.chat_id and other.user_id <> me.user_id
  join users low on low.id = c.user_low
  join users high on high.id = c.user_high
  left join lateral (
    select m.id, m.content, m.created_at, m.sender_id from messages m
    where m.chat_id = me.chat_id and m.created_at > coalesce(me.cleared_at, '-infinity')
    order by m.created_at desc, m.id desc limit 1
  ) lm on true
  cross join lateral (
    select count(*)::int as n from (
      select 1 from messages m
      where m.chat_id = me.chat_id and m.created_at > ${seenUpTo} and m.sender_id <> me.user_id
      limit ${sql.raw(String(CHAT_UNREAD_CAP))}
    ) unread_rows
  ) unread
  where ${where}
  order by c.last_activity desc, c.id desc`;

/** GET /api/chats: the reader's chats, newest activity first; the ones they deleted, until a message comes. */
export async function listChats(db: Database, readerId: string): Promise<Chat[]> {
  const result = await db.execute(chatsOf(sql`me.user_id = ${readerId} and not me.hidden`));
  return rowsOf<{ chat: Chat }>(result).map((row) => row.chat);
}

/** One chat of the reader's (deleted by them or not); 404 for anyone else's or none. */
export async function readChat(db: Database, readerId: string, chatId: string): Promise<Chat> {
  const result = await db.execute(chatsOf(sql`me.chat_id = ${chatId} and me.user_id = ${readerId}`));
  const [row] = rowsOf<{ chat: Chat }>(result);
  if (!row) throw notFound(CHAT_MESSAGES.noAccess);
  return row.chat;
}

/**
 * GET /api/messages/unread-count: unread incoming messages across the member's chats, those they are
 * not told of (muted, blocked either way: visibility/chats.ts) left out.
 */
export async function unreadMessageCount(db: Database, readerId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from chat_members me
      join messages m on m.chat_id = me.chat_id and m.created_at > ${seenUpTo} and m.sender_id <> me.user_id
      where me.user_id = ${readerId} and ${chatTellsOf('me')}
      limit ${sql.raw(String(CHAT_UNREAD_CAP))}
    ) unread`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
