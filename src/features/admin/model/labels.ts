import type { AdminRecentDesire } from '@contract/admin';

type Status = NonNullable<AdminRecentDesire['status']>;

const STATUS_LABELS: Record<Status, string> = {
  desire: 'Desired',
  desired: 'Desired',
  in_progress: 'In Progress',
  fulfilled: 'Fulfilled',
};

/** A desire without a status is still wished for (spec: status defaults to desire). */
export const statusLabel = (status: AdminRecentDesire['status']) => STATUS_LABELS[status ?? 'desire'];

export const VISIBILITY_LABELS: Record<AdminRecentDesire['visibility'], string> = {
  public: 'Public',
  followers: 'Followers',
  private: 'Private',
  custom: 'Custom',
};

/** The owner's name when the answer carries it; a bare id says nothing to show. */
export const ownerName = (desire: AdminRecentDesire) => (typeof desire.userId === 'object' ? desire.userId.fullName : 'Unknown User');
