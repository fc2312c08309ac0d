import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { userStatsSchema, type UserStats } from '@contract/desire';
import { followStatusSchema, memberListSchema, memberProfileAnswerSchema, type FollowStatus, type MemberListItem, type MemberProfile } from '@contract/user';
import { ApiError, api, notFoundAsNull } from '@/lib/api-client';
import { queryRoots } from '@/lib/staleness';

export type ConnectionKind = 'followers' | 'following';

/** A followers or following list the server will not show this reader (private profile, activity hidden). */
export class ConnectionsHiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectionsHiddenError';
  }
}

async function fetchMember(id: string): Promise<MemberProfile | null> {
  try {
    const { user } = await api.get(`/api/users/${encodeURIComponent(id)}`, { schema: memberProfileAnswerSchema });
    return user;
  } catch (error) {
    // An unknown id and one that is not an id at all read the same: "User not found".
    return notFoundAsNull(error);
  }
}

async function fetchConnections(id: string, kind: ConnectionKind): Promise<MemberListItem[]> {
  try {
    return await api.get(`/api/users/${encodeURIComponent(id)}/${kind}`, { schema: memberListSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      throw new ConnectionsHiddenError(error.serverMessage ?? (kind === 'followers' ? t`This member's followers list is private.` : t`This member's following list is private.`));
    }
    throw error;
  }
}

/** Everything the profile screens read, general to specific: all -> member(id), stats(id), follow status(id), connections -> list(id, kind). */
export const profileQueries = {
  all: () => queryRoots.profile,

  members: () => [...profileQueries.all(), 'member'] as const,
  /** A member as a profile shows them; null when there is no such member. */
  member: (id: string) =>
    queryOptions({
      queryKey: [...profileQueries.members(), id] as const,
      queryFn: () => fetchMember(id),
    }),

  statsAll: () => [...profileQueries.all(), 'stats'] as const,
  stats: (id: string) =>
    queryOptions({
      queryKey: [...profileQueries.statsAll(), id] as const,
      queryFn: (): Promise<UserStats> => api.get(`/api/stats/user/${encodeURIComponent(id)}`, { schema: userStatsSchema }),
    }),

  followStatusAll: () => [...profileQueries.all(), 'follow-status'] as const,
  followStatus: (id: string) =>
    queryOptions({
      queryKey: [...profileQueries.followStatusAll(), id] as const,
      queryFn: (): Promise<FollowStatus> => api.get(`/api/follow/status/${encodeURIComponent(id)}`, { schema: followStatusSchema }),
    }),

  connections: () => [...profileQueries.all(), 'connections'] as const,
  connectionsOf: (id: string) => [...profileQueries.connections(), id] as const,
  connectionList: (id: string, kind: ConnectionKind) =>
    queryOptions({
      queryKey: [...profileQueries.connectionsOf(id), kind] as const,
      // The default retry repeats only transient failures, so a hidden list is not asked twice.
      queryFn: () => fetchConnections(id, kind),
    }),
};
