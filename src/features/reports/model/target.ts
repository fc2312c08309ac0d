import type { ReportTargetType } from '@contract/report';

/** What a Report entry hands the dialog: the target, whose it is, and a few words that name it. */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
  owner: { _id: string; fullName: string };
  /** The desire's title, the comment's text or the member's name, for the dialog's description. */
  label: string;
}
