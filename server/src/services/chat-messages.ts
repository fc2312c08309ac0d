import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type ChatMessage, type MessagePage } from '@contract/chat';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { UserRow } from '../db/schema';
import { forbidden, notFound } from '../lib/http-error';
import { newId } from '../lib/ids';
import type { LivePublisher } from '../live/publisher';
import { publishChatMessage } from './chat-events';
import { isoText, seenUpTo } from './chat-views';
import { membershipOf } from './chats';
import { excerpt } from './notifications';
import { queueDelivery } from './delivery';
import { messagePush } from './push/payloads';

const messageJson = sql`json_build_object(
  '_id', m.id, 'chatId', m.chat_id, 'content', m.content,
  'senderId', json_build_object('_id', u.id, 'fullName', u.full_name, 'profileImage', u.profile_image),
  'createdAt', ${isoText(sql`m.created_at`)},
  'readBy', case when reader.user_id is null then '[]'::json
    else json_build_array(json_build_object('userId', reader.user_id, 'readAt', ${isoText(sql`reader.read_at`)})) end,
  'messageType', m.message_type, 'attachmentUrl', m.attachment_url, 'replyToId', m.reply_to_id)`;

/**
 * One page of a thread, newest first from the cursor on, by keyset over (created_at, id): a page
 * deep in a 10,000-message chat walks as few index entries as the first. Membership, the reader's
 * deletion mark and the cursor's position are read in the same statement. `readBy` is the other
 * participant once their read mark has reached the message.
 */
export const pageQuery = (chatId: string, readerId: string, before: string | undefined, rows: number) => sql`
  with me as (select cleared_at from chat_members where chat_id = ${chatId} and user_id = ${readerId}),
  page as (
    select ${messageJson} as message, m.created_at, m.id
    from messages m
    join users u on u.id = m.sender_id
    left join chat_members reader on reader.chat_id = m.chat_id and reader.user_id <> m.sender_id and reader.last_read_at >= m.created_at
    where m.chat_id = ${chatId} and exists (select 1 from me)
      and m.created_at > coalesce((select cleared_at from me), '-infinity')
      ${before ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from messages b where b.id = ${before} and b.chat_id = ${chatId})` : sql``}
    order by m.created_at desc, m.id desc
    limit ${rows}::int
  )
  select exists (select 1 from me) as member,
    coalesce((select json_agg(page.message order by page.created_at, page.id) from page), '[]'::json) as messages`;

/** GET /api/chats/{chatId}/messages: `limit` messages before `before` (or the newest), oldest first. */
export async function messagePage(db: Database, readerId: string, chatId: string, query: { before?: string; limit: number }): Promise<MessagePage> {
  const result = await db.execute(pageQuery(chatId, readerId, query.before, query.limit + 1));
  const [row] = rowsOf<{ member: boolean; messages: ChatMessage[] }>(result);
  if (!row?.member) throw notFound(CHAT_MESSAGES.noAccess);
  const hasMore = row.messages.length > query.limit;
  const messages = hasMore ? row.messages.slice(1) : row.messages;
  return { messages, hasMore, nextCursor: hasMore ? (messages[0]?._id ?? null) : null };
}

/**
 * POST /api/chats/{chatId}/messages: stores the message (as the plain text it is) unless either side
 * has blocked the other or the other participant is out of the members' space (an admin, or blocked
 * by an admin since), and, once committed, sends it to both participants. The chat's row lock
 * orders the messages of a chat: each takes an instant after the one before it, so a read mark (the
 * newest message's instant) never covers a message that was still being written.
 */
export async function sendMessage(
  db: Database,
  live: LivePublisher,
  sender: Pick<UserRow, 'id' | 'fullName' | 'profileImage'>,
  chatId: string,
  content: string,
): Promise<ChatMessage> {
  const { message, recipientId } = await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, sender.id, chatId, { lock: true });
    // An admin, or a member an operator blocked since the chat began, takes no messages: said as it is,
    // not as a missing follow (they may follow each other still).
    if (membership.otherAway) throw forbidden(CHAT_MESSAGES.otherUnavailable);
    if (membership.blocked) throw forbidden(CHAT_MESSAGES.blockedByMe);
    if (membership.blockedByOther) throw forbidden(CHAT_MESSAGES.blockedByOther);
    const result = await tx.execute(sql`
      with chat as (
        update chats set last_activity = greatest(date_trunc('milliseconds', clock_timestamp()), last_activity + interval '1 millisecond')
        where id = ${chatId} returning last_activity
      ),
      stored as (
        insert into messages (id, chat_id, sender_id, content, created_at)
        select ${newId()}::text, ${chatId}::text, ${sender.id}::text, ${content}::text, chat.last_activity from chat
        returning id, created_at, message_type, attachment_url, reply_to_id
      ),
      shown as (update chat_members set hidden = false where chat_id = ${chatId} and hidden returning 1)
      select id, ${isoText(sql`created_at`)} as "createdAt", message_type as "messageType",
             attachment_url as "attachmentUrl", reply_to_id as "replyToId"
      from stored`);
    const [stored] = rowsOf<Pick<ChatMessage, '_id' | 'createdAt' | 'messageType' | 'attachmentUrl' | 'replyToId'> & { id: string }>(result);
    if (!stored) throw new Error('the message was not stored');
    const sent: ChatMessage = {
      _id: stored.id,
      chatId,
      content,
      senderId: { _id: sender.id, fullName: sender.fullName, profileImage: sender.profileImage },
      createdAt: stored.createdAt,
      readBy: [],
      messageType: stored.messageType,
      attachmentUrl: stored.attachmentUrl,
      replyToId: stored.replyToId,
    };
    // The other member's devices and their digest, unless they muted this chat or switched messages off.
    if (!membership.otherMuted && membership.otherTakesNotices) await queueDelivery(tx, membership.otherId, messagePush(chatId, sender.fullName, excerpt(content, 120)), { messageId: stored.id });
    return { message: sent, recipientId: membership.otherId };
  });
  publishChatMessage(live, chatId, message, recipientId);
  return message;
}

/**
 * POST /api/chats/{chatId}/messages/mark-read: the reader's read mark moves to the newest message's
 * instant (not to now: a message being written meanwhile takes a later one and stays unread).
 * Answers how many incoming messages that made read.
 */
export async function markChatRead(db: Database, readerId: string, chatId: string): Promise<number> {
  const result = await db.execute(sql`
    with me as (select last_read_at, cleared_at from chat_members where chat_id = ${chatId} and user_id = ${readerId}),
    newest as (select max(created_at) as at from messages where chat_id = ${chatId} and exists (select 1 from me)),
    marked as (
      select count(*)::int as n from messages m, me
      where m.chat_id = ${chatId} and m.sender_id <> ${readerId}
        and m.created_at > ${seenUpTo} and m.created_at <= (select at from newest)
    ),
    moved as (
      update chat_members set last_read_at = (select at from newest), read_at = date_trunc('milliseconds', clock_timestamp())
      where chat_id = ${chatId} and user_id = ${readerId} and (select at from newest) > coalesce(last_read_at, '-infinity')
      returning 1
    )
    select exists (select 1 from me) as member, (select n from marked) as marked, (select count(*) from moved) as moved`);
  const [row] = rowsOf<{ member: boolean; marked: number }>(result);
  if (!row?.member) throw notFound(CHAT_MESSAGES.noAccess);
  return row.marked;
}
