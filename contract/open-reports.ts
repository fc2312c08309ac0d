import * as z from 'zod/mini';

/** What a member can report (contract/report.ts has the rest of reports). */
export const REPORT_TARGET_TYPES = ['desire', 'comment', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** At most this many of a member's open reports are answered (the newest). */
export const OPEN_REPORTS_MAX = 500;

/**
 * GET /api/reports/open: what this member reported that no operator has dealt with yet, newest first,
 * so that its Report entries read "Reported" after a reload or on another device.
 */
export const openReportsSchema = z.array(z.object({ targetType: z.enum(REPORT_TARGET_TYPES), targetId: z.string() }));
export type OpenReports = z.infer<typeof openReportsSchema>;
