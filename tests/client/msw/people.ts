import { http } from 'msw';
import type { Desire, DesireList, UserStats } from '@contract/desire';
import type { FollowResult, FollowStatus, MemberListItem, MemberProfile, MemberProfileResponse, User, UserResponse } from '@contract/user';
import { error, json } from './handlers';
import { people } from './desires';

// Handlers for profiles, follows, member stats, banner and profile updates, typed from the contract.

/** Leo as his profile shows him to Maya, unless told otherwise. */
export function profileOf(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    _id: people.leo._id,
    fullName: people.leo.fullName,
    profileImage: null,
    bannerImage: null,
    bio: 'Collects vinyl and wishes for a trip to Lagos.',
    role: 'user',
    isPublic: true,
    createdAt: '2025-03-01T10:00:00.000Z',
    canSeeDetails: true,
    blockedByMe: false,
    mutedByMe: false,
    blocksYou: false,
    ...overrides,
  };
}

/** Maya's own record as the session check returns it, turned into her profile. */
export const ownProfileOf = (user: User, overrides: Partial<MemberProfile> = {}): MemberProfile =>
  profileOf({
    _id: user._id,
    fullName: user.fullName,
    profileImage: user.profileImage ?? null,
    bannerImage: user.bannerImage ?? null,
    bio: user.bio ?? null,
    isPublic: user.isPublic ?? true,
    ...overrides,
  });

export const statsOf = (overrides: Partial<UserStats> = {}): UserStats => ({ followers: 0, following: 0, desired: 0, inProgress: 0, achieved: 0, ...overrides });

export const listItem = (id: string, fullName: string, bio: string | null = null): MemberListItem => ({ _id: id, fullName, profileImage: null, bio });

export interface PeopleServer {
  profiles: MemberProfile[];
  stats?: Record<string, UserStats>;
  desires?: Record<string, Desire[]>;
  following?: Record<string, boolean>;
  followersOf?: Record<string, MemberListItem[]>;
  followingOf?: Record<string, MemberListItem[]>;
}

/**
 * The reads of a profile screen: the member, their stats, their desires, whether the viewer follows
 * them and their lists. Unknown ids answer 404 "User not found". The state is read on every request,
 * so a test may change it.
 */
export function peopleHandlers(state: PeopleServer) {
  const find = (id: string) => state.profiles.find((p) => p._id === id);
  return [
    http.get('/api/users/:id', ({ params }) => {
      const profile = find(String(params.id));
      return profile ? json<MemberProfileResponse>({ user: profile }) : error(404, 'User not found');
    }),
    http.get('/api/stats/user/:id', ({ params }) => json<UserStats>(state.stats?.[String(params.id)] ?? statsOf())),
    http.get('/api/desires/user/:id', ({ params }) => {
      const desires = state.desires?.[String(params.id)] ?? [];
      return json<DesireList>({ desires, total: desires.length });
    }),
    http.get('/api/follow/status/:id', ({ params }) => json<FollowStatus>({ isFollowing: state.following?.[String(params.id)] ?? false })),
    http.get('/api/users/:id/followers', ({ params }) => json<MemberListItem[]>(state.followersOf?.[String(params.id)] ?? [])),
    http.get('/api/users/:id/following', ({ params }) => json<MemberListItem[]>(state.followingOf?.[String(params.id)] ?? [])),
  ];
}

/** A follow call that the server accepts, with the followers count it reports. */
export const followAnswer = (isFollowing: boolean, followers: number): FollowResult => ({
  message: isFollowing ? 'Followed' : 'Unfollowed',
  isFollowing,
  followers,
});

export const userAnswer = (user: User): UserResponse => ({ user });
