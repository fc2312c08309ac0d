import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { chatMembers, chats, messages, users } from '../../db/schema';
import { afterCursor, pagesOf, timeKey, type TimeCursor } from './pager';

/**
 * The member's chats with the other side named, and the messages of them the member still has (after
 * their deletion mark, if any), both a page at a time. A chat the member deleted with no message since
 * is left out, as in their list.
 */
export async function* exportChats(db: Database, memberId: string, pageSize?: number) {
  const other = alias(users, 'other');
  const read = (after: TimeCursor | null, size: number) =>
    db
      .select({ id: chats.id, createdAt: chats.createdAt, at: timeKey(chats.createdAt), otherId: other.id, otherName: other.fullName })
      .from(chats)
      .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, memberId)))
      .innerJoin(other, and(or(eq(other.id, chats.userLow), eq(other.id, chats.userHigh)), ne(other.id, memberId)))
      .where(and(eq(chatMembers.hidden, false), afterCursor(chats.createdAt, chats.id, after)))
      .orderBy(asc(chats.createdAt), asc(chats.id))
      .limit(size);
  for await (const page of pagesOf(read, (row) => ({ at: row.at, id: row.id }), pageSize)) {
    yield page.map((c) => ({ id: c.id, with: { id: c.otherId, fullName: c.otherName }, createdAt: c.createdAt.toISOString() }));
  }
}

export async function* exportMessages(db: Database, memberId: string, pageSize?: number) {
  const read = (after: (TimeCursor & { chatId: string }) | null, size: number) =>
    db
      .select({ message: messages, at: timeKey(messages.createdAt) })
      .from(messages)
      .innerJoin(chatMembers, and(eq(chatMembers.chatId, messages.chatId), eq(chatMembers.userId, memberId)))
      .where(
        and(
          sql`(${chatMembers.clearedAt} is null or ${messages.createdAt} > ${chatMembers.clearedAt})`,
          after ? sql`(${messages.chatId}, ${messages.createdAt}, ${messages.id}) > (${after.chatId}, ${after.at}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(messages.chatId), asc(messages.createdAt), asc(messages.id))
      .limit(size);
  for await (const page of pagesOf(read, ({ message, at }) => ({ chatId: message.chatId, at, id: message.id }), pageSize)) {
    yield page.map(({ message: m }) => ({
      id: m.id,
      chatId: m.chatId,
      mine: m.senderId === memberId,
      content: m.content,
      messageType: m.messageType,
      attachmentUrl: m.attachmentUrl,
      replyToId: m.replyToId,
      createdAt: m.createdAt.toISOString(),
    }));
  }
}
