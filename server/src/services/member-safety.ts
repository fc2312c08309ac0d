import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { SAFETY_MESSAGES, type BlockResult, type BlocksAndMutes, type MuteResult } from '@contract/member-safety';
import type { Database } from '../db/client';
import { categories, categoryShares, chats, desireShares, desires, follows, memberBlocks, memberMutes, users } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { publishBlockChange } from '../live/chat-block';
import type { LivePublisher } from '../live/publisher';
import { membershipOf } from './chats';

/*
 * Blocking and muting members (docs/decisions/people-and-safety.md "Blocking and muting members"). The rules on the
 * read paths live where each path is built; this module writes and lists the blocks and mutes.
 */

/** The member to block or mute: 400 for oneself or an admin, 404 for nobody (or a member an admin blocked, out of the members' space). */
async function findTarget(db: Database, actorId: string, targetId: string, what: 'block' | 'mute'): Promise<string> {
  if (targetId === actorId) throw badRequest(what === 'block' ? SAFETY_MESSAGES.blockSelf : SAFETY_MESSAGES.muteSelf);
  const [row] = await db.select({ id: users.id, role: users.role, isBlocked: users.isBlocked }).from(users).where(eq(users.id, targetId)).limit(1);
  if (!row || row.isBlocked) throw notFound('User not found');
  if (row.role === 'admin') throw badRequest(what === 'block' ? SAFETY_MESSAGES.blockAdmin : SAFETY_MESSAGES.muteAdmin);
  return row.id;
}

/**
 * POST /api/users/{id}/block: idempotent. In one transaction: the block, the follows both ways
 * (follower counts are counted from follows, so they follow), the category shares both ways and the
 * custom desires each shared with the other (a block ends what they shared).
 */
export async function blockMember(db: Database, blockerId: string, targetId: string): Promise<BlockResult> {
  const blockedId = await findTarget(db, blockerId, targetId, 'block');
  await db.transaction(async (tx) => {
    await tx.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(or(and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)), and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId))));
    await tx
      .delete(categoryShares)
      .where(
        or(
          and(eq(categoryShares.sharedWithUserId, blockedId), inArray(categoryShares.categoryId, tx.select({ id: categories.id }).from(categories).where(eq(categories.userId, blockerId)))),
          and(eq(categoryShares.sharedWithUserId, blockerId), inArray(categoryShares.categoryId, tx.select({ id: categories.id }).from(categories).where(eq(categories.userId, blockedId)))),
        ),
      );
    await tx
      .delete(desireShares)
      .where(
        or(
          and(eq(desireShares.userId, blockedId), inArray(desireShares.desireId, tx.select({ id: desires.id }).from(desires).where(eq(desires.userId, blockerId)))),
          and(eq(desireShares.userId, blockerId), inArray(desireShares.desireId, tx.select({ id: desires.id }).from(desires).where(eq(desires.userId, blockedId)))),
        ),
      );
  });
  return { message: SAFETY_MESSAGES.blocked, blockedByMe: true };
}

/**
 * DELETE /api/users/{id}/block: idempotent; nothing the block ended comes back. The member's own
 * block is lifted whatever the other has become since (blocked by an admin: /me/blocks-and-mutes lists them
 * to be undone); with no block to lift, the target is checked as for a block.
 */
export async function unblockMember(db: Database, blockerId: string, targetId: string): Promise<BlockResult> {
  const lifted = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, targetId)))
    .returning({ id: memberBlocks.blockedId });
  if (lifted.length === 0) await findTarget(db, blockerId, targetId, 'block');
  return { message: SAFETY_MESSAGES.unblocked, blockedByMe: false };
}

export async function muteMember(db: Database, muterId: string, targetId: string): Promise<MuteResult> {
  const mutedId = await findTarget(db, muterId, targetId, 'mute');
  await db.insert(memberMutes).values({ muterId, mutedId }).onConflictDoNothing();
  return { message: SAFETY_MESSAGES.muted, mutedByMe: true };
}

/** DELETE /api/users/{id}/mute: idempotent; the member's own mute is lifted as a block is (unblockMember). */
export async function unmuteMember(db: Database, muterId: string, targetId: string): Promise<MuteResult> {
  const lifted = await db
    .delete(memberMutes)
    .where(and(eq(memberMutes.muterId, muterId), eq(memberMutes.mutedId, targetId)))
    .returning({ id: memberMutes.mutedId });
  if (lifted.length === 0) await findTarget(db, muterId, targetId, 'mute');
  return { message: SAFETY_MESSAGES.unmuted, mutedByMe: false };
}

/** GET /api/me/blocks-and-mutes: whom the reader blocked and muted, the latest first (members an admin blocked stay listed, to be undone). */
export async function listBlocksAndMutes(db: Database, memberId: string): Promise<BlocksAndMutes> {
  const summary = { _id: users.id, fullName: users.fullName, profileImage: users.profileImage };
  const [blocked, muted] = await Promise.all([
    db
      .select(summary)
      .from(memberBlocks)
      .innerJoin(users, eq(users.id, memberBlocks.blockedId))
      .where(eq(memberBlocks.blockerId, memberId))
      .orderBy(desc(memberBlocks.createdAt), desc(users.id)),
    db
      .select(summary)
      .from(memberMutes)
      .innerJoin(users, eq(users.id, memberMutes.mutedId))
      .where(eq(memberMutes.muterId, memberId))
      .orderBy(desc(memberMutes.createdAt), desc(users.id)),
  ]);
  return { blocked, muted };
}

/**
 * A member block holds in the two members' chat: the other participant's open thread learns it live
 * (the notice in place of the message box, and back), as with the chat's own block.
 */
export async function tellChatOfBlock(db: Database, live: LivePublisher, blockerId: string, otherId: string): Promise<void> {
  const [low, high] = blockerId < otherId ? [blockerId, otherId] : [otherId, blockerId];
  const [chat] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.userLow, low), eq(chats.userHigh, high))).limit(1);
  if (!chat) return;
  const membership = await membershipOf(db, blockerId, chat.id);
  publishBlockChange(live, chat.id, otherId, membership.blocked);
}
