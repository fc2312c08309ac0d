import * as z from 'zod/mini';
import { idSchema } from './fields';
import { pageSizes } from './limits';
import { textField } from './text';

// Reports and the moderation queue: extras of our contract (none of these calls is in the spec).

// What a report is about, and the member's open reports, live apart (./open-reports.ts): every page
// reads those, while the rest of this file only the report dialog and the admin area need.
import { REPORT_TARGET_TYPES } from './open-reports';
export { OPEN_REPORTS_MAX, openReportsSchema, REPORT_TARGET_TYPES, type OpenReports, type ReportTargetType } from './open-reports';

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_ACTIONS = ['dismiss', 'hide', 'block'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The reasons as members read them in the dialog and operators in the queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

/** What the owner of a desire or comment an operator hid is told after "Hidden by a moderator: ". */
export const HIDDEN_REASON_TEXT: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate content',
  other: 'Against the community rules',
};

export const REPORT_NOTE_MAX = 500;

export const REPORT_MESSAGES = {
  alreadyReported: 'You have already reported this',
  ownSelf: 'You cannot report yourself',
  ownDesire: 'You cannot report your own desire',
  ownComment: 'You cannot report your own comment',
  admin: 'Admins cannot be reported',
  commentNotFound: 'Comment not found',
  userNotFound: 'User not found',
  reportNotFound: 'Report not found',
  alreadyResolved: 'These reports were already resolved',
  hideOnlyContent: 'Only a desire or a comment can be hidden',
  targetGone: 'What was reported no longer exists',
} as const;

/** POST /api/reports. An empty note is no note. */
export const reportBodySchema = z.strictObject({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Target type must be desire, comment or user' }),
  targetId: idSchema,
  reason: z.enum(REPORT_REASONS, { error: 'Reason must be spam, harassment, inappropriate or other' }),
  note: z.optional(textField({ max: [REPORT_NOTE_MAX, `Note must be at most ${REPORT_NOTE_MAX} characters`], lines: true })),
});
export type ReportBody = z.input<typeof reportBodySchema>;

/** The answer to POST /api/reports: the reporter's own report, nothing about anyone else's. */
export const reportSchema = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;


export const ADMIN_REPORTS_PAGE_SIZES = [10, 20, 50] as const;
const PAGE_SIZE_MESSAGE = 'Limit must be 10, 20 or 50';

/** GET /api/admin/reports?status&page&limit. */
export const adminReportsQuerySchema = z.object({
  status: z._default(z.enum(REPORT_STATUSES, { error: 'Status must be open or resolved' }), 'open'),
  page: z._default(z.coerce.number({ error: 'Page must be a number' }).check(z.int('Page must be a whole number'), z.minimum(1, 'Page must be 1 or more'), z.maximum(100_000, 'Page is too large')), 1),
  limit: z._default(z.coerce.number({ error: PAGE_SIZE_MESSAGE }).check(z.refine((n) => (ADMIN_REPORTS_PAGE_SIZES as readonly number[]).includes(n), PAGE_SIZE_MESSAGE)), pageSizes.adminUsersDefault),
});
export type AdminReportsQuery = z.output<typeof adminReportsQuerySchema>;

const memberRefSchema = z.object({ _id: z.string(), fullName: z.string(), profileImage: z.nullable(z.string()) });

/** One target of the queue with every report of it in that status. `_id` names the group in PATCH. */
export const adminReportGroupSchema = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** What was reported: the desire's title, the comment's text or the member's name; null once deleted. */
  target: z.nullable(z.object({ text: z.string(), desireId: z.nullable(z.string()), hiddenReason: z.nullable(z.string()) })),
  /** Whose it is (for a member, the member); `isBlocked` while an admin has blocked them. */
  owner: z.object({ ...memberRefSchema.shape, isBlocked: z.boolean() }),
  count: z.int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.int() })),
  notes: z.array(z.object({ note: z.string(), reason: z.enum(REPORT_REASONS), createdAt: z.string() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** What the operator did (resolved groups only). */
  action: z.nullable(z.enum(REPORT_ACTIONS)),
  resolvedAt: z.nullable(z.string()),
});
export type AdminReportGroup = z.infer<typeof adminReportGroupSchema>;

export const adminReportListSchema = z.object({ reports: z.array(adminReportGroupSchema), total: z.int() });
export type AdminReportList = z.infer<typeof adminReportListSchema>;

export const adminReportParamsSchema = z.object({ id: idSchema });

/** PATCH /api/admin/reports/{id}: what the operator does about every open report of that target. */
export const adminReportActionBodySchema = z.strictObject({
  action: z.enum(REPORT_ACTIONS, { error: 'Action must be dismiss, hide or block' }),
});
export type AdminReportActionBody = z.infer<typeof adminReportActionBodySchema>;

export const adminReportActionResultSchema = z.object({ message: z.string(), resolved: z.int(), action: z.enum(REPORT_ACTIONS) });
export type AdminReportActionResult = z.infer<typeof adminReportActionResultSchema>;
