import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminRecentDesire } from '@contract/admin';
import type { ReportAction, ReportReason, ReportTargetType } from '@contract/report';

export type DesireStatus = NonNullable<AdminRecentDesire['status']>;

const STATUS_LABELS: Record<DesireStatus, MessageDescriptor> = {
  desire: msg`Desired`,
  desired: msg`Desired`,
  in_progress: msg`In Progress`,
  fulfilled: msg`Fulfilled`,
};

/** A desire without a status is still wished for (spec: status defaults to desire). */
export const statusOf = (status: AdminRecentDesire['status']): DesireStatus => status ?? 'desire';
export const statusLabel = (status: AdminRecentDesire['status']) => STATUS_LABELS[statusOf(status)];

export const VISIBILITY_LABELS: Record<AdminRecentDesire['visibility'], MessageDescriptor> = {
  public: msg`Public`,
  followers: msg`Followers`,
  private: msg`Private`,
  custom: msg`Custom`,
};

/** The owner's name when the answer carries it; a bare id says nothing to show. */
export const ownerName = (desire: AdminRecentDesire): string | null => (typeof desire.userId === 'object' ? desire.userId.fullName : null);

/** What was reported, as the queue's badge names it. */
export const TARGET_TYPE_LABELS: Record<ReportTargetType, MessageDescriptor> = {
  desire: msg`Desire`,
  comment: msg`Comment`,
  user: msg`Member`,
};

/** What an operator decided, on a resolved group. */
export const REPORT_ACTION_LABELS: Record<ReportAction, MessageDescriptor> = {
  dismiss: msg`Dismissed`,
  hide: msg`Hidden`,
  block: msg`Member blocked`,
};

/** The reasons as operators read them in the queue (the words of the members' report dialog). */
export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  inappropriate: msg`Inappropriate content`,
  other: msg`Something else`,
};
