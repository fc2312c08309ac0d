import type { Desire, DesireStatus, TrendingDesire } from '@contract/desire';
import type { UserSummary } from '@contract/user';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** "desired" and a missing status both mean desire (other backends send them). */
export function statusOf(desire: Pick<Desire, 'status'> | Pick<TrendingDesire, 'status'>): DesireStatus {
  const status = desire.status;
  return status === 'in_progress' || status === 'fulfilled' ? status : 'desire';
}

export const STATUS_LABELS: Record<DesireStatus, MessageDescriptor> = {
  desire: msg`Desired`,
  in_progress: msg`In Progress`,
  fulfilled: msg`Fulfilled`,
};

/** The author, whether embedded or only an id. */
export function authorOf(desire: Pick<Desire, 'userId'>): UserSummary {
  return typeof desire.userId === 'string' ? { _id: desire.userId, fullName: t`Unknown User`, profileImage: null } : desire.userId;
}

export const isOwner = (desire: Pick<Desire, 'userId'>, viewerId: string | null | undefined) =>
  Boolean(viewerId) && authorOf(desire)._id === viewerId;

export const isTemporary = (desire: Pick<Desire, '_id'>) => desire._id.startsWith('temp-');

/** The emoji the viewer reacted with, if any. */
export function myReaction(desire: Pick<Desire, 'reactions'>, viewerId: string | null | undefined): string | null {
  if (!viewerId) return null;
  return desire.reactions.find((r) => r.userId === viewerId)?.emoji ?? null;
}

/** The link that opens a desire for anyone: /post/{id} on this origin. */
export function shareLink(desireId: string, origin: string = window.location.origin): string {
  return `${origin}/post/${desireId}`;
}

/** The shared-desire page's link: it names the owner, as the shared pages need. */
export function sharedDesireLink(desireId: string, ownerId: string, origin: string = window.location.origin): string {
  return `${origin}/shared/desires/${encodeURIComponent(desireId)}/${encodeURIComponent(ownerId)}`;
}

/** The owner menu's status moves, exactly as the spec (member core 4) lists them. */
export function ownerStatusMoves(status: DesireStatus): { label: MessageDescriptor; to: DesireStatus }[] {
  if (status === 'in_progress') {
    return [
      { label: msg`Mark as Fulfilled`, to: 'fulfilled' },
      { label: msg`Reset to Desired`, to: 'desire' },
    ];
  }
  if (status === 'fulfilled') {
    return [
      { label: msg`Reset to In Progress`, to: 'in_progress' },
      { label: msg`Reset to Desired`, to: 'desire' },
    ];
  }
  return [];
}
