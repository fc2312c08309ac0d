import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type Chat, type ChatMemberSettings } from '@contract/chat';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { chatMembers, chats, messages, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { newId } from '../lib/ids';
import type { LivePublisher } from '../live/publisher';
import { publishChatDeleted } from './chat-events';
import { readChat } from './chat-views';
import { chatBlockedBy, takesMessageNotices } from './visibility/chats';
import { isHiddenAccount } from './visibility/members';
import { isFollowing } from './people';

/*
 * One-to-one chats (docs/decisions/chat.md "Chat on the server"): only between two
 * members where at least one follows the other, one chat per unordered pair, and only its two
 * participants may read or write it. Anyone else is told the chat does not exist.
 */

/** Both rows of a chat, as seen from one participant: null when `readerId` is not one of them. */
export interface Membership {
  chatId: string;
  otherId: string;
  blocked: boolean;
  blockedByOther: boolean;
  /** The other participant is out of the members' space (blocked by an admin, or an admin now): nobody writes to them. */
  otherAway: boolean;
  /** The other participant muted the chat: no push to their devices. */
  otherMuted: boolean;
  /** The other participant's Messages switch is on: their devices and digest hear of new messages. */
  otherTakesNotices: boolean;
}

/** The reader's membership of a chat, or 404 with the no-access message (existence never shows). */
export async function membershipOf(db: Database, readerId: string, chatId: string, options: { lock?: boolean } = {}): Promise<Membership> {
  const result = await db.execute(sql`
    select me.chat_id as "chatId", other.user_id as "otherId", ${chatBlockedBy('me', 'other')} as blocked,
           ${chatBlockedBy('other', 'me')} as "blockedByOther",
           ${isHiddenAccount} as "otherAway", other.muted as "otherMuted", ${takesMessageNotices('other')} as "otherTakesNotices"
    from chats c
    join chat_members me on me.chat_id = c.id and me.user_id = ${readerId}
    join chat_members other on other.chat_id = c.id and other.user_id <> ${readerId}
    join ${users} on ${users.id} = other.user_id
    where c.id = ${chatId}
    ${options.lock ? sql`for update of c` : sql``}`);
  const [row] = rowsOf<Membership>(result);
  if (!row) throw notFound(CHAT_MESSAGES.noAccess);
  return row;
}

const pairOf = (a: string, b: string) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/**
 * POST /api/chats: the pair's one chat, made when there is none (`created` true). Refused with
 * oneself, with an unknown member or an account out of the members' space (an admin, or a member an
 * admin has blocked: 404 alike), when neither follows the other, and for a member the other
 * participant has blocked. Two calls at once make one chat: the unique pair
 * index lets one insert through and the other finds it.
 */
export async function startChat(db: Database, readerId: string, otherUserId: string): Promise<{ chat: Chat; created: boolean }> {
  if (otherUserId === readerId) throw badRequest(CHAT_MESSAGES.withSelf);
  const [other] = await db.select({ id: users.id, away: sql<boolean>`${isHiddenAccount}` }).from(users).where(eq(users.id, otherUserId)).limit(1);
  // An account out of the members' space answers as nobody does (people.ts findMember): an admin's id is not told apart.
  if (!other || other.away) throw notFound(CHAT_MESSAGES.unknownMember);
  const pair = pairOf(readerId, other.id);
  const [existing] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.userLow, pair.userLow), eq(chats.userHigh, pair.userHigh))).limit(1);
  if (existing) {
    const membership = await membershipOf(db, readerId, existing.id);
    if (membership.blockedByOther) throw forbidden(CHAT_MESSAGES.blockedByOther);
  }
  const connected = (await isFollowing(db, readerId, other.id)) || (await isFollowing(db, other.id, readerId));
  if (!connected) throw forbidden(CHAT_MESSAGES.notConnected);
  if (existing) {
    // Asked for again after it was deleted under a block (or was simply out of the list): back in the reader's list.
    await db.update(chatMembers).set({ hidden: false }).where(and(eq(chatMembers.chatId, existing.id), eq(chatMembers.userId, readerId)));
    return { chat: await readChat(db, readerId, existing.id), created: false };
  }

  const chatId = await db.transaction(async (tx) => {
    const [made] = await tx.insert(chats).values({ id: newId(), ...pair }).onConflictDoNothing().returning({ id: chats.id });
    if (!made) return null;
    await tx.insert(chatMembers).values([
      { chatId: made.id, userId: readerId },
      { chatId: made.id, userId: other.id },
    ]);
    return made.id;
  });
  if (chatId) return { chat: await readChat(db, readerId, chatId), created: true };
  // Another call made it meanwhile (its transaction has committed, or the insert would have waited).
  const [raced] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.userLow, pair.userLow), eq(chats.userHigh, pair.userHigh))).limit(1);
  if (!raced) throw new Error('the chat of a pair was neither inserted nor found');
  return { chat: await readChat(db, readerId, raced.id), created: false };
}

/**
 * DELETE /api/chats/{chatId}: the conversation and every message in it are gone for both participants
 * (docs/decisions/chat.md "Chat deletion"), as the confirmation says, and both are told live. A chat
 * under a block keeps its two member rows, empty and out of both lists, so that deleting cannot lift
 * the block; any other chat goes entirely, and starting one again makes a new one.
 */
export async function deleteChat(db: Database, live: LivePublisher, readerId: string, chatId: string): Promise<void> {
  const otherId = await db.transaction(async (tx) => {
    // The chat's row lock orders this against a message being sent: that message is deleted with the rest, or comes after and starts afresh.
    const membership = await membershipOf(tx, readerId, chatId, { lock: true });
    if (membership.blocked || membership.blockedByOther) {
      await tx.delete(messages).where(eq(messages.chatId, chatId));
      await tx.update(chatMembers).set({ hidden: true }).where(eq(chatMembers.chatId, chatId));
    } else {
      await tx.delete(chats).where(eq(chats.id, chatId));
    }
    return membership.otherId;
  });
  publishChatDeleted(live, chatId, readerId, otherId);
}

/** PATCH /api/chats/{chatId}/settings: the reader's own switches; the chat as they now see it. */
export async function changeChatSettings(db: Database, readerId: string, chatId: string, body: Partial<ChatMemberSettings>): Promise<Chat> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<ChatMemberSettings>;
  if (Object.keys(changes).length > 0) {
    const changed = await db
      .update(chatMembers)
      .set(changes)
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, readerId)))
      .returning({ chatId: chatMembers.chatId });
    if (changed.length === 0) throw notFound(CHAT_MESSAGES.noAccess);
  }
  return readChat(db, readerId, chatId);
}
