import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ChangePasswordBody } from '@contract/user';
import type { MessageResponse } from '@contract/errors';
import type { Database } from '../db/client';
import {
  comments,
  desires,
  follows,
  fulfillments,
  notifications,
  oneTimeCodes,
  pledges,
  reactions,
  sessions,
  uploads,
  userSettings,
  users,
  type DesireRow,
} from '../db/schema';
import { badRequest } from '../lib/http-error';
import { onlyMembers } from '../live/audience';
import type { LivePublisher } from '../live/publisher';
import { publishCommentDeleted, publishDesire, publishDesireDeleted, publishReaction, removalAudiences } from './desires/events';
import { committedRecord } from './desires/queries';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions, type SessionContext } from './sessions';
import { UPLOAD_URL_PREFIX, type ImageStore } from './uploads';
import { findUserById, updateUser } from './users';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * PUT /api/user/change-password: checks the current password (read afresh, not from the session
 * cache), stores the new one and ends every other session of the member, their sockets included.
 * The session that asked stays signed in.
 */
export async function changePassword(db: Database, live: LivePublisher, { session, user }: SessionContext, body: ChangePasswordBody): Promise<MessageResponse> {
  const current = await findUserById(db, user.id);
  if (!current || !(await verifyPassword(current.passwordHash, body.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
  await updateUser(db, user.id, { passwordHash: await hashPassword(body.newPassword) });
  await revokeUserSessions(db, user.id, { exceptSessionId: session.id, live });
  return { success: true, message: 'Password changed' };
}

type DesireRef = Pick<DesireRow, 'id' | 'userId' | 'visibility'>;

/** Queries with many ids are cut into parts of this size. */
const CHUNK = 500;
const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * DELETE /api/user/account: the member and everything of theirs, in one transaction. Their desires
 * go (with every reaction, comment, offer, share and notice on them); their reactions and comments on
 * others' desires go and those desires' counters drop; an offer of theirs still in progress is
 * withdrawn and the desire is open again; a fulfilment they completed stays on the fulfilled desire
 * without their name or message (the foreign key sets its maker to null); follows both ways, settings, sessions, one-time codes and
 * uploaded files go; so does every notice they caused (anonymous ones too) and any other member's
 * reference to their images. Afterwards the readers of what changed are told live, and the
 * member's sockets close.
 */
export async function deleteAccount(
  db: Database,
  live: LivePublisher,
  images: ImageStore,
  userId: string,
  /** Runs in the deletion's transaction once the account's row is locked: may refuse (throw), or write what must land with it. */
  within?: (tx: Database) => Promise<void>,
): Promise<void> {
  // Who could read each of their desires, read before the follows and shares go.
  const own = await db.select({ id: desires.id, userId: desires.userId, visibility: desires.visibility }).from(desires).where(eq(desires.userId, userId));
  const formerReaders = await removalAudiences(db, userId, own);

  const outcome = await db.transaction(async (tx) => {
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!member) return null;
    await within?.(tx);
    const endedSessions = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });

    // Offers of theirs still in progress on others' desires: withdrawn, the desire open to offers again.
    const offered = await tx
      .select({ desireId: fulfillments.desireId })
      .from(fulfillments)
      .innerJoin(desires, eq(desires.id, fulfillments.desireId))
      .where(and(eq(fulfillments.userId, userId), isNull(fulfillments.fulfilledAt), eq(desires.status, 'in_progress'), ne(desires.userId, userId)));
    const reopened = [...new Set(offered.map((row) => row.desireId))];
    for (const part of chunks(reopened)) {
      await tx.delete(fulfillments).where(and(inArray(fulfillments.desireId, part), eq(fulfillments.userId, userId)));
      await tx.update(desires).set({ status: 'desire', updatedAt: new Date() }).where(inArray(desires.id, part));
    }

    // Fulfilments they completed stay with the desire (it was fulfilled); what they wrote there goes.
    await tx.update(fulfillments).set({ message: null }).where(eq(fulfillments.userId, userId));

    // Their reactions and comments on others' desires: the counters drop by theirs first.
    await tx.execute(sql`
      update ${desires} set ${sql.identifier('reactions_count')} = greatest(${desires.reactionsCount} - mine.n, 0)
      from (select ${reactions.desireId} as desire_id, count(*)::int as n from ${reactions} where ${reactions.userId} = ${userId} group by 1) mine
      where ${desires.id} = mine.desire_id and ${desires.userId} <> ${userId}`);
    await tx.execute(sql`
      update ${desires} set ${sql.identifier('comments_count')} = greatest(${desires.commentsCount} - mine.n, 0)
      from (select ${comments.desireId} as desire_id, count(*)::int as n from ${comments} where ${comments.userId} = ${userId} and ${comments.hiddenReason} is null group by 1) mine
      where ${desires.id} = mine.desire_id and ${desires.userId} <> ${userId}`);
    // Their pledges: each desire's sum and count drop by theirs (what is left to pledge grows again).
    await tx.execute(sql`
      update ${desires} set ${sql.identifier('pledged_cents')} = ${desires.pledgedCents} - p.amount_cents, ${sql.identifier('pledge_count')} = ${desires.pledgeCount} - 1
      from ${pledges} p where p.desire_id = ${desires.id} and p.user_id = ${userId}`);
    await tx.delete(pledges).where(eq(pledges.userId, userId));
    const removedReactions = await tx.delete(reactions).where(eq(reactions.userId, userId)).returning({ desireId: reactions.desireId });
    const removedComments = await tx.delete(comments).where(eq(comments.userId, userId)).returning({ id: comments.id, desireId: comments.desireId });

    // Every notice they caused, named or anonymous; the ones they received go with the account.
    await tx.delete(notifications).where(or(eq(notifications.actorId, userId), eq(notifications.fromUserId, userId)));

    // Their files, and anyone else's reference to them (a pasted /uploads address), so nothing points nowhere.
    const files = await tx.delete(uploads).where(eq(uploads.userId, userId)).returning({ fileName: uploads.fileName });
    for (const part of chunks(files.map((file) => UPLOAD_URL_PREFIX + file.fileName))) {
      await tx.update(users).set({ profileImage: null }).where(and(inArray(users.profileImage, part), ne(users.id, userId)));
      await tx.update(users).set({ bannerImage: null }).where(and(inArray(users.bannerImage, part), ne(users.id, userId)));
      await tx.update(desires).set({ coverImage: null }).where(and(inArray(desires.coverImage, part), ne(desires.userId, userId)));
    }

    const deletedDesires = await tx.delete(desires).where(eq(desires.userId, userId)).returning({ id: desires.id });
    await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, member.email));
    // Whatever is left (shares with them, their chats with both sides' messages) goes by the foreign keys' cascades.
    // Their completed offers stay, their maker set to null.
    await tx.delete(users).where(eq(users.id, userId));
    return { endedSessions, reopened, removedReactions, removedComments, files, deletedDesires };
  });
  if (!outcome) return;

  if (outcome.endedSessions.length > 0) live.publish({ kind: 'sessions-revoked', sessionIds: outcome.endedSessions.map((row) => row.id) });
  for (const { id } of outcome.deletedDesires) publishDesireDeleted(live, formerReaders.get(id) ?? onlyMembers([userId]), id);

  const others = await desireRefs(db, [...new Set([...outcome.removedReactions, ...outcome.removedComments].map((row) => row.desireId))]);
  for (const { desireId } of outcome.removedReactions) {
    const desire = others.get(desireId);
    if (desire) await publishReaction(db, live, desire, { action: 'removed', reaction: null, userId });
  }
  for (const comment of outcome.removedComments) {
    const desire = others.get(comment.desireId);
    if (desire) await publishCommentDeleted(db, live, desire, comment.id, userId);
  }
  for (const id of outcome.reopened) {
    try {
      await publishDesire(db, live, await committedRecord(db, id), { type: 'status_update', action: 'status_changed' });
    } catch (error) {
      // Deleted meanwhile: nothing to tell.
      live.failed(error, 'status_update');
    }
  }
  await Promise.all(outcome.files.map((file) => unlink(path.join(images.dir, file.fileName)).catch(() => undefined)));
}

/** The desires (that still exist) among these ids, as the live events need them. */
async function desireRefs(db: Database, ids: readonly string[]): Promise<Map<string, DesireRef>> {
  const found = new Map<string, DesireRef>();
  for (const part of chunks(ids)) {
    const rows = await db.select({ id: desires.id, userId: desires.userId, visibility: desires.visibility }).from(desires).where(inArray(desires.id, part));
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}
