import { and, eq, isNull, sql } from 'drizzle-orm';
import { HIDDEN_REASON_TEXT, REPORT_MESSAGES, REPORT_REASONS, type AdminReportActionResult, type ReportAction, type ReportReason } from '@contract/report';
import type { Database } from '../../db/client';
import { comments, desires, notifications, reports, users, type NoticeParts, type ReportRow, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { LivePublisher } from '../../live/publisher';
import { writeAudit } from '../admin/audit';
import type { AdminRules } from '../admin/protection';
import { setBlocked } from '../admin/standing';
import { queueDelivery } from '../delivery';
import { NoticeOutbox } from '../notifications';
import { noticePush } from '../push/payloads';
import { noticeWords } from '../texts';
import { publishDesireEdit } from '../desires/events';
import { committedRecord } from '../desires/queries';
import { isHiddenAccount } from '../visibility/members';
import { readersOf, type Readers } from '../visibility/desires';
import { publishCommentHidden } from './events';

const AUDIT_ACTION = { dismiss: 'report_dismiss', hide: 'report_hide', block: 'report_block' } as const;


/**
 * PATCH /api/admin/reports/{id}: the operator's decision about the report's target, which resolves
 * every open report of that target at once. `hide` hides the desire or comment from everyone but its
 * owner; `block` is the admin area's Block of the target's owner, with all its protections. Each
 * decision lands in the audit log, and each reporter is told their report was resolved: no more.
 */
export async function actOnReport(db: Database, live: LivePublisher, admin: UserRow, reportId: string, action: ReportAction, rules: AdminRules): Promise<AdminReportActionResult> {
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
  if (action === 'hide' && report.targetType === 'user') throw badRequest(REPORT_MESSAGES.hideOnlyContent);
  const open = await db.select({ reason: reports.reason }).from(reports).where(and(openOf(report))).limit(1000);
  if (open.length === 0) throw conflict(REPORT_MESSAGES.alreadyResolved);

  // The existing Block, with its own transaction, audit row and live events; it refuses admins.
  if (action === 'block') await setBlocked(db, live, admin, report.targetOwnerId, true, rules);

  const reason = HIDDEN_REASON_TEXT[mostGiven(open.map((row) => row.reason))];
  const desireBefore = action === 'hide' && report.targetType === 'desire' ? await desireAndReaders(db, report.targetId) : null;
  const outbox = new NoticeOutbox();

  const outcome = await db.transaction(async (tx) => {
    const resolved = await tx
      .update(reports)
      .set({ status: 'resolved', action, resolvedBy: admin.id, resolvedAt: new Date() })
      .where(openOf(report))
      .returning();
    // Another operator got there first.
    if (resolved.length === 0) throw conflict(REPORT_MESSAGES.alreadyResolved);

    let hid: { desireId: string; commentId?: string; authorId?: string } | null = null;
    if (action === 'hide') hid = report.targetType === 'desire' ? await hideDesire(tx, report.targetId, reason) : await hideComment(tx, report.targetId, reason);

    const [owner] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, report.targetOwnerId));
    await writeAudit(tx, {
      admin,
      action: AUDIT_ACTION[action],
      target: owner,
      details: { targetType: report.targetType, targetId: report.targetId, reports: resolved.length, ...(action === 'hide' ? { hiddenReason: reason } : {}) },
    });
    for (const row of resolved) outbox.add(await tellReporter(tx, row), admin);
    return { resolved: resolved.length, hid };
  });

  if (desireBefore && outcome.hid) await publishDesireEdit(db, live, desireBefore, await committedRecord(db, report.targetId));
  if (report.targetType === 'comment' && outcome.hid?.commentId && outcome.hid.authorId) {
    await publishCommentHidden(db, live, outcome.hid.desireId, outcome.hid.commentId, outcome.hid.authorId);
  }
  outbox.send(live);
  return { message: 'Reports resolved', resolved: outcome.resolved, action };
}

const openOf = (report: ReportRow) => and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId), eq(reports.status, 'open'));

/** The reason most reporters gave; ties go to the first of the list (spam before harassment...). */
function mostGiven(reasons: ReportReason[]): ReportReason {
  const tally = (reason: ReportReason) => reasons.filter((r) => r === reason).length;
  return REPORT_REASONS.reduce((best, reason) => (tally(reason) > tally(best) ? reason : best), REPORT_REASONS[0]);
}

/** Who reads the desire now, before it is hidden: they are told it left. */
async function desireAndReaders(db: Database, id: string): Promise<Readers | null> {
  const [desire] = await db.select({ id: desires.id, userId: desires.userId, visibility: desires.visibility, hiddenReason: desires.hiddenReason }).from(desires).where(eq(desires.id, id));
  return desire ? readersOf(db, desire) : null;
}

async function hideDesire(tx: Database, id: string, reason: string) {
  const [exists] = await tx.select({ id: desires.id, hiddenReason: desires.hiddenReason }).from(desires).where(eq(desires.id, id)).for('update');
  if (!exists) throw notFound(REPORT_MESSAGES.targetGone);
  if (exists.hiddenReason !== null) return null;
  // The desire_counts trigger moves it to the 'hidden' row, out of the public totals.
  await tx.update(desires).set({ hiddenReason: reason }).where(eq(desires.id, id));
  return { desireId: id };
}

/** Hides the comment and takes it out of its desire's count (unless its author's account already was). */
async function hideComment(tx: Database, id: string, reason: string) {
  const [row] = await tx
    .update(comments)
    .set({ hiddenReason: reason })
    .where(and(eq(comments.id, id), isNull(comments.hiddenReason)))
    .returning({ id: comments.id, desireId: comments.desireId, userId: comments.userId });
  if (!row) {
    const [exists] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id));
    if (!exists) throw notFound(REPORT_MESSAGES.targetGone);
    return null;
  }
  await tx.execute(sql`
    update ${desires} set comments_count = greatest(${desires.commentsCount} - 1, 0)
    where ${desires.id} = ${row.desireId} and not exists (select 1 from ${users} where ${users.id} = ${row.userId} and ${isHiddenAccount})`);
  return { desireId: row.desireId, commentId: row.id, authorId: row.userId };
}

/** "Your report was resolved", and nothing about what happened to anyone. Nobody is named as its sender. */
async function tellReporter(tx: Database, report: ReportRow) {
  const parts: NoticeParts = { kind: 'report', target: report.targetType };
  const [row] = await tx
    .insert(notifications)
    .values({
      id: newId(),
      recipientId: report.reporterId,
      type: 'report',
      message: noticeWords(parts, 'en'),
      parts,
      fromUserId: null,
      actorId: null,
      desireId: null,
      relatedId: report.id,
    })
    .returning();
  if (row) await queueDelivery(tx, row.recipientId, noticePush(row), { noticeId: row.id });
  return row ?? null;
}
