import { and, desc, eq } from 'drizzle-orm';
import { OPEN_REPORTS_MAX, type OpenReports } from '@contract/report';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema';

/**
 * What `reporterId` reported that is still open, newest first: their own reports' targets and nothing
 * else (not the reason, not whether others reported it). A resolved report leaves the list, and the
 * member may report the target again.
 */
export function openReportsOf(db: Database, reporterId: string): Promise<OpenReports> {
  return db
    .select({ targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.status, 'open')))
    .orderBy(desc(reports.createdAt))
    .limit(OPEN_REPORTS_MAX);
}
