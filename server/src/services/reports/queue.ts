import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AdminReportGroup, AdminReportList, AdminReportsQuery, ReportAction, ReportReason, ReportStatus } from '@contract/report';
import { REPORT_REASONS } from '@contract/report';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { comments, desires, reports, users } from '../../db/schema';

/*
 * The moderation queue: reports grouped by their target within a status, newest activity first.
 * A group names itself by its newest report's id, which PATCH /api/admin/reports/{id} takes.
 */

interface GroupRow extends Record<string, unknown> {
  id: string;
  target_type: AdminReportGroup['targetType'];
  target_id: string;
  owner_id: string;
  n: number;
  first_at: string;
  last_at: string;
  resolved_at: string | null;
  action: ReportAction | null;
  items: { reason: ReportReason; note: string | null; createdAt: string }[];
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Open or resolved reports, one entry per target, a page at a time, with how many targets in all. */
export async function listReportGroups(db: Database, query: AdminReportsQuery): Promise<AdminReportList> {
  const status = query.status;
  const [[totalRow], page] = await Promise.all([
    db.select({ n: count() }).from(db.selectDistinct({ t: reports.targetType, i: reports.targetId }).from(reports).where(eq(reports.status, status)).as('targets')),
    readGroups(db, status, query.limit, (query.page - 1) * query.limit),
  ]);
  return { reports: await describeGroups(db, status, page), total: totalRow?.n ?? 0 };
}

async function readGroups(db: Database, status: ReportStatus, limit: number, offset: number): Promise<GroupRow[]> {
  // Open: the newest report first; resolved: the latest decision first.
  const order = status === 'open' ? sql`max(r.created_at) desc` : sql`max(r.resolved_at) desc nulls last`;
  const result = await db.execute<GroupRow>(sql`
    select max(r.id) as id, r.target_type, r.target_id, (array_agg(r.target_owner_id order by r.created_at desc))[1] as owner_id,
      count(*)::int as n, min(r.created_at) as first_at, max(r.created_at) as last_at, max(r.resolved_at) as resolved_at,
      (array_agg(r.action order by r.resolved_at desc nulls last))[1] as action,
      json_agg(json_build_object('reason', r.reason, 'note', r.note, 'createdAt', r.created_at) order by r.created_at desc, r.id desc) as items
    from ${reports} r where r.status = ${status}
    group by r.target_type, r.target_id
    order by ${order}, max(r.id) desc
    limit ${limit} offset ${offset}`);
  return rowsOf<GroupRow>(result);
}

/** Each group with its target as it is now (null once deleted) and its owner. */
async function describeGroups(db: Database, status: ReportStatus, rows: GroupRow[]): Promise<AdminReportGroup[]> {
  const idsOf = (type: GroupRow['target_type']) => rows.filter((row) => row.target_type === type).map((row) => row.target_id);
  const desireIds = idsOf('desire');
  const commentIds = idsOf('comment');
  const memberIds = [...new Set([...rows.map((row) => row.owner_id), ...idsOf('user')])];
  const [desireRows, commentRows, memberRows] = await Promise.all([
    desireIds.length ? db.select({ id: desires.id, title: desires.title, hiddenReason: desires.hiddenReason }).from(desires).where(inArray(desires.id, desireIds)) : [],
    commentIds.length
      ? db.select({ id: comments.id, text: comments.text, desireId: comments.desireId, hiddenReason: comments.hiddenReason }).from(comments).where(inArray(comments.id, commentIds))
      : [],
    memberIds.length
      ? db.select({ id: users.id, fullName: users.fullName, profileImage: users.profileImage, isBlocked: users.isBlocked }).from(users).where(and(inArray(users.id, memberIds)))
      : [],
  ]);
  const desireById = new Map(desireRows.map((row) => [row.id, row]));
  const commentById = new Map(commentRows.map((row) => [row.id, row]));
  const memberById = new Map(memberRows.map((row) => [row.id, row]));

  return rows.map((row) => {
    const owner = memberById.get(row.owner_id);
    let target: AdminReportGroup['target'] = null;
    if (row.target_type === 'desire') {
      const desire = desireById.get(row.target_id);
      if (desire) target = { text: desire.title, desireId: desire.id, hiddenReason: desire.hiddenReason };
    } else if (row.target_type === 'comment') {
      const comment = commentById.get(row.target_id);
      if (comment) target = { text: comment.text, desireId: comment.desireId, hiddenReason: comment.hiddenReason };
    } else {
      const member = memberById.get(row.target_id);
      if (member) target = { text: member.fullName, desireId: null, hiddenReason: null };
    }
    const tally = new Map<ReportReason, number>();
    for (const item of row.items) tally.set(item.reason, (tally.get(item.reason) ?? 0) + 1);
    return {
      _id: row.id,
      targetType: row.target_type,
      targetId: row.target_id,
      target,
      owner: { _id: row.owner_id, fullName: owner?.fullName ?? '', profileImage: owner?.profileImage ?? null, isBlocked: owner?.isBlocked ?? false },
      count: row.n,
      reasons: REPORT_REASONS.filter((reason) => tally.has(reason)).map((reason) => ({ reason, count: tally.get(reason) ?? 0 })),
      notes: row.items.filter((item) => item.note).map((item) => ({ note: item.note ?? '', reason: item.reason, createdAt: iso(item.createdAt) })),
      firstReportedAt: iso(row.first_at),
      lastReportedAt: iso(row.last_at),
      status,
      action: status === 'resolved' ? row.action : null,
      resolvedAt: status === 'resolved' && row.resolved_at ? iso(row.resolved_at) : null,
    };
  });
}

/** How many reports wait for an operator: the dashboard's figure (the partial index on open reports). */
export async function openReportCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}
