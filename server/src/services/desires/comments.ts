import { and, asc, eq, sql } from 'drizzle-orm';
import type { Comment } from '@contract/desire';
import type { Database } from '../../db/client';
import { comments, desires, users, type UserRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { LivePublisher } from '../../live/publisher';
import { excerpt, NoticeOutbox, writeNotification } from '../notifications';
import { findVisibleDesire } from './access';
import { commentVisibleTo } from '../visibility/comments';
import { publishComment } from './events';
import { commentsFor } from '../visibility/cuts';
import type { ReaderSets } from '../visibility/reader';
import { toComment } from './serialise';

/**
 * Comments of a desire the reader may see, oldest first, each with its author, without those of
 * members a block or the reader's mute keeps from them; 404 otherwise.
 */
export async function listComments(db: Database, viewerId: string | null, desireId: string, readerSets: ReaderSets): Promise<Comment[]> {
  await findVisibleDesire(db, desireId, viewerId);
  const rows = await db
    .select({ comment: comments, author: { id: users.id, fullName: users.fullName, profileImage: users.profileImage } })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.desireId, desireId), commentVisibleTo(viewerId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return commentsFor(
    rows.map((row) => toComment(row.comment, row.author)),
    readerSets,
  );
}

/** Adds a comment (text already trimmed and checked by the contract), counts it and tells the owner. */
export async function addComment(db: Database, live: LivePublisher, member: UserRow, desireId: string, text: string): Promise<Comment> {
  const outbox = new NoticeOutbox();
  const { desire, comment } = await db.transaction(async (tx) => {
    const desire = await findVisibleDesire(tx, desireId, member.id);
    const now = new Date();
    const [row] = await tx
      .insert(comments)
      .values({ id: newId(now), desireId, userId: member.id, text, createdAt: now })
      .returning();
    if (!row) throw new Error('comment was not written');
    await tx
      .update(desires)
      .set({ commentsCount: sql`${desires.commentsCount} + 1` })
      .where(eq(desires.id, desireId));
    const notice = await writeNotification(tx, {
      recipientId: desire.userId,
      actorId: member.id,
      type: 'comment',
      parts: { kind: 'comment', name: member.fullName, title: desire.title, quote: excerpt(text) },
      desireId,
      relatedId: row.id,
      switch: 'notifyComments',
    });
    outbox.add(notice, member);
    return { desire, comment: toComment(row, { id: member.id, fullName: member.fullName, profileImage: member.profileImage }) };
  });
  await publishComment(db, live, desire, comment);
  outbox.send(live);
  return comment;
}
