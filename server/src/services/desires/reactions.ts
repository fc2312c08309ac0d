import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { Reaction, ReactionResult } from '@contract/desire';
import type { WhoReacted } from '@contract/who-reacted';
import type { Database } from '../../db/client';
import { desires, reactions, users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { LivePublisher } from '../../live/publisher';
import { NoticeOutbox, writeNotification } from '../notifications';
import { DESIRE_NOT_FOUND, findVisibleDesire } from './access';
import { toggleInOneStatement } from './reaction-toggle';
import { publishReaction } from './events';
import type { ReactionJson } from '../../db/desire-record';
import { toReaction } from './serialise';
import { isHiddenAccount, notHidden } from '../visibility/members';
import { reactionCountFor, reactionsFor, reactorsFor } from '../visibility/cuts';
import type { ReaderSets } from '../visibility/reader';

/** A desire's reactions, oldest first, without those of hidden accounts (visibility.ts notHidden). */
export async function listReactions(db: Database, desireId: string): Promise<Reaction[]> {
  const rows = await db.select().from(reactions).where(and(eq(reactions.desireId, desireId), notHidden(reactions.userId))).orderBy(asc(reactions.createdAt), asc(reactions.id));
  return rows.map(toReaction);
}

/**
 * Who reacted to a desire the reader may see, oldest first, each with their name and picture (one
 * join), without hidden accounts nor the members a block or the reader's mute keeps from them
 * (visibility/cuts.ts reactorsFor); 404 for a desire they may not see.
 */
export async function whoReacted(db: Database, viewerId: string | null, desireId: string, readerSets: ReaderSets): Promise<WhoReacted[]> {
  await findVisibleDesire(db, desireId, viewerId);
  const rows = await db
    .select({ reaction: reactions, fullName: users.fullName, profileImage: users.profileImage })
    .from(reactions)
    .innerJoin(users, eq(users.id, reactions.userId))
    .where(and(eq(reactions.desireId, desireId), not(isHiddenAccount)))
    .orderBy(asc(reactions.createdAt), asc(reactions.id));
  const listed = rows.map(({ reaction, fullName, profileImage }) => ({
    ...toReaction(reaction),
    user: { _id: reaction.userId, fullName, profileImage },
  }));
  return reactorsFor(listed, readerSets);
}

/** A toggle's answer as the member may see it: the desire's reactions and count without those a block keeps from them. */
function answerFor<A extends 'added' | 'updated' | 'removed'>(action: A, reaction: Reaction | null, all: Reaction[], counter: number, readerSets: ReaderSets): ReactionResult & { action: A } {
  const reactions = reactionsFor(all, readerSets);
  return { action, reaction, reactions, reactionsCount: reactionCountFor(counter, all.length, reactions.length) };
}

async function bumpCount(db: Database, desireId: string, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(desires)
    .set({ reactionsCount: sql`greatest(${desires.reactionsCount} + ${delta}, 0)` })
    .where(eq(desires.id, desireId))
    .returning({ n: desires.reactionsCount });
  return row?.n ?? 0;
}

async function currentCount(db: Database, desireId: string): Promise<number> {
  const [row] = await db.select({ n: desires.reactionsCount }).from(desires).where(eq(desires.id, desireId));
  return row?.n ?? 0;
}

/**
 * One reaction per member per desire: none adds it, the same emoji takes it back, another emoji
 * replaces it. The insert uses ON CONFLICT on the unique (desire, member) index, so two taps at once
 * cannot break it; the counter moves in the same transaction.
 */
export async function toggleReaction(db: Database, live: LivePublisher, member: UserRow, desireId: string, emoji: string, readerSets: ReaderSets): Promise<ReactionResult> {
  const outbox = new NoticeOutbox();
  const quick = await toggleInOneStatement(db, member, desireId, emoji);
  if (!quick.desire) throw notFound(DESIRE_NOT_FOUND);
  if (quick.action) {
    const asReaction = (r: ReactionJson) => toReaction({ ...r, desireId });
    const result = answerFor(quick.action, quick.reaction ? asReaction(quick.reaction) : null, quick.reactions.map(asReaction), quick.count, readerSets);
    await publishReaction(db, live, quick.desire, { action: quick.action, reaction: result.reaction, userId: member.id }, quick.excluded);
    outbox.add(quick.notice, member);
    outbox.send(live);
    return result;
  }
  // A second tap of the member committed while the statement ran: the transaction below sees it.
  // The desire's row is locked first, as the statement above does: taking the reaction's lock first
  // and the desire's second would deadlock against it.
  const { desire, result } = await db.transaction(async (tx) => {
    const desire = await findVisibleDesire(tx, desireId, member.id, { lock: true });
    const now = new Date();
    const [added] = await tx
      .insert(reactions)
      .values({ id: newId(now), desireId, userId: member.id, emoji, createdAt: now })
      .onConflictDoNothing({ target: [reactions.desireId, reactions.userId] })
      .returning();
    if (added) {
      const count = await bumpCount(tx, desireId, 1);
      const notice = await writeNotification(tx, {
        recipientId: desire.userId,
        actorId: member.id,
        type: 'reaction',
        parts: { kind: 'reaction', name: member.fullName, emoji, title: desire.title },
        desireId,
        relatedId: added.id,
        switch: 'notifyReactions',
      });
      outbox.add(notice, member);
      return { desire, result: answerFor('added', toReaction(added), await listReactions(tx, desireId), count, readerSets) };
    }
    const mine = and(eq(reactions.desireId, desireId), eq(reactions.userId, member.id));
    const [existing] = await tx.select().from(reactions).where(mine).for('update');
    if (!existing || existing.emoji === emoji) {
      // The same emoji again takes the reaction back (also when a concurrent tap already did).
      const [removed] = await tx.delete(reactions).where(mine).returning();
      const count = removed ? await bumpCount(tx, desireId, -1) : await currentCount(tx, desireId);
      return { desire, result: answerFor('removed', null, await listReactions(tx, desireId), count, readerSets) };
    }
    // A changed emoji is the same reaction, not a new act: no second notification.
    const [updated] = await tx.update(reactions).set({ emoji }).where(mine).returning();
    if (!updated) throw new Error('reaction vanished while it was locked');
    return { desire, result: answerFor('updated', toReaction(updated), await listReactions(tx, desireId), await currentCount(tx, desireId), readerSets) };
  });
  await publishReaction(db, live, desire, { action: result.action, reaction: result.reaction, userId: member.id });
  outbox.send(live);
  return result;
}

/** DELETE /react: takes the member's reaction back; 404 when there is none. */
export async function removeReaction(db: Database, live: LivePublisher, member: UserRow, desireId: string, readerSets: ReaderSets): Promise<ReactionResult> {
  const { desire, result } = await db.transaction(async (tx) => {
    const desire = await findVisibleDesire(tx, desireId, member.id, { lock: true });
    const [removed] = await tx
      .delete(reactions)
      .where(and(eq(reactions.desireId, desireId), eq(reactions.userId, member.id)))
      .returning();
    if (!removed) throw notFound('Reaction not found');
    const count = await bumpCount(tx, desireId, -1);
    return { desire, result: answerFor('removed', null, await listReactions(tx, desireId), count, readerSets) };
  });
  await publishReaction(db, live, desire, { action: 'removed', reaction: null, userId: member.id });
  return result;
}
