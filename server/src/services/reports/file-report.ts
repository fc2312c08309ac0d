import { and, eq, sql } from 'drizzle-orm';
import { REPORT_MESSAGES, type Report, type ReportBody, type ReportReason, type ReportTargetType } from '@contract/report';
import type { Database } from '../../db/client';
import { comments, desires, reports, users, type ReportRow, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { findVisibleDesire } from '../desires/access';
import { commentVisibleTo } from '../visibility/comments';
import { inMembersSpace, notBlockedBetween } from '../visibility/members';
import { visibleTo } from '../visibility/desires';

/**
 * A member's report of a desire, a comment or a member. The reporter must be able to see what they
 * report (404 otherwise, as for any read: nobody learns that something hidden exists); nobody
 * reports themselves, their own writing or an admin (400); one open report per reporter and target
 * (409; once an operator resolved it, the reporter may report the target again).
 */
export async function fileReport(db: Database, reporter: UserRow, body: { targetType: ReportTargetType; targetId: string; reason: ReportReason; note?: string }): Promise<Report> {
  const ownerId = await ownerOfVisibleTarget(db, reporter, body.targetType, body.targetId);
  const now = new Date();
  const note = body.note && body.note.length > 0 ? body.note : null;
  const [row] = await db
    .insert(reports)
    .values({ id: newId(now), reporterId: reporter.id, targetType: body.targetType, targetId: body.targetId, targetOwnerId: ownerId, reason: body.reason, note, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(REPORT_MESSAGES.alreadyReported);
  return toReport(row);
}

const toReport = (row: ReportRow): Report => ({
  _id: row.id,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Whose the target is, once the reporter may see it and may report it. */
async function ownerOfVisibleTarget(db: Database, reporter: UserRow, type: ReportBody['targetType'], id: string): Promise<string> {
  if (type === 'desire') {
    const desire = await findVisibleDesire(db, id, reporter.id);
    if (desire.userId === reporter.id) throw badRequest(REPORT_MESSAGES.ownDesire);
    return desire.userId;
  }
  if (type === 'comment') {
    const [comment] = await db
      .select({ userId: comments.userId })
      .from(comments)
      .innerJoin(desires, eq(desires.id, comments.desireId))
      .where(
        and(
          eq(comments.id, id),
          visibleTo(reporter.id),
          commentVisibleTo(reporter.id),
          notBlockedBetween(reporter.id, comments.userId),
        ),
      )
      .limit(1);
    if (!comment) throw notFound(REPORT_MESSAGES.commentNotFound);
    if (comment.userId === reporter.id) throw badRequest(REPORT_MESSAGES.ownComment);
    return comment.userId;
  }
  if (id === reporter.id) throw badRequest(REPORT_MESSAGES.ownSelf);
  const [member] = await db.select({ id: users.id, role: users.role, inSpace: sql<boolean>`${inMembersSpace}` }).from(users).where(eq(users.id, id)).limit(1);
  if (!member) throw notFound(REPORT_MESSAGES.userNotFound);
  if (member.role === 'admin') throw badRequest(REPORT_MESSAGES.admin);
  // An account an admin blocked is out of everyone's sight already.
  if (!member.inSpace) throw notFound(REPORT_MESSAGES.userNotFound);
  return member.id;
}
