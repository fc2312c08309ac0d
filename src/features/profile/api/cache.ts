import type { UserStats } from '@contract/desire';
import type { MemberListItem, MemberProfile, User } from '@contract/user';
import type { SafetyKind } from '@contract/member-safety';

/** The signed-in member as their own profile shows them (they always see their details). */
export function profileFromUser(user: User, old?: MemberProfile | null): MemberProfile {
  return {
    _id: user._id,
    fullName: user.fullName,
    profileImage: user.profileImage ?? null,
    bannerImage: user.bannerImage ?? null,
    bio: user.bio ?? null,
    role: user.role,
    isPublic: user.isPublic ?? old?.isPublic ?? true,
    createdAt: user.createdAt ?? old?.createdAt ?? new Date(0).toISOString(),
    canSeeDetails: true,
    // Nobody blocks or mutes themselves.
    blockedByMe: false,
    mutedByMe: false,
    blocksYou: false,
  };
}

/**
 * A member's profile after the reader blocked or muted them (or undid it). A block closes the
 * profile at once (no details, as the server answers); lifting it leaves the details to the next read.
 */
export function withBlockOrMute(profile: MemberProfile | null | undefined, kind: SafetyKind, on: boolean): MemberProfile | null | undefined {
  if (!profile) return profile;
  if (kind === 'mute') return { ...profile, mutedByMe: on };
  return { ...profile, blockedByMe: on, canSeeDetails: on ? false : profile.canSeeDetails, bio: on ? null : profile.bio, bannerImage: on ? null : profile.bannerImage };
}

/** The followers count moved by a follow (+1) or an unfollow (-1); never below zero. */
export function withFollowerDelta(stats: UserStats | undefined, delta: number): UserStats | undefined {
  if (!stats || delta === 0) return stats;
  return { ...stats, followers: Math.max(0, stats.followers + delta) };
}

/** The followers count as the server reports it after a follow call. */
export function withFollowerCount(stats: UserStats | undefined, followers: number): UserStats | undefined {
  if (!stats || stats.followers === followers) return stats;
  return { ...stats, followers };
}

/** The rows whose name contains the text, in any letter case; all of them for blank text. */
export function filterByName(list: readonly MemberListItem[], text: string): MemberListItem[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...list];
  return list.filter((m) => m.fullName.toLocaleLowerCase().includes(needle));
}
